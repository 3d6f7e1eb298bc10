import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { BodySpec } from '@venue/contracts/http';
import { AppError, badRequest } from './errors';

/**
 * How request bodies are read, at the gateway's edge and in every service's router alike: whole,
 * within a size limit and a deadline, or refused at once with the connection closed.
 */

/** Whether a request announces a body (a length above zero, or a chunked one). */
export const hasBody = (headers: { 'content-length'?: string; 'transfer-encoding'?: string }) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * A GET or HEAD carries no body. One that does is refused at once, and its connection closed
 * rather than kept while a body nobody reads trickles in.
 */
export const refuseBodyOnRead: RequestHandler = (req, res, next) => {
  if ((req.method === 'GET' || req.method === 'HEAD') && hasBody(req.headers)) {
    res.setHeader('Connection', 'close');
    throw badRequest(`A ${req.method} request cannot have a body`);
  }
  next();
};

/** A request whose body has been read whole: once read, it is never read again. */
export interface BufferedRequest extends IncomingMessage {
  bufferedBody?: Buffer;
}

/** How long a body read whole may take to arrive (docs/ARCHITECTURE.md promises 10 s). */
export const bodyDeadlineMs = 10_000;
const defaultBodyLimit = 100 * 1024;
/** Bodies of routes that declare none are still read (and then ignored) up to this size. */
const undeclaredBodyLimit = 16 * 1024;

/** The most a route's body may hold. */
export const bodyLimitOf = (spec: BodySpec | undefined) =>
  spec ? (spec.limit ?? defaultBodyLimit) : undeclaredBodyLimit;

export const tooLarge = () => new AppError(413, 'The request body is too large');

/** Whether a request's declared length is over the limit, before any of it is read. */
export const declaresMoreThan = (req: IncomingMessage, limit: number) =>
  Number(req.headers['content-length'] ?? 0) > limit;

/** How long a connection answered before its body was in reads what the client still sends. */
const lingerMs = 2_000;

/**
 * Closes a connection answered before its request's body was in as a lingering close. Node's
 * server destroys it as soon as the answer is written, and a socket destroyed with the client's
 * bytes still unread sends a reset, which can take the answer with it before the client reads
 * it (seen on a loaded machine). Instead our side ends after the answer, and the rest of the
 * body is read and dropped until it is in or the client ends its side, for at most `lingerMs`.
 */
export function lingerUntilBodyIsIn(req: IncomingMessage) {
  const socket = req.socket;
  req.unpipe();
  req.resume();
  socket.destroySoon = () => {
    socket.end();
    const close = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(close, lingerMs);
    if (req.complete) close();
    else {
      // The body is all in, or the client has stopped sending.
      req.once('end', close);
      socket.once('end', close);
    }
  };
}

/**
 * Stops reading and closes the connection with the answer (as a lingering close): whatever the
 * client still sends is not wanted. A request with no body, or whose body is all in, keeps its
 * connection.
 */
export function abandonBody(req: IncomingMessage, res: ServerResponse) {
  if (!hasBody(req.headers) || req.complete) return;
  res.setHeader('Connection', 'close');
  lingerUntilBodyIsIn(req);
}

/**
 * The body, read whole within the deadline: a 413 as soon as it passes the limit, a 408 at the
 * deadline, each closing the connection. A body read before (at the edge) is not read again.
 */
export async function readWholeBody(
  req: BufferedRequest,
  res: ServerResponse,
  { limit, timeoutMs }: { limit: number; timeoutMs: number },
): Promise<Buffer> {
  if (req.bufferedBody) return req.bufferedBody;
  if (!hasBody(req.headers)) return (req.bufferedBody = Buffer.alloc(0));
  if (declaresMoreThan(req, limit)) {
    abandonBody(req, res);
    throw tooLarge();
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error?: AppError) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      if (error) {
        abandonBody(req, res);
        reject(error);
      } else {
        req.bufferedBody = Buffer.concat(chunks, size);
        resolve(req.bufferedBody);
      }
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish(tooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onError = () => finish(new AppError(400, 'The request body could not be read'));
    const timer = setTimeout(
      () => finish(new AppError(408, 'The request body took too long to arrive')),
      timeoutMs,
    );
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
  });
}

/**
 * A streamed body (an upload) goes to its reader as it arrives, but must be complete within
 * the deadline: past it, the client's connection is cut, which also ends the service's request.
 */
export function streamDeadline(req: IncomingMessage, timeoutMs: number) {
  if (req.complete) return;
  const timer = setTimeout(() => req.destroy(), timeoutMs);
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
}
