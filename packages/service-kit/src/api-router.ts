import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import {
  matchRoute,
  mayStore,
  type BodySpec,
  type RouteDeclaration,
  type ServiceApi,
} from '@venue/contracts/http';
import { AppError, badRequest, forbidden, unauthorized } from './errors';
import { fieldErrors } from './field-errors';
import { labelRoute } from './metrics';
import { whileAnswering } from './published-events';
import { isServiceIdentity, type Identity } from './gateway-identity';
import {
  bodyDeadlineMs,
  bodyLimitOf,
  declaresMoreThan,
  readWholeBody,
  tooLarge,
} from './read-requests';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type BodyOutput<B> = B extends { kind: 'json'; schema: infer S }
  ? Output<S>
  : B extends { kind: 'text' }
    ? string
    : undefined;

/** What a handler receives: its request parts parsed by the route's schemas, and who is calling. */
export interface HandlerInput<R extends RouteDeclaration> {
  params: Output<R['params']>;
  query: Output<R['query']>;
  body: BodyOutput<R['body']>;
  /** The staff member the gateway vouched for (or the calling part); set unless public. */
  identity: R['access'] extends 'public' ? Identity | null : Identity;
  /** The URL the request came on (the route's path and its query), e.g. for a page's links. */
  url: string;
}

/**
 * A route's implementation: whatever it returns is sent as JSON with the status it set, unless
 * it answered itself (a file, a 204, a stream).
 */
export type Handler<R extends RouteDeclaration> = (
  input: HandlerInput<R>,
  req: Request,
  res: Response,
) => unknown;

/**
 * A cacheable read's implementation: its answer is what it returns (data, a `SerializedJson` or a
 * `Reply`), never written to a response, so the read can also be answered by a call where the
 * gateway runs in the service's process (public-reads.ts).
 */
export type ReadHandler<R extends RouteDeclaration> = (input: HandlerInput<R>) => unknown;

/** One handler for every route the API declares: a missing one does not compile. */
export type Handlers<A extends ServiceApi> = {
  [K in keyof A['routes']]: A['routes'][K] extends { cache: object }
    ? ReadHandler<A['routes'][K]>
    : Handler<A['routes'][K]>;
};

/**
 * Who is calling: null for nobody; throws (a 401) for a credential that is not genuine or not
 * for this request, whose body (read whole, or `stream`) it is given.
 */
export type Authenticate = (
  req: Request,
  res: Response,
  body: Buffer | 'stream',
) => Promise<Identity | null> | Identity | null;

/**
 * An answer already serialised (e.g. kept by a read model): kept as its UTF-8 bytes and sent as
 * they are, with no re-encoding per request.
 */
export class SerializedJson {
  readonly bytes: Buffer;
  constructor(text: string) {
    this.bytes = Buffer.from(text, 'utf8');
  }
}

/** An answer with a type or headers of its own: a calendar file, a page with its count and links. */
export class Reply {
  /** Header names in lower case, as Node reads them. */
  readonly headers: Readonly<Record<string, string>>;
  constructor(
    readonly bytes: Buffer,
    readonly contentType: string,
    headers: Record<string, string> = {},
  ) {
    this.headers = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
  }

  static text(text: string, contentType: string): Reply {
    return new Reply(Buffer.from(text, 'utf8'), contentType);
  }

  /** A JSON answer (a value, or one already serialised) with headers of its own. */
  static json(value: unknown, headers: Record<string, string>): Reply {
    const bytes =
      value instanceof SerializedJson ? value.bytes : Buffer.from(JSON.stringify(value), 'utf8');
    return new Reply(bytes, jsonType, headers);
  }
}

const jsonType = 'application/json; charset=utf-8';

/**
 * A handler's result as the bytes, type and headers it is answered with: a plain value as
 * Express's `res.json` sends it (which the HTTP route uses for one).
 */
export function replyOf(result: unknown): Reply {
  if (result instanceof Reply) return result;
  if (result instanceof SerializedJson) return new Reply(result.bytes, jsonType);
  return new Reply(Buffer.from(JSON.stringify(result) ?? '', 'utf8'), jsonType);
}

/** Sends a reply without Express's per-request work (content-type parsing, re-encoding). */
function sendReply(req: Request, res: Response, reply: Reply) {
  res.setHeader('Content-Type', reply.contentType);
  for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', reply.bytes.length);
  res.end(req.method === 'HEAD' ? undefined : reply.bytes);
}

/** The media type of a Content-Type header (lower case) and its charset, if it names one. */
function contentTypeOf(header: string | undefined) {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters
    .map((parameter) => parameter.trim().toLowerCase())
    .find((parameter) => parameter.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/^"(.*)"$/, '$1');
  return { type: type.trim().toLowerCase(), charset };
}

const typeMatches = (type: string, patterns: string[]) =>
  patterns.some((pattern) =>
    pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern,
  );

/**
 * A body read whole, decoded as its route declares. A JSON route takes only application/json in
 * UTF-8, and not empty: any other body would otherwise reach the handler as something it is not
 * (a text body read as `{}` resets what it names). A text route takes the types it lists, and
 * not empty either.
 */
function decodeBody(
  spec: Exclude<BodySpec, { kind: 'stream' }>,
  req: Request,
  raw: Buffer,
): unknown {
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
    throw new AppError(415, 'Send the body without a Content-Encoding');
  }
  const { type, charset } = contentTypeOf(req.headers['content-type']);
  if (spec.kind === 'json') {
    if (type !== 'application/json') throw new AppError(415, 'Send the body as application/json');
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      throw new AppError(415, 'Send the body as UTF-8');
    }
    if (raw.length === 0) throw badRequest('The request needs a JSON body');
    try {
      return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
    } catch {
      throw badRequest('The request body is not valid JSON');
    }
  }
  if (!typeMatches(type, spec.types)) {
    throw new AppError(415, `Send the body as ${spec.types.join(' or ')}`);
  }
  // An import of nothing would empty what it replaces.
  if (raw.length === 0) throw badRequest('The request needs a body');
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(raw);
  } catch {
    throw new AppError(415, `The charset ${charset} is not supported`);
  }
}

/**
 * The body as it came, before anything reads meaning into it: read whole up to the route's limit
 * (a route that declares none too, since the caller's assertion covers every byte sent), or
 * `stream` on a route whose handler reads it as it arrives.
 */
async function rawBody(
  spec: BodySpec | undefined,
  req: Request,
  res: Response,
): Promise<Buffer | 'stream'> {
  if (spec?.kind === 'stream') {
    // The connection stays: the gateway is still sending, and ends its client's with this answer.
    if (declaresMoreThan(req, spec.limit)) throw tooLarge();
    return 'stream';
  }
  return readWholeBody(req, res, { limit: bodyLimitOf(spec), timeoutMs: bodyDeadlineMs });
}

function parsePart(
  schema: z.ZodType | undefined,
  value: unknown,
  prefix: string | undefined,
  errors: Record<string, string[]>,
): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  Object.assign(errors, fieldErrors(result.error, prefix));
  return undefined;
}

/**
 * A handler's input: the request's parts validated by the route's schemas (a 400 naming every
 * field that is not valid), and who is calling.
 */
export function handlerInput(
  route: RouteDeclaration,
  parts: {
    params: Record<string, string>;
    query: unknown;
    body: unknown;
    identity: Identity | null;
    url: string;
  },
): HandlerInput<RouteDeclaration> {
  const errors: Record<string, string[]> = {};
  const input = {
    params: parsePart(route.params, parts.params, 'params', errors),
    query: route.query && parsePart(route.query, parts.query, 'query', errors),
    body:
      route.body?.kind === 'json'
        ? parsePart(route.body.schema, parts.body, undefined, errors)
        : parts.body,
    identity: parts.identity,
    url: parts.url,
  };
  if (Object.keys(errors).length > 0) throw badRequest('The request is not valid', errors);
  return input as HandlerInput<RouteDeclaration>;
}

function checkAccess(route: RouteDeclaration, identity: Identity | null) {
  if (route.access === 'public') return;
  if (!identity) throw unauthorized('Staff sign-in required');
  if (route.access === 'admin' && identity.role !== 'admin') {
    throw forbidden('Only an admin can do that');
  }
  if (route.access === 'internal' && !isServiceIdentity(identity)) {
    throw forbidden('Only the product itself can do that');
  }
}

/**
 * The router built from an API's declarations: requests are matched with the same matcher the
 * gateway uses, their bodies read, checked for access, decoded and validated as declared, then
 * handed to the route's handler. A request that matches no declaration falls through (to the 404).
 */
export function apiRouter<A extends ServiceApi>(
  api: A,
  handlers: Handlers<A>,
  authenticate: Authenticate,
): RequestHandler {
  const entries = Object.entries(api.routes).map(([operation, route]) => {
    const handler = (handlers as Record<string, Handler<RouteDeclaration> | undefined>)[operation];
    if (!handler) throw new Error(`${api.service}: no handler for ${operation}`);
    return [route, handler] as const;
  });
  const handlerOf = new Map(entries);
  const routes = entries.map(([route]) => route);

  return async (req, res, next) => {
    const match = matchRoute(routes, req.method, req.originalUrl);
    if (!match) return next();
    const { route, params } = match;
    labelRoute(res, route.path);
    if (!mayStore(route)) res.setHeader('Cache-Control', 'no-store');
    const raw = await rawBody(route.body, req, res);
    const identity = await authenticate(req, res, raw);
    checkAccess(route, identity);
    const body =
      route.body && route.body.kind !== 'stream' && raw !== 'stream'
        ? decodeBody(route.body, req, raw)
        : undefined;
    const input = handlerInput(route, {
      params,
      query: req.query,
      body,
      identity,
      url: req.originalUrl,
    });
    const handler = handlerOf.get(route) as Handler<RouteDeclaration>;
    const result = await whileAnswering(res, () => handler(input, req, res));
    if (res.headersSent) return;
    if (result instanceof Reply || result instanceof SerializedJson) {
      sendReply(req, res, replyOf(result));
    } else res.json(result);
  };
}
