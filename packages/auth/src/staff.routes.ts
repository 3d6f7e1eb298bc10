import type { Response } from 'express';
import type { staffApi, StaffSession } from '@venue/contracts/staff';
import type { Handlers } from '@venue/service-kit/api-router';
import { AppError, badRequest } from '@venue/service-kit/errors';
import type { StaffCaller } from './edge-auth';
import { tooManySignInAttempts, type LoginAttempt, type LoginThrottle } from './login-throttle';
import type { StaffAccounts } from './staff-accounts.domain';

/** The session the gateway's edge check found for this request (staff routes always have one). */
const callerOf = (res: Response): StaffCaller => res.locals.caller as StaffCaller;


/**
 * Sign-in, the current session, the in-page gates' re-check and staff account management: the
 * gateway's own routes (contracts `staffApi`, except status, which the gateway answers itself).
 */
export function staffRoutes(options: {
  accounts: StaffAccounts;
  throttle: LoginThrottle;
}): Omit<Handlers<typeof staffApi>, 'status'> {
  const { accounts, throttle } = options;

  /** Refuses the attempt (429) when the limits say so; it counts as a failure until it succeeds. */
  const admit = async (attempt: LoginAttempt, res: Response) => {
    const decision = await throttle.admit(attempt);
    if (!decision.allowed) {
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      throw tooManySignInAttempts();
    }
  };

  return {
    login: async ({ body }, req, res) => {
      const attempt = { ip: req.ip ?? '', username: body.username };
      await admit(attempt, res);
      const session = await accounts.login(body.username, body.password);
      await throttle.recordSuccess(attempt);
      return session;
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
      await accounts.logout(callerOf(res).claims);
      res.status(204).end();
    },

    // The in-page gates ask the signed-in person to confirm their password. A mismatch is a 403,
    // not a 401: the session itself is still good.
    verify: async ({ body }, req, res) => {
      const { account } = callerOf(res);
      const attempt = { ip: req.ip ?? '', username: account.username };
      await admit(attempt, res);
      const confirmed = await accounts.authenticate(account.username, body.password);
      if (!confirmed || confirmed.id !== account.id)
        throw new AppError(403, 'Invalid username or password');
      await throttle.recordSuccess(attempt);
      return { username: confirmed.username };
    },

    listUsers: () => accounts.list(),

    createUser: ({ body }, _req, res) => {
      res.status(201);
      return accounts.create(body);
    },

    updateUser: ({ params, body }, _req, res) => {
      if (body.disabled && params.id === callerOf(res).account.id) {
        throw badRequest('You cannot disable your own account', {
          disabled: ['You cannot disable your own account'],
        });
      }
      return accounts.setDisabled(params.id, body.disabled);
    },

    resetPassword: ({ params, body }) => accounts.resetPassword(params.id, body.password),
  };
}
