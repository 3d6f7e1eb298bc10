/**
 * A stand-in for mongod on a loopback port that speaks just enough of the wire protocol for the
 * driver to connect and send commands. It records every command as the server would receive it
 * (after mongoose's casting and the driver's encoding) and answers with what a test chooses, or
 * by default as an empty database would. It lets tests prove what the Mongo adapter sends
 * without a MongoDB server.
 */
import net from 'node:net';
import mongoose from 'mongoose';

const { BSON } = mongoose.mongo;

const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;

type Document = Record<string, unknown>;

export interface ReceivedCommand {
  /** The command's name: its first key, such as "find" or "findAndModify". */
  name: string;
  body: Document;
}

/** Returns the reply to a command, or undefined for the default one. */
export type Answer = (command: ReceivedCommand) => Document | undefined;

export interface FakeMongoServer {
  url: string;
  /** Every command after the handshakes, in the order received. */
  commands: ReceivedCommand[];
  /** Answers commands of this name with `answer` (until replaced). */
  answer(name: string, answer: Answer): void;
  /** Stops listening and cuts every connection, as a crashed server would. */
  close(): Promise<void>;
}

const handshakeNames = new Set(['hello', 'ismaster', 'isMaster']);

function helloReply(): Document {
  return {
    helloOk: true,
    ismaster: true,
    isWritablePrimary: true,
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: 1,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ok: 1,
  };
}

function defaultReply({ name, body }: ReceivedCommand): Document {
  const collection = body[name];
  switch (name) {
    case 'find':
    case 'aggregate':
    case 'listIndexes':
    case 'listCollections':
      return {
        cursor: { id: BSON.Long.ZERO, ns: `db.${String(collection)}`, firstBatch: [] },
        ok: 1,
      };
    case 'findAndModify':
      return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    case 'insert':
      return { n: (body.documents as unknown[]).length, ok: 1 };
    case 'update':
      return { n: 0, nModified: 0, ok: 1 };
    case 'delete':
      return { n: 0, ok: 1 };
    default:
      return { ok: 1 };
  }
}

function header(length: number, responseTo: number, opCode: number): Buffer {
  const head = Buffer.alloc(16);
  head.writeInt32LE(length, 0);
  head.writeInt32LE(0, 4);
  head.writeInt32LE(responseTo, 8);
  head.writeInt32LE(opCode, 12);
  return head;
}

function opMsgReply(requestId: number, reply: Document): Buffer {
  const document = BSON.serialize(reply);
  const flagsAndKind = Buffer.from([0, 0, 0, 0, 0]); // flagBits 0, one section of kind 0
  const length = 16 + flagsAndKind.length + document.length;
  return Buffer.concat([header(length, requestId, OP_MSG), flagsAndKind, document]);
}

function opReply(requestId: number, reply: Document): Buffer {
  const document = BSON.serialize(reply);
  const fields = Buffer.alloc(20); // responseFlags, cursorID (8 bytes), startingFrom, numberReturned
  fields.writeInt32LE(1, 16);
  return Buffer.concat([header(36 + document.length, requestId, OP_REPLY), fields, document]);
}

function readDocument(message: Buffer, offset: number): { document: Document; end: number } {
  const length = message.readInt32LE(offset);
  return {
    document: BSON.deserialize(message.subarray(offset, offset + length)),
    end: offset + length,
  };
}

/** OP_MSG: a body (kind 0) and document sequences (kind 1) such as an insert's documents. */
function readOpMsg(message: Buffer): Document {
  let body: Document = {};
  const sequences: Document = {};
  let offset = 20;
  while (offset < message.length) {
    const kind = message.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      const read = readDocument(message, offset);
      body = read.document;
      offset = read.end;
    } else {
      const end = offset + message.readInt32LE(offset);
      const nameEnd = message.indexOf(0, offset + 4);
      const name = message.toString('utf8', offset + 4, nameEnd);
      const documents: Document[] = [];
      for (let at = nameEnd + 1; at < end;) {
        const read = readDocument(message, at);
        documents.push(read.document);
        at = read.end;
      }
      sequences[name] = documents;
      offset = end;
    }
  }
  return { ...body, ...sequences };
}

/** OP_QUERY carries only the driver's first handshake on each connection. */
function readOpQuery(message: Buffer): Document {
  const nameEnd = message.indexOf(0, 20);
  return readDocument(message, nameEnd + 1 + 8).document;
}

export async function startFakeMongoServer(): Promise<FakeMongoServer> {
  const commands: ReceivedCommand[] = [];
  const answers = new Map<string, Answer>();
  const sockets = new Set<net.Socket>();

  function reply(body: Document): Document {
    const name = Object.keys(body)[0] ?? '';
    if (handshakeNames.has(name)) return helloReply();
    const command = { name, body };
    commands.push(command);
    return answers.get(name)?.(command) ?? defaultReply(command);
  }

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const message = pending.subarray(0, pending.readInt32LE(0));
        pending = pending.subarray(message.length);
        const requestId = message.readInt32LE(4);
        const opCode = message.readInt32LE(12);
        if (opCode === OP_MSG) socket.write(opMsgReply(requestId, reply(readOpMsg(message))));
        else if (opCode === OP_QUERY) socket.write(opReply(requestId, reply(readOpQuery(message))));
        else socket.destroy(new Error(`Unexpected opCode ${opCode}`));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `mongodb://127.0.0.1:${port}/?directConnection=true`,
    commands,
    answer: (name, answer) => answers.set(name, answer),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
