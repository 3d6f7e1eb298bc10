import type { RequestHandler } from 'express';
import type { Logger } from './logger';
import {
  currentRequestId,
  newRequestId,
  requestIdHeader,
  saneRequestId,
  withRequestId,
} from './request-context';

/**
 * Gives each request its id and handles it as work for that request (see request-context.ts):
 * the id the request already runs with (the gateway sets it before its app), else the caller's
 * sane `X-Request-Id`, else a new one. The id goes on in the request's own header (the proxy
 * sends it to the service) and back in the answer's. One line when the request ends, with its
 * method, path, status and time; `ignore` leaves some out (health checks, the SPA).
 */
export function httpLogger(logger: Logger, options: { ignore: (url: string) => boolean }) {
  const handler: RequestHandler = (req, res, next) => {
    const requestId =
      currentRequestId() ?? saneRequestId(req.headers[requestIdHeader]) ?? newRequestId();
    req.headers[requestIdHeader] = requestId;
    res.setHeader(requestIdHeader, requestId);
    if (!options.ignore(req.originalUrl)) {
      const startedAt = performance.now();
      res.once('close', () => {
        const line = {
          requestId,
          req: { method: req.method, url: req.originalUrl },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - startedAt),
        };
        if (!res.writableFinished) logger.info(line, 'request aborted');
        else if (res.statusCode >= 500) logger.error(line, 'request errored');
        else logger.info(line, 'request completed');
      });
    }
    withRequestId(requestId, next);
  };
  return handler;
}
