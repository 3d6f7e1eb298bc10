import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { staffPasswordSchema, staffUsernameSchema, type StaffRole } from '@venue/contracts/staff';
import { badRequest, conflict, notFound, unauthorized } from '@venue/service-kit/errors';
import { fieldErrors } from '@venue/service-kit/field-errors';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import type { RevokedTokensRepository } from './revoked-tokens.repository';
import type { StaffUser, StaffUsersRepository } from './staff-users.repository';
import { signStaffToken, type VerifiedStaffClaims } from './tokens';

const invalidCredentials = 'Invalid username or password';

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

export function staffAccounts(
  users: StaffUsersRepository,
  revokedTokens: RevokedTokensRepository,
  jwtSecret: string,
) {
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

    async login(username: string, password: string) {
      const user = await authenticate(username, password);
      if (!user) throw unauthorized(invalidCredentials);
      const token = signStaffToken(
        {
          sub: user.id,
          username: user.username,
          role: user.role,
          sessionVersion: user.sessionVersion,
        },
        jwtSecret,
      );
      return { token, username: user.username };
    },

    /**
     * The account a token names, if the token is not signed out, the account is enabled and no
     * password reset or disabling has ended the token's session since it was signed.
     */
    async activeAccount(claims: VerifiedStaffClaims): Promise<StaffAccount | null> {
      if (await revokedTokens.isRevoked(claims.jti)) return null;
      const user = await users.findById(claims.sub);
      if (!user || user.disabled || user.sessionVersion !== claims.sessionVersion) return null;
      return present(user);
    },

    /**
     * The first admin, when there is no account yet: from the given credentials, or (embedded
     * default only) a generated password the caller prints once.
     */
    async ensureFirstAdmin(options: {
      username?: string;
      password?: string;
      allowGenerated: boolean;
    }) {
      if ((await users.count()) > 0) return null;
      if (options.username && options.password) {
        const account = await create({
          username: options.username,
          password: options.password,
          role: 'admin',
        });
        return { account, generatedPassword: undefined };
      }
      if (!options.allowGenerated) return null;
      const generatedPassword = randomBytes(12).toString('base64url');
      const account = await create({
        username: options.username ?? 'admin',
        password: generatedPassword,
        role: 'admin',
      });
      return { account, generatedPassword };
    },

    /** Ends this token on the server: it is refused from now on, even before it expires. */
    logout: (claims: VerifiedStaffClaims) =>
      revokedTokens.revoke(claims.jti, new Date(claims.exp * 1000)),

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
