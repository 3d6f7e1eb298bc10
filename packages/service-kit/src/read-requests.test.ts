import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { readWholeBody } from './read-requests';

/** A server whose one route reads a body of at most 1 kB and answers its errors in plain text. */
async function smallBodyServer(): Promise<Server> {
  const server = createServer((req, res) => {
    readWholeBody(req, res, { limit: 1024, timeoutMs: 5_000 }).then(
      (body) => res.end(`read ${body.length}`),
      (error: AppError) => {
        res.statusCode = error.status;
        res.end(error.message);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/**
 * Sends a chunked body in pieces every 10 ms, for `forMs` or until the connection closes; `reading` says whether the client reads
 * the answer meanwhile (one that does keeps sending after the server has ended its side).
 */
function sendBody(server: Server, forMs: number, { reading }: { reading: boolean }) {
  const { port } = server.address() as AddressInfo;
  const socket: Socket = connect({ port, host: '127.0.0.1', allowHalfOpen: reading });
  const received = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve(text));
  });
  if (!reading) socket.pause();
  socket.on('error', () => {});
  socket.write('POST / HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n\r\n');
  const piece = Buffer.alloc(512, 'a');
  const feed = setInterval(() => {
    if (socket.destroyed || socket.writableEnded) return;
    socket.write(`${piece.length.toString(16)}\r\n`);
    socket.write(piece);
    socket.write('\r\n');
  }, 10);
  // Sending stops after `forMs`, or when the connection is closed.
  const stopped = new Promise<void>((resolve) => {
    const stop = () => {
      clearInterval(feed);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(stop, forMs);
    socket.once('close', stop);
  });
  return { socket, stopped, received };
}

describe('a body refused before it is in', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  it('when the client is still sending and has not read the answer yet, then it can still read the 413, and the connection closes', async () => {
    server = await smallBodyServer();
    // Sends well past the limit and past the answer: a socket closed while bytes still arrive
    // resets the connection, and the reset throws away the answer the client had not read.
    const { socket, stopped, received: answer } = sendBody(server, 600, { reading: false });
    await stopped;
    socket.end();
    socket.resume();
    const received = await answer;
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    expect(received).toMatch(/The request body is too large$/);
  });

  it('when the client goes on sending after the answer, then the server closes the connection after lingering a while', async () => {
    server = await smallBodyServer();
    const startedAt = Date.now();
    const { received: answer } = sendBody(server, 20_000, { reading: true });
    const received = await answer;
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    // The lingering lasts 2 s: well before the client would stop sending.
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_900);
    expect(Date.now() - startedAt).toBeLessThan(15_000);
  });
});
