import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ErrorBody } from '@venue/contracts/errors';
import type { Logger } from '@venue/service-kit/logger';
import type { BufferedRequest } from '@venue/service-kit/read-requests';
import { requestIdHeader } from '@venue/service-kit/request-context';

// http-proxy-middleware has no agent by default and would pass `connection: close` on.
const keepAliveAgent = new Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });

const unavailable = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

function sendError(res: ServerResponse | Socket, status: number, body: ErrorBody) {
  if (!('setHeader' in res)) {
    res.destroy();
    return;
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** How long a connection answered before its upload was in reads what the client still sends. */
const lingerMs = 2_000;

/**
 * Closes a connection answered before its request's body was in as a lingering close. Node's
 * server destroys it as soon as the answer is written, and a socket destroyed with the client's
 * bytes still unread sends a reset, which can take the answer with it before the client reads
 * it (seen on a loaded machine). Instead the gateway's side ends after the answer, and the rest
 * of the body is read and dropped until it is in or the client ends its side, for at most
 * `lingerMs`.
 */
function lingerUntilBodyIsIn(req: IncomingMessage) {
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
 * Sends a request on to one service, at the URL the edge set from the matched route (req.url);
 * the host is always the service's target. A body the gateway already read goes with it; a
 * streamed one is piped. A failure becomes a JSON 503 (the service is down) or 502 (it broke).
 */
export function serviceProxy(options: {
  service: string;
  target: string;
  logger: Logger;
  timeoutMs: number;
}) {
  const { service, target, logger } = options;
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    agent: keepAliveAgent,
    xfwd: true,
    proxyTimeout: options.timeoutMs,
    on: {
      proxyReq: (proxyReq, req) => {
        // The client's Connection header is about its own hop. Passed on, a `close` there makes
        // the service close its socket as it answers, and an answer given before an upload is
        // in would race the gateway's writes and be lost to a 502.
        proxyReq.removeHeader('connection');
        const body = (req as BufferedRequest).bufferedBody;
        if (!body) return;
        proxyReq.removeHeader('transfer-encoding');
        proxyReq.setHeader('content-length', body.length);
        proxyReq.write(body);
      },
      proxyRes: (proxyRes, req) => {
        // The service answered before the upload finished: end the client's connection with
        // the answer rather than keep it open for the rest of a body nobody will read.
        if (!req.complete) {
          proxyRes.headers.connection = 'close';
          lingerUntilBodyIsIn(req);
        }
      },
      error: (error, req, res) => {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        const status = unavailable.has(code) ? 503 : 502;
        const requestId = req.headers[requestIdHeader];
        logger.warn({ err: error, service, url: req.url, code, requestId }, 'proxy error');
        sendError(res, status, {
          message:
            status === 503
              ? `The ${service} service is unavailable right now. Please try again shortly.`
              : `The ${service} service did not answer properly. Please try again.`,
        });
      },
    },
  });
}
