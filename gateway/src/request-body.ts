import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '@venue/service-kit/errors';

/**
 * Bodies are read whole at the gateway, within a deadline, before a service sees the request:
 * a client that trickles its body in holds none of the gateway's connections to services.
 */
export interface BufferedRequest extends IncomingMessage {
  bufferedBody?: Buffer;
}

const tooLarge = () => new AppError(413, 'The request body is too large');

/** Stops reading and closes the connection: whatever the client still sends is not wanted. */
function abandon(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Connection', 'close');
  req.unpipe();
  req.resume();
}

export function bufferBody(
  req: BufferedRequest,
  res: ServerResponse,
  { limit, timeoutMs }: { limit: number; timeoutMs: number },
): Promise<void> {
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    abandon(req, res);
    return Promise.reject(tooLarge());
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
        abandon(req, res);
        reject(error);
      } else {
        req.bufferedBody = Buffer.concat(chunks, size);
        resolve();
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
 * A streamed body (an upload) goes to the service as it arrives, but must be complete within
 * the deadline: past it, the client's connection is cut, which also ends the service's request.
 */
export function streamDeadline(req: IncomingMessage, timeoutMs: number) {
  if (req.complete) return;
  const timer = setTimeout(() => req.destroy(), timeoutMs);
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
}
