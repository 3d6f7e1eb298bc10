import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { staffClaimsSchema, staffSessionHours, type StaffClaims } from '@venue/contracts/staff';
import { secretKey } from '@venue/service-kit/secret-keys';

const algorithm = 'HS256';

/** The staff claims plus the account's session version at sign-in (see StaffUser). */
export type StaffTokenClaims = StaffClaims & { sessionVersion: number };

/** What a verified token says: who, and which token it is (for sign-out) until when. */
export type VerifiedStaffClaims = StaffTokenClaims & { jti: string; exp: number };

const tokenClaimsSchema = staffClaimsSchema.extend({
  // Tokens signed before session versions existed belong to version 0.
  sessionVersion: z.number().int().nonnegative().default(0),
});

export function signStaffToken(claims: StaffTokenClaims, secret: string): string {
  const { sub, ...rest } = claims;
  return jwt.sign(rest, secretKey(secret), {
    algorithm,
    subject: sub,
    jwtid: randomUUID(),
    expiresIn: `${staffSessionHours}h`,
  });
}

/** The token's claims, or null when it is forged, expired or malformed. */
export function verifyStaffToken(token: string, secret: string): VerifiedStaffClaims | null {
  try {
    const payload = jwt.verify(token, secretKey(secret), { algorithms: [algorithm] });
    if (typeof payload === 'string' || !payload.jti || !payload.exp) return null;
    const claims = tokenClaimsSchema.safeParse(payload);
    return claims.success ? { ...claims.data, jti: payload.jti, exp: payload.exp } : null;
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
