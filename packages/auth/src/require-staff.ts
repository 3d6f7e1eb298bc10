import type { RequestHandler } from 'express';
import { unauthorized } from '@venue/service-kit/errors';
import { bearerToken, verifyStaffToken } from './tokens';

/**
 * Services' own check on staff and write routes: a valid, unexpired staff token. (The gateway
 * additionally checks that the account still exists and is enabled.)
 */
export function requireStaff(jwtSecret: string): RequestHandler {
  return (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw unauthorized('Staff sign-in required');
    const claims = verifyStaffToken(token, jwtSecret);
    if (!claims)
      throw unauthorized('Your session has expired or is not valid. Please sign in again.');
    res.locals.staff = claims;
    next();
  };
}
