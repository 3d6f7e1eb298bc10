import { z } from 'zod';
import { staffAccountsApi } from '@venue/contracts/staff';
import { defineService } from '@venue/service-kit/service-module';
import { loginThrottle, type LoginLimits } from './login-throttle';
import { revokedTokensRepository } from './revoked-tokens.repository';
import { staffAccounts } from './staff-accounts.domain';
import { staffUsersRepository } from './staff-users.repository';
import { staffRoutes } from './staff.routes';

const positiveInt = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .positive('must be positive');

const staffEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Failed sign-ins per client address in 15 minutes, whatever the username. */
  LOGIN_LIMIT_PER_IP: positiveInt.default(30),
  /** Failed sign-ins per username in 15 minutes (only addresses that failed for it are refused). */
  LOGIN_LIMIT_PER_USERNAME: positiveInt.default(10),
});

/**
 * The staff service, built with a clock of its own (tests hold it still, so that the sign-in
 * limits' fixed windows never turn in the middle of one).
 */
export function staffServiceWith(options: { now?: () => number } = {}) {
  return defineService({
    name: 'staff',
    api: staffAccountsApi,
    env: staffEnvSchema,

    async build({ store, config, sampleData }) {
      const limits: LoginLimits = {
        windowMs: 15 * 60_000,
        perIp: config.LOGIN_LIMIT_PER_IP,
        perUsername: config.LOGIN_LIMIT_PER_USERNAME,
      };
      return {
        handlers: staffRoutes({
          accounts: staffAccounts(
            await staffUsersRepository(store),
            await revokedTokensRepository(store),
          ),
          throttle: await loginThrottle(store, limits, options),
          // Only the embedded default may print a made-up first password (never with Mongo).
          mayGeneratePassword: sampleData && config.NODE_ENV !== 'production',
        }),
      };
    },
  });
}

/**
 * Staff accounts, the sessions that were ended and the sign-in limits, kept in one place for
 * every gateway: a token one gateway signed works on all of them, and is refused by all of them
 * once it is signed out, its account disabled or its password reset.
 */
export const staffService = staffServiceWith();
