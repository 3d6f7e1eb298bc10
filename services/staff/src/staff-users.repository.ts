import type { StaffRole } from '@venue/contracts/staff';
import type { Store } from '@venue/store/store.port';

export interface StaffUser {
  id: string;
  username: string;
  /** Lower-cased username: sign-in is case-insensitive and unique regardless of case. */
  usernameKey: string;
  passwordHash: string;
  role: StaffRole;
  disabled: boolean;
  /** Tokens carry the version they were signed at; raising it ends every earlier session. */
  sessionVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Accounts stored before session versions existed have none: they are at version 0. */
type StoredStaffUser = Omit<StaffUser, 'sessionVersion'> & { sessionVersion?: number };

const withDefaults = (user: StoredStaffUser): StaffUser => ({
  ...user,
  sessionVersion: user.sessionVersion ?? 0,
});

export async function staffUsersRepository(store: Store) {
  const users = await store.collection<StoredStaffUser>('staff_users', {
    indexes: [{ fields: { usernameKey: 1 }, unique: true }],
  });
  return {
    async findByUsername(username: string) {
      const user = await users.findOne({ usernameKey: username.toLowerCase() });
      return user && withDefaults(user);
    },
    async findById(id: string) {
      const user = await users.findById(id);
      return user && withDefaults(user);
    },
    count: () => users.count(),
    list: async () => (await users.find({}, { sort: { usernameKey: 1 } })).map(withDefaults),
    create: async (
      user: Omit<StaffUser, 'id' | 'usernameKey' | 'sessionVersion' | 'createdAt' | 'updatedAt'>,
    ) => {
      const now = new Date();
      return withDefaults(
        await users.insert({
          ...user,
          usernameKey: user.username.toLowerCase(),
          sessionVersion: 0,
          createdAt: now,
          updatedAt: now,
        }),
      );
    },
    /** With `endSessions`, the same write raises the session version, so no token outlives it. */
    async update(
      id: string,
      changes: Partial<Pick<StaffUser, 'passwordHash' | 'disabled' | 'role'>>,
      options: { endSessions?: boolean } = {},
    ) {
      const user = await users.updateOne(
        { id },
        {
          $set: { ...changes, updatedAt: new Date() },
          ...(options.endSessions && { $inc: { sessionVersion: 1 } }),
        },
      );
      return user && withDefaults(user);
    },
  };
}

export type StaffUsersRepository = Awaited<ReturnType<typeof staffUsersRepository>>;
