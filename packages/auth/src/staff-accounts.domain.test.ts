import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '@venue/service-kit/backing';
import type { Store } from '@venue/store/store.port';
import { hashPassword } from './passwords';
import { revokedTokensRepository } from './revoked-tokens.repository';
import { staffAccounts, type StaffAccounts } from './staff-accounts.domain';
import { staffUsersRepository, type StaffUser } from './staff-users.repository';
import { verifyStaffToken } from './tokens';

const secret = 'test-secret-that-is-long-enough-for-hs256-signing';

let dir: string;
let store: Store;
let accounts: StaffAccounts;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'venue-auth-'));
  store = await openStore({ DATA_DIR: dir }, 'staff');
  accounts = staffAccounts(
    await staffUsersRepository(store),
    await revokedTokensRepository(store),
    secret,
  );
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** Signs in and returns the token's verified claims, as the edge check would see them. */
const signIn = async (username: string, password: string) => {
  const { token } = await accounts.login(username, password);
  const claims = verifyStaffToken(token, secret);
  if (!claims) throw new Error('the domain signed a token that does not verify');
  return claims;
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
    const claims = await signIn('sam', 'sams-password');

    await accounts.setDisabled(sam.id, false);

    expect(await accounts.activeAccount(claims)).toMatchObject({ id: sam.id });
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

describe('records and tokens from before session versions', () => {
  const legacyToken = (sub: string, username: string) =>
    jwt.sign({ username, role: 'staff' }, secret, {
      algorithm: 'HS256',
      subject: sub,
      jwtid: 'legacy-token',
      expiresIn: '1h',
    });

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
    const claims = await signIn('old-timer', 'old-timers-password');
    expect(claims.sessionVersion).toBe(0);
    expect(await accounts.activeAccount(claims)).toMatchObject({ id });

    await accounts.resetPassword(id, 'old-timers-new-password');

    expect(await accounts.activeAccount(claims)).toBeNull();
  });

  it('when a token carries no session version, then it counts as version 0', async () => {
    const crew = await accounts.create({
      username: 'crew',
      password: 'crew-password-1',
      role: 'staff',
    });
    const claims = verifyStaffToken(legacyToken(crew.id, 'crew'), secret);
    expect(claims).toMatchObject({ sub: crew.id, sessionVersion: 0 });
    expect(await accounts.activeAccount(claims!)).toMatchObject({ id: crew.id });

    await accounts.setDisabled(crew.id, true);
    await accounts.setDisabled(crew.id, false);

    expect(await accounts.activeAccount(claims!)).toBeNull();
  });

  it('when a token carries a session version that is not a whole number, then it does not verify', () => {
    for (const sessionVersion of ['1', -1, 1.5]) {
      const token = jwt.sign({ username: 'crew', role: 'staff', sessionVersion }, secret, {
        algorithm: 'HS256',
        subject: 'id-crew',
        jwtid: 'odd-token',
        expiresIn: '1h',
      });
      expect(verifyStaffToken(token, secret)).toBeNull();
    }
  });
});
