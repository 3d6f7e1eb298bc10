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
  createdAt: Date;
  updatedAt: Date;
}

export async function staffUsersRepository(store: Store) {
  const users = await store.collection<StaffUser>('staff_users', {
    indexes: [{ fields: { usernameKey: 1 }, unique: true }],
  });
  return {
    findByUsername: (username: string) => users.findOne({ usernameKey: username.toLowerCase() }),
    findById: (id: string) => users.findById(id),
    count: () => users.count(),
    list: () => users.find({}, { sort: { usernameKey: 1 } }),
    create: (user: Omit<StaffUser, 'id' | 'usernameKey' | 'createdAt' | 'updatedAt'>) => {
      const now = new Date();
      return users.insert({
        ...user,
        usernameKey: user.username.toLowerCase(),
        createdAt: now,
        updatedAt: now,
      });
    },
    update: (id: string, changes: Partial<Pick<StaffUser, 'passwordHash' | 'disabled' | 'role'>>) =>
      users.updateOne({ id }, { $set: { ...changes, updatedAt: new Date() } }),
  };
}

export type StaffUsersRepository = Awaited<ReturnType<typeof staffUsersRepository>>;
