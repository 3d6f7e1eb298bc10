import jwt from 'jsonwebtoken';
import { staffClaimsSchema, type StaffClaims } from '@venue/contracts/staff';

export const staffSessionHours = 8;
const algorithm = 'HS256';

export function signStaffToken(claims: StaffClaims, secret: string): string {
  const { sub, ...rest } = claims;
  return jwt.sign(rest, secret, { algorithm, subject: sub, expiresIn: `${staffSessionHours}h` });
}

/** The token's claims, or null when it is forged, expired or malformed. */
export function verifyStaffToken(
  token: string,
  secret: string,
): (StaffClaims & { exp: number }) | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: [algorithm] });
    if (typeof payload === 'string') return null;
    const claims = staffClaimsSchema.safeParse(payload);
    return claims.success && payload.exp ? { ...claims.data, exp: payload.exp } : null;
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
