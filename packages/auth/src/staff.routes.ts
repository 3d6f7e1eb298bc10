import type { Response } from 'express';
import type { staffApi, StaffSession } from '@venue/contracts/staff';
import type { Handlers } from '@venue/service-kit/api-router';
import { AppError, unauthorized } from '@venue/service-kit/errors';
import type { StaffCaller } from './edge-auth';
import type { StaffDirectory } from './staff-directory';
import { signStaffToken } from './tokens';

/** The session the gateway's edge check found for this request (staff routes always have one). */
const callerOf = (res: Response): StaffCaller => res.locals.caller as StaffCaller;

export const tooManySignInAttempts = () =>
  new AppError(429, 'Too many sign-in attempts. Please wait a few minutes and try again.');

/**
 * Sign-in, the current session and the in-page gates' re-check: the gateway's own routes
 * (contracts `staffApi`, except status, which the gateway answers itself). The staff service
 * checks passwords within the sign-in limits and keeps the sessions; the gateway signs tokens.
 */
export function staffRoutes(options: {
  directory: StaffDirectory;
  jwtSecret: string;
}): Omit<Handlers<typeof staffApi>, 'status'> {
  const { directory } = options;

  /** The account whose password this is; refuses with `refusal` or a 429 with Retry-After. */
  const checkPassword = async (
    attempt: { username: string; password: string; address: string | undefined },
    res: Response,
    refusal: AppError,
  ) => {
    const result = await directory.checkPassword({ ...attempt, address: attempt.address ?? '' });
    if (result.outcome === 'throttled') {
      res.setHeader('Retry-After', String(result.retryAfterSeconds));
      throw tooManySignInAttempts();
    }
    if (result.outcome === 'refused') throw refusal;
    return result.account;
  };

  return {
    login: async ({ body }, req, res) => {
      const account = await checkPassword(
        { ...body, address: req.ip },
        res,
        unauthorized('Invalid username or password'),
      );
      return { token: signStaffToken(account, options.jwtSecret), username: account.username };
    },

    session: (_input, _req, res) => {
      const { username, role, exp } = callerOf(res).claims;
      const session: StaffSession = {
        username,
        role,
        expiresAt: new Date(exp * 1000).toISOString(),
      };
      return session;
    },

    logout: async (_input, _req, res) => {
      await directory.endSession(callerOf(res).claims);
      res.status(204).end();
    },

    // The in-page gates ask the signed-in person to confirm their password. A mismatch is a 403,
    // not a 401: the session itself is still good.
    verify: async ({ body }, req, res) => {
      const { account } = callerOf(res);
      const incorrect = new AppError(403, 'Incorrect password. Please try again.');
      const confirmed = await checkPassword(
        { username: account.username, password: body.password, address: req.ip },
        res,
        incorrect,
      );
      if (confirmed.sub !== account.id) throw incorrect;
      return { username: confirmed.username };
    },
  };
}
