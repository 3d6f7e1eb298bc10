import type { RequestHandler } from 'express';
import { unauthorized } from '@venue/service-kit/errors';
import type { StaffAccounts } from './staff-accounts.domain';
import { bearerToken, verifyStaffToken } from './tokens';

/**
 * The gateway's check on staff and write routes: a valid token whose account still exists and
 * is enabled, so a disabled account stops working at its next request.
 */
export function requireActiveStaff(accounts: StaffAccounts, jwtSecret: string): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw unauthorized('Staff sign-in required');
    const claims = verifyStaffToken(token, jwtSecret);
    if (!claims)
      throw unauthorized('Your session has expired or is not valid. Please sign in again.');
    const account = await accounts.activeAccount(claims);
    if (!account)
      throw unauthorized('This staff account is no longer active. Please sign in again.');
    res.locals.staff = claims;
    res.locals.account = account;
    next();
  };
}
