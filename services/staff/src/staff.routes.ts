import type { PasswordCheckResult, staffAccountsApi } from '@venue/contracts/staff';
import type { Handlers } from '@venue/service-kit/api-router';
import { badRequest } from '@venue/service-kit/errors';
import type { LoginThrottle } from './login-throttle';
import type { StaffAccounts } from './staff-accounts.domain';

/**
 * Account management for admins (through the gateway), and the gateway's questions: is this
 * the password (within the sign-in limits), is this session still on, end this session, make
 * the first admin.
 */
export function staffRoutes(options: {
  accounts: StaffAccounts;
  throttle: LoginThrottle;
  /** Whether a first admin may get a made-up password (the embedded default, never production). */
  mayGeneratePassword: boolean;
}): Handlers<typeof staffAccountsApi> {
  const { accounts, throttle } = options;

  return {
    listUsers: () => accounts.list(),

    createUser: ({ body }, _req, res) => {
      res.status(201);
      return accounts.create(body);
    },

    updateUser: ({ params, body, identity }) => {
      if (body.disabled && params.id === identity.sub) {
        throw badRequest('You cannot disable your own account', {
          disabled: ['You cannot disable your own account'],
        });
      }
      return accounts.setDisabled(params.id, body.disabled);
    },

    resetPassword: ({ params, body }) => accounts.resetPassword(params.id, body.password),

    // An attempt counts as a failure from the moment it is admitted until its password is right.
    checkPassword: async ({ body }): Promise<PasswordCheckResult> => {
      const attempt = { ip: body.address, username: body.username };
      const decision = await throttle.admit(attempt);
      if (!decision.allowed) {
        return { outcome: 'throttled', retryAfterSeconds: decision.retryAfterSeconds };
      }
      const user = await accounts.authenticate(body.username, body.password);
      if (!user) return { outcome: 'refused' };
      await throttle.recordSuccess(attempt);
      const { id, username, role, sessionVersion } = user;
      return { outcome: 'accepted', account: { sub: id, username, role, sessionVersion } };
    },

    activeAccount: async ({ params, query }) => ({
      account: await accounts.activeAccount({
        tokenId: params.tokenId,
        accountId: query.account,
        sessionVersion: query.version,
      }),
    }),

    endSession: async ({ params, body }, _req, res) => {
      await accounts.endSession(params.tokenId, new Date(body.expiresAt));
      res.status(204).end();
    },

    ensureFirstAdmin: async ({ body }) => {
      const made = await accounts.ensureFirstAdmin({
        ...body,
        allowGenerated: options.mayGeneratePassword,
      });
      return {
        created: made && {
          username: made.account.username,
          generatedPassword: made.generatedPassword ?? null,
        },
        accountsExist: made !== null || (await accounts.list()).length > 0,
      };
    },
  };
}
