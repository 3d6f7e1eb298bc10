import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger';

const requestIdHeader = 'x-request-id';

/**
 * One log line per request with its id, method, path, status and time. The gateway's request id
 * travels to the service in x-request-id, so both lines of a proxied request share it.
 */
export function httpLogger(
  logger: Logger,
  options: { acceptRequestId: boolean; ignore: (url: string) => boolean },
) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const given = req.headers[requestIdHeader];
      const id =
        options.acceptRequestId && typeof given === 'string' && /^[\w-]{1,64}$/.test(given)
          ? given
          : randomUUID();
      req.headers[requestIdHeader] = id;
      res.setHeader(requestIdHeader, id);
      return id;
    },
    serializers: {
      req: (req: IncomingMessage & { id?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => options.ignore(req.url ?? '') },
  });
}
