import type { ClientRequest, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ErrorBody } from '@venue/contracts/errors';
import type { Logger } from '@venue/service-kit/logger';
import {
  type PublishedEvent,
  publishedEvents,
  publishedEventsHeader,
} from '@venue/service-kit/published-events';
import { lingerUntilBodyIsIn, type BufferedRequest } from '@venue/service-kit/read-requests';
import { requestIdHeader } from '@venue/service-kit/request-context';
import { requestAddress, type TrustProxy } from '@venue/service-kit/site-origin';
import { serviceAgent } from './service-agent';

// http-proxy-middleware has no agent by default and would pass `connection: close` on.
const keepAliveAgent = serviceAgent(256);

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

/** Headers in which a client or a proxy says who the client is and what address it asked for. */
const isForwarding = (name: string) =>
  name.startsWith('x-forwarded-') || name === 'forwarded' || name === 'x-real-ip';

/**
 * The services trust the gateway's word on the client and the address it asked for (their links
 * and QR codes name it), so only the gateway speaks: whatever the client sent is dropped, and
 * the gateway says what its own `trust proxy` rules (TRUST_PROXY) make of the request.
 */
function forwardAsTheGateway(proxyReq: ClientRequest, req: Request, trust: TrustProxy) {
  for (const name of proxyReq.getHeaderNames()) {
    if (isForwarding(name)) proxyReq.removeHeader(name);
  }
  const { protocol, host } = requestAddress(req, trust);
  if (req.ip) proxyReq.setHeader('x-forwarded-for', req.ip);
  proxyReq.setHeader('x-forwarded-proto', protocol);
  if (host) proxyReq.setHeader('x-forwarded-host', host);
}

/**
 * Sends a request on to one service, at the URL the edge set from the matched route (req.url);
 * the host is always the service's target. A body the gateway already read goes with it; a
 * streamed one is piped. A failure becomes a JSON 503 (the service is down) or 502 (it broke).
 */
function serviceProxy(options: {
  service: string;
  target: string;
  logger: Logger;
  timeoutMs: number;
  /** The gateway's `trust proxy` rules, compiled (`app.get('trust proxy fn')`). */
  trust: TrustProxy;
  /** Told the events a write recorded, before its answer is sent on (see published-events.ts). */
  published: (events: PublishedEvent[]) => void;
  /** Told when a service has answered a write, before the answer is sent on. */
  writeAnswered: () => void;
}) {
  const { service, target, logger } = options;
  return createProxyMiddleware<Request, ServerResponse>({
    target,
    agent: keepAliveAgent,
    proxyTimeout: options.timeoutMs,
    on: {
      proxyReq: (proxyReq, req) => {
        forwardAsTheGateway(proxyReq, req, options.trust);
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
        // Emitted before the answer's head is written to the client, so whoever wrote never
        // reads, through this gateway, what the write made stale.
        const published = publishedEvents(proxyRes.headers[publishedEventsHeader]);
        delete proxyRes.headers[publishedEventsHeader];
        options.published(published);
        if (req.method !== 'GET' && req.method !== 'HEAD') options.writeAnswered();
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

/** A proxy for each service of the registry, by name; every one needs its address. */
export function serviceProxies(
  registry: { name: string }[],
  targets: Record<string, string>,
  options: Omit<Parameters<typeof serviceProxy>[0], 'service' | 'target'>,
) {
  return new Map(
    registry.map(({ name }) => {
      const target = targets[name];
      if (!target) throw new Error(`No address for the ${name} service`);
      return [name, serviceProxy({ service: name, target, ...options })];
    }),
  );
}
