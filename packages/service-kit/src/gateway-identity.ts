import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { normalPath } from '@venue/contracts/http';

/**
 * How a service knows who is calling. The gateway checks the staff session (signature, expiry,
 * sign-out, a disabled account, the role) and then vouches for the caller with a short-lived
 * assertion in this header, signed with a key derived from JWT_SECRET and bound to the one
 * request's method and path. Services trust nothing else: a staff token sent straight to a
 * service is ignored, and the gateway drops this header from every client request.
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

const algorithm = 'HS256';
const issuer = 'venue-gateway';
const audience = 'venue-service';
/** Long enough for a proxied request to reach the service, too short to be worth replaying. */
const lifetimeSeconds = 30;

/** A key of its own, so an identity assertion can never pass as a staff token or the reverse. */
export const identityKey = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('venue gateway identity v1').digest('base64url');

/**
 * What an assertion is bound to: the method (HEAD as GET) and the request path without query,
 * normalised by the one function the signer and the checker share (`/api//games` is `/api/games`).
 */
function bindingOf(method: string, rawPath: string) {
  const path = normalPath(rawPath);
  if (path === null) throw new Error(`${rawPath} is not a path a route can have`);
  return `${method === 'HEAD' ? 'GET' : method} ${path}`;
}

export function signIdentity(
  identity: Identity,
  request: { method: string; path: string },
  key: string,
) {
  return jwt.sign({ ...identity, req: bindingOf(request.method, request.path) }, key, {
    algorithm,
    issuer,
    audience,
    expiresIn: lifetimeSeconds,
  });
}

/** The identity in a header value, or null when it is missing; throws when it is not genuine. */
export function verifyIdentity(
  header: string | string[] | undefined,
  request: { method: string; path: string },
  key: string,
): Identity | null {
  if (header === undefined) return null;
  if (Array.isArray(header)) throw new Error('more than one identity header');
  const payload = jwt.verify(header, key, { algorithms: [algorithm], issuer, audience });
  if (typeof payload === 'string' || payload.req !== bindingOf(request.method, request.path)) {
    throw new Error('the identity was issued for another request');
  }
  return identitySchema.parse(payload);
}
