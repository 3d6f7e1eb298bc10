/** Asking a service for a cacheable read, and what of its answer travels with it. */
import { request, type IncomingMessage } from 'node:http';
import type { PublicReads } from '@venue/service-kit/public-reads';
import { requestIdHeaders } from '@venue/service-kit/request-context';
import { serviceAgent } from '../service-agent';

export interface Upstream {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * How the edge cache asks a service for a public read: `path` is the cache key, built from the
 * route; the answer fails (the 503 of a service away) when none came within `timeoutMs`.
 */
export type ServiceAsker = (service: string, path: string, timeoutMs: number) => Promise<Upstream>;

const agent = serviceAgent(64);

/** A service's headers that belong to its answer and travel with it: a page's links and count. */
const answerHeaders = ['link', 'x-total-count'] as const;

export function answerHeadersOf(
  headers: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of answerHeaders) {
    const value = headers[name];
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}

/** The services answer JSON unless they say otherwise. */
export const contentTypeOf = (headers: IncomingMessage['headers']): string =>
  headers['content-type'] ?? 'application/json; charset=utf-8';

/**
 * Asks a service: `path` is the cache key, built from the route (never the client's raw path),
 * for the current request (the first of those a miss coalesces).
 */
function fetchUpstream(target: string, path: string, timeoutMs: number): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, target),
      { agent, headers: { accept: 'application/json', ...requestIdHeaders() }, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 502,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('the service did not answer in time')));
    req.on('error', reject);
    req.end();
  });
}

/** Asks each service at its address (`targets`: where each listens). */
export const askOverHttp =
  (targets: Record<string, string>): ServiceAsker =>
  (service, path, timeoutMs) =>
    fetchUpstream(targets[service] as string, path, timeoutMs);

/**
 * Asks the services this process hosts by a call (`reads`, by service name), each read the
 * route its HTTP answer would be; any other service over `otherwise`. A read that takes longer
 * than `timeoutMs` fails as a service that does not answer does.
 */
export const askHosted =
  (reads: Record<string, PublicReads>, otherwise: ServiceAsker): ServiceAsker =>
  (service, path, timeoutMs) => {
    const answering = reads[service]?.(path);
    if (!answering) return otherwise(service, path, timeoutMs);
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      answering,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error('the service did not answer in time')),
          timeoutMs,
        );
      }),
    ]).finally(() => clearTimeout(timer));
  };
