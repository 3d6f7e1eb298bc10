import type { Request } from 'express';
import { unauthorized } from '@venue/service-kit/errors';
import type { StaffAccount } from '@venue/contracts/staff';
import type { StaffDirectory } from './staff-directory';
import { bearerToken, verifyStaffToken, type VerifiedStaffClaims } from './tokens';

/** A request's staff session, once the gateway has checked it. */
export interface StaffCaller {
  claims: VerifiedStaffClaims;
  account: StaffAccount;
}

/**
 * The gateway's check of a staff session: a genuine, unexpired token (checked here) that was
 * not signed out, whose account still exists, is enabled and has not ended its sessions since
 * (asked of the staff service, for every gateway alike). Null when the request carries no
 * token; throws a 401 for any token that fails a check, a 503 when the staff service does not
 * answer.
 */
export function staffAuthenticator(
  directory: Pick<StaffDirectory, 'activeAccount'>,
  jwtSecret: string,
) {
  return async (req: Pick<Request, 'headers'>): Promise<StaffCaller | null> => {
    const header = req.headers.authorization;
    if (header === undefined) return null;
    const token = bearerToken(header);
    if (!token) throw unauthorized('Staff sign-in required');
    const claims = verifyStaffToken(token, jwtSecret);
    if (!claims)
      throw unauthorized('Your session has expired or is not valid. Please sign in again.');
    const account = await directory.activeAccount(claims);
    if (!account)
      throw unauthorized('This staff account is no longer active. Please sign in again.');
    return { claims, account };
  };
}

export type StaffAuthenticator = ReturnType<typeof staffAuthenticator>;
