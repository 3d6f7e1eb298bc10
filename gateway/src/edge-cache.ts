/**
 * The gateway's edge cache for public GET routes that their declarations mark cacheable.
 *
 * An entry keeps the service's answer (bytes, content type), a strong ETag, gzip and brotli
 * copies made once, and every header of the answer computed once when it is stored, security
 * headers included. A hit is answered before Express sees the request: no logging, no helmet,
 * no access check, no compression, no proxy. Entries are dropped when an event the route
 * declares is published (heard on every gateway through the jobs port's `listen`), and expire
 * after the route's maximum age in case an event is lost. While the gateway cannot hear events
 * (its Redis connection is down, or not yet listening) it neither serves nor keeps anything:
 * every cacheable read goes to its service, so a change saved meanwhile is never hidden behind
 * an entry its event could not drop; and when it hears again, every entry is dropped, since the
 * events of that gap are lost. Concurrent misses for one key make one request to the service;
 * an answer other than 200 is passed on and never kept. Requests that carry a staff token never
 * read or fill the cache.
 *
 * It keeps the server-rendered pages the same way (`serveDocument`): an entry per address, made
 * once for everyone asking, dropped on the events of every route the page read (`read`).
 */
import { createHash } from 'node:crypto';
import { Agent, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import {
  matchRoute,
  routeUrl,
  type RouteDeclaration,
  type RouteMatch,
  type ServiceApi,
} from '@venue/contracts/http';
import type { EventDefinition } from '@venue/contracts/messages';
import type { Jobs } from '@venue/jobs/jobs.port';
import type { Logger } from '@venue/service-kit/logger';
import { labelRoute } from '@venue/service-kit/metrics';
import { requestIdHeaders } from '@venue/service-kit/request-context';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this size compression is not worth its header. */
const compressFrom = 1024;
const defaultMaxAgeSeconds = 60;
const maxAliases = 10_000;

export interface EdgeCacheStats {
  hits: number;
  misses: number;
  /** Answers the service gave that were passed on and not kept (not 200). */
  passedOn: number;
  /** Reads sent to their service because the gateway could not hear events then. */
  bypassed: number;
  invalidations: number;
  evictions: number;
  entries: number;
  bytes: number;
}

interface Entry {
  key: string;
  /** The events that make it stale: its route's, or those of every route a page read. */
  events: ReadonlySet<EventDefinition<unknown>>;
  etag: string;
  expiresAt: number;
  size: number;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** Headers of a 200, by encoding; and of a 304. */
  headers: { identity: Headers; gzip?: Headers; br?: Headers; notModified: Headers };
}

type Headers = Record<string, string | number>;

interface Upstream {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A public read made inside the gateway (a page being rendered), and what keeps it true. */
export interface InternalRead {
  status: number;
  contentType: string;
  /** A paged list's `Link` and `X-Total-Count`. */
  pageHeaders: Record<string, string>;
  body: Buffer;
  /** The events its route is invalidated by. */
  events: EventDefinition<unknown>[];
  maxAgeSeconds: number;
}

/** A document the gateway made (a rendered page), with what it was made from. */
export interface MadeDocument {
  status: number;
  /** A moved page's new address (never kept: only a 200 is). */
  location?: string;
  contentType: string;
  body: Buffer;
  /** Kept only when true: every read it was made from succeeded and is cacheable. */
  keep: boolean;
  events: EventDefinition<unknown>[];
  maxAgeSeconds: number;
}

/** Each event's invalidation count when a document began to be made. */
type Mark = ReadonlyMap<EventDefinition<unknown>, number>;

export interface EdgeCacheOptions {
  /** Every declared route: the gateway's own and the services'. */
  apis: ServiceApi[];
  /** Where each service listens. */
  targets: Record<string, string>;
  /** Headers every answer of the gateway carries (security headers), computed once. */
  baseHeaders: Headers;
  jobs: Jobs;
  logger: Logger;
  /** The size bound of everything kept; 0 keeps nothing (every read is a miss, for measuring). */
  maxBytes: number;
  /** How long a request to a service may take (as the proxy's). */
  timeoutMs: number;
  /**
   * The key of the document (a server-rendered page) a request asks for, if any: a hit is
   * answered before Express, like a cached read. A request with a staff token is never asked.
   */
  documentKey?: (req: IncomingMessage) => string | null;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** A service's headers that belong to its answer and travel with it: a page's links and count. */
const answerHeaders = ['link', 'x-total-count'] as const;

function answerHeadersOf(headers: Readonly<Record<string, unknown>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of answerHeaders) {
    const value = headers[name];
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}

/**
 * The key of a request, which is also the URL its miss is sent on: the route's own path with the
 * request's parameters, and the query when the route declares one.
 */
function cacheKey(match: RouteMatch, url: string): string {
  return routeUrl(match, match.route.query ? url : '');
}

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

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 says for GET). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** The best encoding the client accepts among those the entry has. */
function chooseEncoding(header: string | undefined, entry: Entry): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const accepted = new Map(
    header.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (entry.br && weight('br') > 0) return 'br';
  if (entry.gzip && weight('gzip') > 0) return 'gzip';
  return 'identity';
}

export function createEdgeCache(options: EdgeCacheOptions) {
  const { logger } = options;
  // Requests are matched against every route, in order, as at the edge: a path is only cached
  // when the route it really is (e.g. not a staff route declared before a public one) is cacheable.
  const allRoutes = options.apis.flatMap((api) => Object.values(api.routes));
  const owners = new Map<RouteDeclaration, string>();
  for (const api of options.apis) {
    for (const route of Object.values(api.routes)) {
      if (route.cache && route.method === 'GET' && route.access === 'public')
        owners.set(route, api.service);
    }
  }
  const cacheable = [...owners.keys()];
  const entries = new Map<string, Entry>();
  const aliases = new Map<string, { route: RouteDeclaration; key: string }>();
  /** One request to the service per key at a time: later misses wait for the same answer. */
  const inFlight = new Map<string, Promise<Entry | Upstream>>();
  /** Bumped at each publication of an event, so a fetch begun before it is not kept after it. */
  const generations = new Map<EventDefinition<unknown>, number>();
  const mark = (): Mark => new Map(generations);
  const changedSince = (before: Mark, events: Iterable<EventDefinition<unknown>>) =>
    [...events].some((event) => (generations.get(event) ?? 0) !== (before.get(event) ?? 0));
  const stats: EdgeCacheStats = {
    hits: 0,
    misses: 0,
    passedOn: 0,
    bypassed: 0,
    invalidations: 0,
    evictions: 0,
    entries: 0,
    bytes: 0,
  };

  const remove = (entry: Entry) => {
    if (entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    stats.bytes -= entry.size;
    stats.entries = entries.size;
  };

  const invalidate = (event: EventDefinition<unknown>, requestId: string | undefined) => {
    generations.set(event, (generations.get(event) ?? 0) + 1);
    let dropped = 0;
    for (const entry of [...entries.values()]) {
      if (entry.events.has(event)) {
        remove(entry);
        dropped += 1;
      }
    }
    stats.invalidations += 1;
    logger.debug({ event: event.name, dropped, requestId, ...stats }, 'edge cache: invalidated');
  };

  const events = new Set(cacheable.flatMap((route) => route.cache?.invalidatedBy ?? []));
  const unlisteners = [...events].map((event) =>
    options.jobs.listen(event, (_payload, { requestId }) => invalidate(event, requestId)),
  );
  let hearing = false;
  const unwatch = options.jobs.watchListening((listening) => {
    hearing = listening;
    // Whatever is kept may have missed an event: kept through a gap, or from before it.
    for (const event of events) generations.set(event, (generations.get(event) ?? 0) + 1);
    const dropped = entries.size;
    for (const entry of [...entries.values()]) remove(entry);
    if (listening) logger.info({ dropped }, 'edge cache: hearing events again; entries dropped');
    else logger.warn({ dropped }, 'edge cache: cannot hear events; reads go to the services');
  });

  const store = async (
    key: string,
    upstream: Pick<Upstream, 'headers' | 'body'>,
    events: Iterable<EventDefinition<unknown>>,
    maxAgeSeconds: number,
  ): Promise<Entry> => {
    const body = upstream.body;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    const [gzipped, brotli] =
      body.length >= compressFrom
        ? await Promise.all([
            gzipAsync(body, { level: 6 }),
            brotliAsync(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 5,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
          ])
        : [undefined, undefined];
    const common: Headers = {
      ...options.baseHeaders,
      ...answerHeadersOf(upstream.headers),
      'cache-control': 'no-cache',
      etag,
      vary: 'Accept-Encoding',
    };
    const contentType = upstream.headers['content-type'] ?? 'application/json; charset=utf-8';
    const ok = (buffer: Buffer, encoding?: string): Headers => ({
      ...common,
      'content-type': contentType,
      'content-length': buffer.length,
      ...(encoding && { 'content-encoding': encoding }),
    });
    const entry: Entry = {
      key,
      events: new Set(events),
      etag,
      expiresAt: Date.now() + maxAgeSeconds * 1000,
      size: body.length + (gzipped?.length ?? 0) + (brotli?.length ?? 0),
      identity: body,
      ...(gzipped && { gzip: gzipped }),
      ...(brotli && { br: brotli }),
      headers: {
        identity: ok(body),
        ...(gzipped && { gzip: ok(gzipped, 'gzip') }),
        ...(brotli && { br: ok(brotli, 'br') }),
        notModified: common,
      },
    };
    return entry;
  };

  const keep = (entry: Entry) => {
    // Kept while no event can be heard, an entry would outlive the change that should drop it.
    if (!hearing || entry.size > options.maxBytes) return;
    const previous = entries.get(entry.key);
    if (previous) remove(previous);
    entries.set(entry.key, entry);
    stats.bytes += entry.size;
    // Least recently used first: a hit moves its entry to the end.
    for (const oldest of entries.values()) {
      if (stats.bytes <= options.maxBytes) break;
      remove(oldest);
      stats.evictions += 1;
    }
    stats.entries = entries.size;
  };

  const send = (req: IncomingMessage, res: ServerResponse, entry: Entry) => {
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, entry.headers.notModified);
      res.end();
      return;
    }
    const encoding = chooseEncoding(req.headers['accept-encoding'], entry);
    const body = encoding === 'identity' ? entry.identity : (entry[encoding] as Buffer);
    res.writeHead(200, entry.headers[encoding] ?? entry.headers.identity);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const passOn = (req: IncomingMessage, res: ServerResponse, upstream: Upstream) => {
    stats.passedOn += 1;
    res.writeHead(upstream.status, {
      ...options.baseHeaders,
      'content-type': upstream.headers['content-type'] ?? 'application/json; charset=utf-8',
      'content-length': upstream.body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : upstream.body);
  };

  const unavailable = (res: ServerResponse, service: string) => {
    const body = JSON.stringify({
      message: `The ${service} service is unavailable right now. Please try again shortly.`,
    });
    res.writeHead(503, {
      ...options.baseHeaders,
      'content-type': 'application/json; charset=utf-8',
    });
    res.end(body);
  };

  /** With no room to keep anything, every read is a miss of its own: asked of the service and passed on. */
  const forward = async (
    req: IncomingMessage,
    res: ServerResponse,
    route: RouteDeclaration,
    key: string,
  ) => {
    stats.misses += 1;
    const service = owners.get(route) as string;
    let upstream: Upstream;
    try {
      upstream = await fetchUpstream(options.targets[service] as string, key, options.timeoutMs);
    } catch (error) {
      logger.warn({ err: error, service }, 'edge cache: the service did not answer');
      unavailable(res, service);
      return;
    }
    res.writeHead(upstream.status, {
      ...options.baseHeaders,
      ...answerHeadersOf(upstream.headers),
      'cache-control': 'no-cache',
      'content-type': upstream.headers['content-type'] ?? 'application/json; charset=utf-8',
      'content-length': upstream.body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : upstream.body);
  };

  const locate = (url: string) => {
    const alias = aliases.get(url);
    if (alias) return alias;
    const match = matchRoute(allRoutes, 'GET', url);
    if (!match || !owners.has(match.route)) return null;
    const key = cacheKey(match, url);
    if (aliases.size >= maxAliases) aliases.clear();
    const found = { route: match.route, key };
    aliases.set(url, found);
    return found;
  };

  const maxAgeOf = (route: RouteDeclaration) => route.cache?.maxAgeSeconds ?? defaultMaxAgeSeconds;

  const fetchAndStore = async (route: RouteDeclaration, key: string) => {
    const before = mark();
    const target = options.targets[owners.get(route) as string] as string;
    const upstream = await fetchUpstream(target, key, options.timeoutMs);
    if (upstream.status !== 200) return upstream;
    const events = route.cache?.invalidatedBy ?? [];
    const entry = await store(key, upstream, events, maxAgeOf(route));
    // An invalidation while the answer was on its way makes it stale: serve it, keep it not.
    if (!changedSince(before, events)) keep(entry);
    return entry;
  };

  /** The live entry under a key, or none (an expired one is dropped). */
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry;
    if (entry) remove(entry);
    return undefined;
  };

  const miss = async (
    req: IncomingMessage,
    res: ServerResponse,
    route: RouteDeclaration,
    key: string,
  ) => {
    stats.misses += 1;
    let pending = inFlight.get(key);
    if (!pending) {
      logger.debug({ key, ...stats }, 'edge cache: miss');
      pending = fetchAndStore(route, key).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    let answer: Entry | Upstream;
    try {
      answer = await pending;
    } catch (error) {
      const service = owners.get(route) as string;
      logger.warn({ err: error, service, key }, 'edge cache: the service did not answer');
      unavailable(res, service);
      return;
    }
    if ('etag' in answer) send(req, res, answer);
    else passOn(req, res, answer);
  };

  return {
    /**
     * Answers a cacheable public read from the cache (or through one shared request to its
     * service); returns false for anything else, which then goes through the full gateway.
     */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      if (
        (req.method !== 'GET' && req.method !== 'HEAD') ||
        req.headers.authorization !== undefined
      )
        return false;
      if (
        req.headers['transfer-encoding'] !== undefined ||
        Number(req.headers['content-length'] ?? 0) > 0
      )
        return false;
      const found = locate(req.url ?? '/');
      if (!found) {
        const document = options.documentKey?.(req);
        const entry =
          document === undefined || document === null || !hearing ? undefined : live(document);
        if (!entry) return false;
        stats.hits += 1;
        entries.delete(entry.key);
        entries.set(entry.key, entry);
        send(req, res, entry);
        return true;
      }
      labelRoute(res, found.route.path);
      if (options.maxBytes === 0 || !hearing) {
        if (options.maxBytes > 0) stats.bypassed += 1;
        void forward(req, res, found.route, found.key);
        return true;
      }
      const entry = entries.get(found.key);
      if (entry && entry.expiresAt > Date.now()) {
        stats.hits += 1;
        entries.delete(found.key);
        entries.set(found.key, entry);
        send(req, res, entry);
        return true;
      }
      if (entry) remove(entry);
      miss(req, res, found.route, found.key).catch((error: unknown) => {
        logger.error({ err: error }, 'edge cache: a miss failed');
        if (!res.headersSent) unavailable(res, owners.get(found.route) as string);
      });
      return true;
    },

    /**
     * A cacheable public read for something the gateway makes itself (a page): from the cache, or
     * through the one shared request a miss makes; `bypass` (a staff request) goes straight to the
     * service and keeps nothing. Throws for a path that is not a cacheable public read.
     */
    async read(path: string, { bypass = false }: { bypass?: boolean } = {}): Promise<InternalRead> {
      const found = locate(path);
      if (!found) throw new Error(`${path} is not a cacheable public read`);
      const { route, key } = found;
      const events = route.cache?.invalidatedBy ?? [];
      const answer = (
        status: number,
        contentType: string,
        pageHeaders: Record<string, string>,
        body: Buffer,
      ): InternalRead => ({
        status,
        contentType,
        pageHeaders,
        body,
        events,
        maxAgeSeconds: maxAgeOf(route),
      });
      const cached = bypass ? undefined : live(key);
      if (cached) {
        stats.hits += 1;
        return answer(
          200,
          String(cached.headers.identity['content-type']),
          answerHeadersOf(cached.headers.identity),
          cached.identity,
        );
      }
      stats.misses += 1;
      const target = options.targets[owners.get(route) as string] as string;
      let pending: Promise<Entry | Upstream>;
      if (bypass || options.maxBytes === 0) {
        pending = fetchUpstream(target, key, options.timeoutMs);
      } else {
        pending =
          inFlight.get(key) ?? fetchAndStore(route, key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const got = await pending;
      if ('etag' in got) {
        return answer(
          200,
          String(got.headers.identity['content-type']),
          answerHeadersOf(got.headers.identity),
          got.identity,
        );
      }
      const contentType = got.headers['content-type'] ?? 'application/json; charset=utf-8';
      return answer(got.status, contentType, answerHeadersOf(got.headers), got.body);
    },

    /**
     * Answers a document the gateway makes (a server-rendered page) from the cache, or makes it
     * once for everyone asking under this key and keeps it when it may be kept: a 200 whose reads
     * were all cacheable, with no event of theirs published while it was made.
     */
    async serveDocument(
      req: IncomingMessage,
      res: ServerResponse,
      key: string,
      make: () => Promise<MadeDocument>,
    ): Promise<void> {
      const cached = options.maxBytes === 0 ? undefined : live(key);
      if (cached) {
        stats.hits += 1;
        send(req, res, cached);
        return;
      }
      stats.misses += 1;
      let pending = inFlight.get(key);
      if (!pending) {
        const before = mark();
        pending = (async (): Promise<Entry | Upstream> => {
          const made = await make();
          const headers = {
            'content-type': made.contentType,
            ...(made.location !== undefined && { location: made.location }),
          };
          if (made.status !== 200 || !made.keep) {
            return { status: made.status, headers, body: made.body };
          }
          const entry = await store(
            key,
            { headers, body: made.body },
            made.events,
            made.maxAgeSeconds,
          );
          if (options.maxBytes > 0 && !changedSince(before, made.events)) keep(entry);
          return entry;
        })().finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const answer = await pending;
      if ('etag' in answer) {
        send(req, res, answer);
        return;
      }
      res.writeHead(answer.status, {
        ...options.baseHeaders,
        'cache-control': 'no-cache',
        'content-type': String(answer.headers['content-type']),
        ...(answer.headers.location !== undefined && { location: answer.headers.location }),
        'content-length': answer.body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : answer.body);
    },

    stats: (): EdgeCacheStats => ({ ...stats }),

    async close() {
      unwatch();
      await Promise.all(unlisteners.map((stop) => stop()));
    },
  };
}

export type EdgeCache = ReturnType<typeof createEdgeCache>;
