/**
 * A service's cacheable public reads answered by a call, for a gateway in the same process (the
 * embedded product): the same matcher, validation, handler and error answers as the service's
 * HTTP route, without an HTTP exchange on each side of a loopback socket. The service counts,
 * times and logs each one as it does a request it serves.
 */
import { parse as parseQuery } from 'node:querystring';
import { matchRoute, type RouteDeclaration, type ServiceApi } from '@venue/contracts/http';
import { handlerInput, replyOf, type Handlers, type ReadHandler } from './api-router';
import { errorAnswer, isFailure } from './error-handler';
import { logRequestEnd } from './http-logger';
import type { Logger } from './logger';
import type { PartMetrics } from './metrics';
import { currentRequestId, requestIdHeader } from './request-context';

/** What a read is answered with: as over HTTP, less the headers only the wire needs. */
export interface ReadAnswer {
  status: number;
  /** Lower-case names: the content type, a page's count and links, the request's id. */
  headers: Record<string, string>;
  body: Buffer;
}

/** Answers a read of `url` (a path and query the route owns), or null for no cacheable read. */
export type PublicReads = (url: string) => Promise<ReadAnswer> | null;

const jsonType = 'application/json; charset=utf-8';

export function publicReads<A extends ServiceApi>(
  api: A,
  handlers: Handlers<A>,
  observed: { metrics: PartMetrics; logger: Logger },
): PublicReads {
  const reads = new Map<RouteDeclaration, ReadHandler<RouteDeclaration>>();
  for (const [operation, route] of Object.entries(api.routes)) {
    if (route.cache && route.method === 'GET' && route.access === 'public') {
      reads.set(route, (handlers as Record<string, ReadHandler<RouteDeclaration>>)[operation]!);
    }
  }
  const routes = Object.values(api.routes);

  const answer = async (
    route: RouteDeclaration,
    params: Record<string, string>,
    url: string,
  ): Promise<ReadAnswer & { expected?: boolean }> => {
    try {
      const search = url.indexOf('?');
      const input = handlerInput(route, {
        params,
        query: parseQuery(search === -1 ? '' : url.slice(search + 1)),
        body: undefined,
        identity: null,
        url,
      });
      const reply = replyOf(await reads.get(route)!(input));
      return {
        status: 200,
        headers: { 'content-type': reply.contentType, ...reply.headers },
        body: reply.bytes,
      };
    } catch (error) {
      const { status, body } = errorAnswer(error);
      const failed = isFailure(error, status);
      if (failed) observed.logger.error({ err: error }, 'request failed');
      return {
        status,
        headers: { 'content-type': jsonType },
        body: Buffer.from(JSON.stringify(body), 'utf8'),
        expected: !failed,
      };
    }
  };

  return (url) => {
    // Matched among all the service's routes, as its router does: a read is the route it really is.
    const match = matchRoute(routes, 'GET', url);
    if (!match || !reads.has(match.route)) return null;
    const startedAt = performance.now();
    return answer(match.route, match.params, url).then(({ expected, ...answered }) => {
      const requestId = currentRequestId();
      if (requestId) answered.headers[requestIdHeader] = requestId;
      const milliseconds = performance.now() - startedAt;
      observed.metrics.record({
        method: 'GET',
        route: match.route.path,
        status: answered.status,
        seconds: milliseconds / 1000,
      });
      logRequestEnd(observed.logger, {
        requestId,
        method: 'GET',
        url,
        statusCode: answered.status,
        milliseconds,
        aborted: false,
        expected,
      });
      return answered;
    });
  };
}
