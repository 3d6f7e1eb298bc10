import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { staffPasswordSchema, staffUsernameSchema, type StaffRole } from '@venue/contracts/staff';
import { AppError, badRequest, conflict, notFound } from '@venue/service-kit/errors';
import { DuplicateKeyError } from '@venue/store/store.port';
import { fieldErrors } from '@venue/service-kit/field-errors';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import type { RevokedTokensRepository } from './revoked-tokens.repository';
import type { StaffUser, StaffUsersRepository } from './staff-users.repository';

/**
 * A session as its token names it: the token's id, the account, and the account's session
 * version when the token was signed.
 */
export interface SessionOf {
  tokenId: string;
  accountId: string;
  sessionVersion: number;
}

export interface StaffAccount {
  id: string;
  username: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: Date;
}

const present = ({ id, username, role, disabled, createdAt }: StaffUser): StaffAccount => ({
  id,
  username,
  role,
  disabled,
  createdAt,
});

function checked<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw badRequest('The request is not valid', fieldErrors(result.error, field));
  return result.data;
}

/** The staff accounts and their sessions, for every gateway alike (the gateway signs tokens). */
export function staffAccounts(users: StaffUsersRepository, revokedTokens: RevokedTokensRepository) {
  /** The account behind a password, or null; takes as long for unknown users as for known ones. */
  async function authenticate(username: string, password: string): Promise<StaffUser | null> {
    const user = await users.findByUsername(username);
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
    return user && matches && !user.disabled ? user : null;
  }

  async function create(input: { username: string; password: string; role: StaffRole }) {
    const username = checked(staffUsernameSchema, input.username, 'username');
    const password = checked(staffPasswordSchema, input.password, 'password');
    if (await users.findByUsername(username)) {
      throw conflict(`A staff account named ${username} already exists`, {
        username: ['Username is taken'],
      });
    }
    return present(
      await users.create({
        username,
        passwordHash: await hashPassword(password),
        role: input.role,
        disabled: false,
      }),
    );
  }

  return {
    authenticate,
    create,

    /**
     * The account a token names, if the token is not signed out, the account is enabled and no
     * password reset or disabling has ended the token's session since it was signed.
     */
    async activeAccount(session: SessionOf): Promise<StaffAccount | null> {
      if (await revokedTokens.isRevoked(session.tokenId)) return null;
      const user = await users.findById(session.accountId);
      if (!user || user.disabled || user.sessionVersion !== session.sessionVersion) return null;
      return present(user);
    },

    /**
     * The first admin, when there is no account yet: from the given credentials, or (embedded
     * default only) a generated password the caller prints once. Null when there are accounts
     * already, also when another gateway's start made the first one at the same moment.
     */
    async ensureFirstAdmin(options: {
      username?: string;
      password?: string;
      allowGenerated: boolean;
    }) {
      if ((await users.count()) > 0) return null;
      const given = options.username && options.password;
      if (!given && !options.allowGenerated) return null;
      const generatedPassword = given ? undefined : randomBytes(12).toString('base64url');
      try {
        const account = await create({
          username: options.username ?? 'admin',
          password: generatedPassword ?? options.password!,
          role: 'admin',
        });
        return { account, generatedPassword };
      } catch (error) {
        const takenMeanwhile =
          (error instanceof AppError && error.status === 409) || error instanceof DuplicateKeyError;
        if (takenMeanwhile && (await users.count()) > 0) return null;
        throw error;
      }
    },

    /** Ends a token's session: it is refused from now on, even before it expires. */
    endSession: (tokenId: string, expiresAt: Date) => revokedTokens.revoke(tokenId, expiresAt),

    list: async () => (await users.list()).map(present),

    /** Disabling ends the account's sessions: enabling it again does not revive them. */
    async setDisabled(id: string, disabled: boolean) {
      const user = await users.update(id, { disabled }, { endSessions: disabled });
      if (!user) throw notFound('No such staff account');
      return present(user);
    },

    /** A new password ends the account's sessions, so whoever knew the old one is signed out. */
    async resetPassword(id: string, password: string) {
      const valid = checked(staffPasswordSchema, password, 'password');
      const user = await users.update(
        id,
        { passwordHash: await hashPassword(valid) },
        { endSessions: true },
      );
      if (!user) throw notFound('No such staff account');
      return present(user);
    },
  };
}

export type StaffAccounts = ReturnType<typeof staffAccounts>;
