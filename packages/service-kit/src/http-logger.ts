import type { RequestHandler } from 'express';
import { expectedAnswer } from './error-handler';
import type { Logger } from './logger';
import {
  currentRequestId,
  newRequestId,
  requestIdHeader,
  saneRequestId,
  withRequestId,
} from './request-context';

/** The one line a request ends with, whether it came over HTTP or as a call (public-reads.ts). */
export function logRequestEnd(
  logger: Logger,
  end: {
    requestId: string | undefined;
    method: string;
    url: string;
    statusCode: number;
    milliseconds: number;
    aborted: boolean;
    /** A 5xx that says a known state (errors.ts `Unavailable`): logged as any other answer. */
    expected?: boolean;
  },
) {
  const line = {
    requestId: end.requestId,
    req: { method: end.method, url: end.url },
    res: { statusCode: end.statusCode },
    responseTime: Math.round(end.milliseconds),
  };
  if (end.aborted) logger.info(line, 'request aborted');
  else if (end.statusCode >= 500 && !end.expected) logger.error(line, 'request errored');
  else logger.info(line, 'request completed');
}

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
        logRequestEnd(logger, {
          requestId,
          method: req.method ?? 'GET',
          url: req.originalUrl,
          statusCode: res.statusCode,
          milliseconds: performance.now() - startedAt,
          aborted: !res.writableFinished,
          expected: res.locals[expectedAnswer] === true,
        });
      });
    }
    withRequestId(requestId, next);
  };
  return handler;
}
