import type { Request, RequestHandler, Response } from 'express';
import type { staffApi, StaffSession } from '@venue/contracts/staff';
import type { Handlers } from '@venue/service-kit/api-router';
import { AppError, badRequest } from '@venue/service-kit/errors';
import type { StaffCaller } from './edge-auth';
import { loginRateLimits, type LoginLimits } from './login-rate-limit';
import type { StaffAccounts } from './staff-accounts.domain';

/** The session the gateway's edge check found for this request (staff routes always have one). */
const callerOf = (res: Response): StaffCaller => res.locals.caller as StaffCaller;

const runAll = async (middlewares: RequestHandler[], req: Request, res: Response) => {
  for (const middleware of middlewares) {
    await new Promise<void>((resolve, reject) =>
      middleware(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
    );
    if (res.headersSent) return false;
  }
  return true;
};

/**
 * Sign-in, the current session, the in-page gates' re-check and staff account management: the
 * gateway's own routes (contracts `staffApi`, except status, which the gateway answers itself).
 */
export function staffRoutes(options: {
  accounts: StaffAccounts;
  loginLimits: LoginLimits;
}): Omit<Handlers<typeof staffApi>, 'status'> {
  const { accounts } = options;
  const limits = loginRateLimits(options.loginLimits);
  return {
    login: async ({ body }, req, res) => {
      if (!(await runAll(limits, req, res))) return undefined;
      return accounts.login(body.username, body.password);
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
      if (!(await runAll(limits, req, res))) return undefined;
      const { account } = callerOf(res);
      const confirmed = await accounts.authenticate(account.username, body.password);
      if (!confirmed || confirmed.id !== account.id)
        throw new AppError(403, 'Invalid username or password');
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
