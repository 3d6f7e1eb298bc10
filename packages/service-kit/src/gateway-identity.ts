import { createHash, createHmac, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { normalPath, sortedQuery } from '@venue/contracts/http';

/**
 * How a service knows who is calling. The gateway checks the staff session (signature, expiry,
 * sign-out, a disabled account, the role) and then vouches for the caller with a short-lived
 * assertion in this header, signed with a key derived from JWT_SECRET. Services trust nothing
 * else: a staff token sent straight to a service is ignored, and the gateway drops this header
 * from every client request.
 *
 * An assertion is good for one request, once. It is bound to the request's method, its path as
 * the matcher reads it, its query and a SHA-256 digest of its body, so whoever sees it cannot
 * carry it to another request; and the service keeps the id of each one it took until it
 * expires, so the same request cannot be sent twice (a second score, a second account).
 *
 * Where the digest comes from: every body that is not streamed is read whole by the one reader
 * (read-requests.ts), at the edge before it is sent on and again in the service's router before
 * it is parsed, so each end hashes the bytes it holds anyway and nothing is buffered twice. A
 * streamed body (an upload) is hashed by neither end: the service acts on its bytes as they
 * arrive, before a digest sent after them (in a trailer) could be checked. Its assertion says
 * `stream`, and it rests on the bound path and query and on single use.
 */
export const identityHeader = 'x-venue-identity';

const roles = ['admin', 'staff'] as const;

export const identitySchema = z.object({
  sub: z.string(),
  username: z.string(),
  role: z.enum(roles),
});
/** The staff member the gateway vouched for. */
export type Identity = z.infer<typeof identitySchema>;

/** The request an assertion is for, as the signer sends it and the service receives it. */
export interface BoundRequest {
  method: string;
  /** Path and query. */
  url: string;
  /** The body's bytes, read whole (empty for none), or `stream` on a route that streams it. */
  body: Buffer | 'stream';
}

const algorithm = 'HS256';
const issuer = 'venue-gateway';
const audience = 'venue-service';
/** Long enough for a proxied request to reach the service; ids are kept this long. */
const lifetimeSeconds = 30;

/** A key of its own, so an identity assertion can never pass as a staff token or the reverse. */
export const identityKey = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('venue gateway identity v1').digest('base64url');

/**
 * What an assertion is bound to: the method (HEAD as GET), the path (normalPath, one function
 * for the signer and the checker: `/api//games` is `/api/games`) with the query in one order
 * (sortedQuery), and the body's digest.
 */
function bindingOf({ method, url, body }: BoundRequest) {
  const path = normalPath(url);
  if (path === null) throw new Error(`${url} is not a path a route can have`);
  const query = sortedQuery(url);
  return {
    req: `${method === 'HEAD' ? 'GET' : method} ${path}${query ? `?${query}` : ''}`,
    body:
      body === 'stream'
        ? 'stream'
        : `sha256:${createHash('sha256').update(body).digest('base64url')}`,
  };
}

export function signIdentity(identity: Identity, request: BoundRequest, key: string) {
  return jwt.sign({ ...identity, ...bindingOf(request) }, key, {
    algorithm,
    issuer,
    audience,
    expiresIn: lifetimeSeconds,
    jwtid: randomUUID(),
  });
}

/**
 * A service's check of assertions: the identity in a header value, or null when there is none;
 * throws when it is not genuine, was issued for another request or was taken before.
 */
export function identityVerifier(key: string) {
  /** The ids taken, with their expiry (s), oldest first: assertions all live as long. */
  const taken = new Map<string, number>();
  return (header: string | string[] | undefined, request: BoundRequest): Identity | null => {
    if (header === undefined) return null;
    if (Array.isArray(header)) throw new Error('more than one identity header');
    const payload = jwt.verify(header, key, { algorithms: [algorithm], issuer, audience });
    if (typeof payload === 'string') throw new Error('the identity is not a claim set');
    const binding = bindingOf(request);
    if (payload.req !== binding.req || payload.body !== binding.body) {
      throw new Error('the identity was issued for another request');
    }
    if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') {
      throw new Error('the identity has no id or expiry');
    }
    const now = Date.now() / 1000;
    for (const [id, expiry] of taken) {
      if (expiry > now) break;
      taken.delete(id);
    }
    if (taken.has(payload.jti)) throw new Error('the identity was used before');
    taken.set(payload.jti, payload.exp);
    return identitySchema.parse(payload);
  };
}
