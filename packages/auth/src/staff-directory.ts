import {
  staffAccountsApi,
  type PasswordCheck,
  type PasswordCheckResult,
  type StaffAccount,
} from '@venue/contracts/staff';
import { AppError, Unavailable } from '@venue/service-kit/errors';
import type { ServiceClient } from '@venue/service-kit/service-client';
import type { VerifiedStaffClaims } from './tokens';

const { routes } = staffAccountsApi;

/**
 * The gateway's questions to the staff service, which keeps the accounts, the ended sessions
 * and the sign-in limits for every gateway: asked at each staff request rather than cached, so
 * that a session signed out, an account disabled or a password reset through one gateway is
 * refused by all of them from the next request on. A staff request costs one call on the
 * services' network; staff requests are few.
 *
 * When the staff service does not answer, staff requests fail closed: a 503 saying so.
 */
export function staffDirectory(services: ServiceClient) {
  const ask = async <T>(question: () => Promise<T>): Promise<T> => {
    try {
      return await question();
    } catch (error) {
      if (error instanceof AppError && error.status >= 500) {
        throw new Unavailable('Staff sign-in is unavailable right now. Please try again shortly.');
      }
      throw error;
    }
  };

  return {
    /**
     * The password checked within the sign-in limits (counted for the address given). A hash is
     * slow by design, and slower still on a busy machine: it has longer than other questions.
     */
    checkPassword: (attempt: PasswordCheck): Promise<PasswordCheckResult> =>
      ask(() => services.call('staff', routes.checkPassword, { body: attempt, timeoutMs: 10_000 })),

    /** The account a verified token names, if its session is still on; else null. */
    async activeAccount(claims: VerifiedStaffClaims): Promise<StaffAccount | null> {
      const { account } = await ask(() =>
        services.call('staff', routes.activeAccount, {
          params: { tokenId: claims.jti },
          query: { account: claims.sub, version: claims.sessionVersion },
        }),
      );
      return account;
    },

    /** Ends the token's session for every gateway, until it would have expired anyway. */
    endSession: (claims: VerifiedStaffClaims) =>
      ask(() =>
        services.call('staff', routes.endSession, {
          params: { tokenId: claims.jti },
          body: { expiresAt: new Date(claims.exp * 1000).toISOString() },
        }),
      ),

    ensureFirstAdmin: (credentials: { username?: string; password?: string }) =>
      ask(() => services.call('staff', routes.ensureFirstAdmin, { body: credentials })),
  };
}

export type StaffDirectory = ReturnType<typeof staffDirectory>;
