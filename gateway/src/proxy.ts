import { Agent, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ErrorBody } from '@venue/contracts/errors';
import type { Logger } from '@venue/service-kit/logger';

// http-proxy-middleware has no agent by default and would pass `connection: close` on.
const keepAliveAgent = new Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });

const unavailable = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

/** Proxies a path prefix to one service; a failure becomes a JSON 503 (down) or 502 (broken). */
export function serviceProxy(options: {
  service: string;
  target: string;
  prefix: string;
  logger: Logger;
  timeoutMs: number;
}) {
  const { service, target, prefix, logger } = options;
  return createProxyMiddleware({
    target,
    agent: keepAliveAgent,
    xfwd: true,
    proxyTimeout: options.timeoutMs,
    pathFilter: (path) => path === prefix || path.startsWith(`${prefix}/`),
    on: {
      error: (error, req, res) => {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        const status = unavailable.has(code) ? 503 : 502;
        logger.warn({ err: error, service, url: req.url, code }, 'proxy error');
        const body: ErrorBody = {
          message:
            status === 503
              ? `The ${service} service is unavailable right now. Please try again shortly.`
              : `The ${service} service did not answer properly. Please try again.`,
        };
        if (!('setHeader' in res)) {
          (res as Socket).destroy();
          return;
        }
        const response = res as ServerResponse;
        if (response.headersSent) {
          response.destroy();
          return;
        }
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      },
    },
  });
}
