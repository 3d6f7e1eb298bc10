import type { RequestHandler } from 'express';
import { badRequest } from './errors';

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
