import { createHash, createHmac, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { normalPath, sortedQuery } from '@venue/contracts/http';
import type { SeenAssertions } from './seen-assertions';
import { secretKey } from './secret-keys';

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
 * expires (seen-assertions.ts: in its store, so a restart forgets none), so the same request
 * cannot be sent twice (a second score, a second account).
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

/**
 * How a part of the product (the gateway, a service) names itself when it calls a service:
 * `service:<name>`, which no staff account's id can be. Only such a caller reaches an internal
 * route.
 */
export const serviceIdentity = (name: string): Identity => ({
  sub: `service:${name}`,
  username: name,
  role: 'staff',
});
export const isServiceIdentity = (identity: Identity) => identity.sub.startsWith('service:');

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
  return jwt.sign({ ...identity, ...bindingOf(request) }, secretKey(key), {
    algorithm,
    issuer,
    audience,
    expiresIn: lifetimeSeconds,
    jwtid: randomUUID(),
  });
}

/** An assertion a service refuses: not genuine, made for another request, or used before. */
export class IdentityRefused extends Error {
  constructor(reason: string) {
    super(`The identity assertion was refused: ${reason}`);
    this.name = 'IdentityRefused';
  }
}

/**
 * A service's check of assertions: the identity in a header value, or null when there is none;
 * rejects with IdentityRefused when it is not genuine, was issued for another request or was
 * taken before (and with whatever else when the list of those taken cannot be reached).
 */
export function identityVerifier(key: string, seen: SeenAssertions) {
  return async (
    header: string | string[] | undefined,
    request: BoundRequest,
  ): Promise<Identity | null> => {
    if (header === undefined) return null;
    if (Array.isArray(header)) throw new IdentityRefused('more than one identity header');
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(header, secretKey(key), { algorithms: [algorithm], issuer, audience });
    } catch (error) {
      throw new IdentityRefused((error as Error).message);
    }
    if (typeof payload === 'string') throw new IdentityRefused('not a claim set');
    const binding = bindingOf(request);
    if (payload.req !== binding.req || payload.body !== binding.body) {
      throw new IdentityRefused('issued for another request');
    }
    if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') {
      throw new IdentityRefused('no id or expiry');
    }
    const identity = identitySchema.safeParse(payload);
    if (!identity.success) throw new IdentityRefused('no staff member in it');
    if (!(await seen.firstUse(payload.jti, new Date(payload.exp * 1000)))) {
      throw new IdentityRefused('used before');
    }
    return identity.data;
  };
}
