import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '@venue/service-kit/backing';
import type { Store } from '@venue/store/store.port';
import { hashPassword } from './passwords';
import { revokedTokensRepository } from './revoked-tokens.repository';
import { staffAccounts, type SessionOf, type StaffAccounts } from './staff-accounts.domain';
import { staffUsersRepository, type StaffUser } from './staff-users.repository';

let dir: string;
let store: Store;
let accounts: StaffAccounts;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'venue-auth-'));
  store = await openStore({ DATA_DIR: dir }, 'staff');
  accounts = staffAccounts(await staffUsersRepository(store), await revokedTokensRepository(store));
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** Signs in and returns the session a new token would name (the gateway signs it). */
const signIn = async (username: string, password: string): Promise<SessionOf> => {
  const user = await accounts.authenticate(username, password);
  if (!user) throw new Error(`${username} could not sign in`);
  return { tokenId: randomUUID(), accountId: user.id, sessionVersion: user.sessionVersion };
};

describe('sessions and account changes', () => {
  it('when an admin resets the password, then tokens signed before are refused and the new password signs in', async () => {
    const crew = await accounts.create({
      username: 'crew',
      password: 'crew-password-1',
      role: 'staff',
    });
    const before = await signIn('crew', 'crew-password-1');
    expect(await accounts.activeAccount(before)).toMatchObject({ id: crew.id });

    await accounts.resetPassword(crew.id, 'crew-new-password');

    expect(await accounts.activeAccount(before)).toBeNull();
    const after = await signIn('crew', 'crew-new-password');
    expect(await accounts.activeAccount(after)).toMatchObject({ id: crew.id });
  });

  it('when an account is disabled and enabled again, then its old token stays refused and a new sign-in works', async () => {
    const alex = await accounts.create({
      username: 'alex',
      password: 'alexs-password',
      role: 'staff',
    });
    const old = await signIn('alex', 'alexs-password');

    await accounts.setDisabled(alex.id, true);
    expect(await accounts.activeAccount(old)).toBeNull();
    await accounts.setDisabled(alex.id, false);

    expect(await accounts.activeAccount(old)).toBeNull();
    const fresh = await signIn('alex', 'alexs-password');
    expect(await accounts.activeAccount(fresh)).toMatchObject({ id: alex.id, disabled: false });
  });

  it('when an enabled account is enabled again, then its sessions go on', async () => {
    const sam = await accounts.create({
      username: 'sam',
      password: 'sams-password',
      role: 'staff',
    });
    const session = await signIn('sam', 'sams-password');

    await accounts.setDisabled(sam.id, false);

    expect(await accounts.activeAccount(session)).toMatchObject({ id: sam.id });
  });

  it('when one account is reset, then the sessions of other accounts go on', async () => {
    const crew = await accounts.create({
      username: 'crew',
      password: 'crew-password-1',
      role: 'staff',
    });
    await accounts.create({ username: 'boss', password: 'boss-password-1', role: 'admin' });
    const boss = await signIn('boss', 'boss-password-1');

    await accounts.resetPassword(crew.id, 'crew-new-password');

    expect(await accounts.activeAccount(boss)).toMatchObject({ username: 'boss' });
  });
});

describe('signing out', () => {
  it("when a session is ended, then it is refused while the account's other sessions go on", async () => {
    await accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
    const leaving = await signIn('crew', 'crew-password-1');
    const staying = await signIn('crew', 'crew-password-1');

    await accounts.endSession(leaving.tokenId, new Date(Date.now() + 60_000));

    expect(await accounts.activeAccount(leaving)).toBeNull();
    expect(await accounts.activeAccount(staying)).toMatchObject({ username: 'crew' });
  });
});

describe('the first admin', () => {
  it('when there is no account and no credentials, then a password is made up only where allowed', async () => {
    expect(await accounts.ensureFirstAdmin({ allowGenerated: false })).toBeNull();
    const made = await accounts.ensureFirstAdmin({ allowGenerated: true });
    expect(made).toMatchObject({ account: { username: 'admin', role: 'admin' } });
    expect(await signIn('admin', made!.generatedPassword!)).toMatchObject({
      accountId: made!.account.id,
    });
    expect(await accounts.ensureFirstAdmin({ allowGenerated: true })).toBeNull();
  });

  it('when two starts make the first admin at the same moment, then one does and the other hears there is one', async () => {
    const both = await Promise.all(
      [1, 2].map(() =>
        accounts.ensureFirstAdmin({
          username: 'owner',
          password: 'owners-password',
          allowGenerated: false,
        }),
      ),
    );
    expect(both.filter((made) => made !== null)).toHaveLength(1);
    expect((await accounts.list()).map((account) => account.username)).toEqual(['owner']);
  });
});

describe('records from before session versions', () => {
  it('when an account stored without a session version signs in, then its session lasts until a password reset', async () => {
    const now = new Date();
    const legacyUsers = await store.collection<Omit<StaffUser, 'sessionVersion'>>('staff_users');
    const { id } = await legacyUsers.insert({
      username: 'old-timer',
      usernameKey: 'old-timer',
      passwordHash: await hashPassword('old-timers-password'),
      role: 'staff',
      disabled: false,
      createdAt: now,
      updatedAt: now,
    });
    const session = await signIn('old-timer', 'old-timers-password');
    expect(session.sessionVersion).toBe(0);
    expect(await accounts.activeAccount(session)).toMatchObject({ id });

    await accounts.resetPassword(id, 'old-timers-new-password');

    expect(await accounts.activeAccount(session)).toBeNull();
  });
});
