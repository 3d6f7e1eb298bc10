import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@venue/contracts/errors';
import {
  activeAccountSchema,
  firstAdminResultSchema,
  passwordCheckResultSchema,
  staffAccountSchema,
} from '@venue/contracts/staff';
import { serviceIdentity } from '@venue/service-kit/gateway-identity';
import {
  startServicesUnderTest,
  type CallOptions,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { staffServiceWith } from '../src/staff.service';

/**
 * The staff service over HTTP on a real store: what the gateway asks of it (internal routes,
 * as the gateway calls them) and what admins do through the gateway.
 */
const gateway = serviceIdentity('gateway');
const limits = { LOGIN_LIMIT_PER_IP: '4', LOGIN_LIMIT_PER_USERNAME: '3' };
/** Held still, so that a test's sign-ins never straddle two windows of the limits. */
const startedAt = Date.now();

let staff: ServicesUnderTest;
const start = (options: { dataDir?: string; env?: NodeJS.ProcessEnv } = {}) =>
  startServicesUnderTest([staffServiceWith({ now: () => startedAt })], {
    env: { ...limits, ...options.env },
    dataDir: options.dataDir,
  });
const call = (path: string, options: CallOptions = {}) => staff.call('staff', path, options);
const asGateway = (method: string, path: string, json?: unknown) =>
  call(path, { method, as: gateway, ...(json !== undefined && { json }) });

const checkPassword = async (username: string, password: string, address = '203.0.113.7') => {
  const response = await asGateway('POST', '/api/internal/staff/password-checks', {
    username,
    password,
    address,
  });
  expect(response.status).toBe(200);
  return passwordCheckResultSchema.parse(await response.json());
};

/** Signs in as the gateway does: the account that checked out, named by a new token id. */
const signIn = async (username: string, password: string) => {
  const result = await checkPassword(username, password);
  if (result.outcome !== 'accepted') throw new Error(`${username}: ${result.outcome}`);
  return {
    tokenId: randomUUID(),
    account: result.account.sub,
    version: result.account.sessionVersion,
  };
};
type Session = Awaited<ReturnType<typeof signIn>>;

const activeAccount = async ({ tokenId, account, version }: Session) => {
  const response = await asGateway(
    'GET',
    `/api/internal/staff/sessions/${tokenId}?account=${account}&version=${version}`,
  );
  expect(response.status).toBe(200);
  return activeAccountSchema.parse(await response.json()).account;
};

const createAccount = async (username: string, password: string, role = 'staff') => {
  const response = await call('/api/staff/users', {
    method: 'POST',
    as: 'admin',
    json: { username, password, role },
  });
  expect(response.status).toBe(201);
  return staffAccountSchema.parse(await response.json());
};

beforeEach(async () => {
  staff = await start();
});
afterEach(() => staff.close());

describe('who may ask', () => {
  it('when an internal route is called with no identity, then it is a 401; by a staff member or an admin, a 403', async () => {
    const body = { username: 'crew', password: 'whatever', address: '203.0.113.7' };
    const path = '/api/internal/staff/password-checks';
    expect((await call(path, { method: 'POST', json: body })).status).toBe(401);
    for (const as of ['staff', 'admin'] as const) {
      const refused = await call(path, { method: 'POST', as, json: body });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: 'Only the product itself can do that' });
    }
    expect((await asGateway('POST', path, body)).status).toBe(200);
  });

  it('when the gateway sends a password check that is not valid, then it is a 400 naming the fields', async () => {
    const response = await asGateway('POST', '/api/internal/staff/password-checks', {
      username: '',
      address: 'x'.repeat(65),
    });
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).errors).toMatchObject({
      username: ['Username is required'],
      password: ['Password is required'],
      address: [expect.any(String)],
    });
  });
});

describe('passwords and the sign-in limits', () => {
  it('when the password is right, then the account is named with its session version; when wrong or unknown, refused alike', async () => {
    const crew = await createAccount('crew', 'crew-password-1');
    expect(await checkPassword('CREW', 'crew-password-1')).toEqual({
      outcome: 'accepted',
      account: { sub: crew.id, username: 'crew', role: 'staff', sessionVersion: 0 },
    });
    expect(await checkPassword('crew', 'wrong-password')).toEqual({ outcome: 'refused' });
    expect(await checkPassword('nobody', 'crew-password-1')).toEqual({ outcome: 'refused' });
  });

  it('when an address fails past its limit, then its next attempt is throttled for the rest of the window, even with the right password', async () => {
    await createAccount('crew', 'crew-password-1');
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await checkPassword(`guess${attempt}`, 'wrong')).toEqual({ outcome: 'refused' });
    }
    const throttled = await checkPassword('crew', 'crew-password-1');
    expect(throttled).toMatchObject({ outcome: 'throttled' });
    const { retryAfterSeconds } = throttled as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(await checkPassword('crew', 'crew-password-1', '198.51.100.2')).toMatchObject({
      outcome: 'accepted',
    });
  });

  it('when the service restarts, then the failures counted before still count', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) await checkPassword('crew', 'wrong');
    const { dataDir } = staff;
    await staff.stop();
    staff = await start({ dataDir });

    expect(await checkPassword('crew', 'wrong')).toMatchObject({ outcome: 'throttled' });
  });
});

describe('sessions', () => {
  it('when a session is ended, then it is no longer active, across a restart, while the account’s other sessions go on', async () => {
    await createAccount('crew', 'crew-password-1');
    const leaving = await signIn('crew', 'crew-password-1');
    const staying = await signIn('crew', 'crew-password-1');
    expect(await activeAccount(leaving)).toMatchObject({ username: 'crew', disabled: false });

    const ended = await asGateway('PUT', `/api/internal/staff/sessions/${leaving.tokenId}/end`, {
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(ended.status).toBe(204);
    expect(await activeAccount(leaving)).toBeNull();

    const { dataDir } = staff;
    await staff.stop();
    staff = await start({ dataDir });
    expect(await activeAccount(leaving)).toBeNull();
    expect(await activeAccount(staying)).toMatchObject({ username: 'crew' });
  });

  it('when an admin disables an account or resets its password, then its sessions end', async () => {
    const crew = await createAccount('crew', 'crew-password-1');
    const beforeReset = await signIn('crew', 'crew-password-1');
    const reset = await call(`/api/staff/users/${crew.id}/password`, {
      method: 'PUT',
      as: 'admin',
      json: { password: 'crew-password-2' },
    });
    expect(reset.status).toBe(200);
    expect(await activeAccount(beforeReset)).toBeNull();

    const beforeDisable = await signIn('crew', 'crew-password-2');
    const disabled = await call(`/api/staff/users/${crew.id}`, {
      method: 'PATCH',
      as: 'admin',
      json: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    expect(await activeAccount(beforeDisable)).toBeNull();
    expect(await checkPassword('crew', 'crew-password-2')).toEqual({ outcome: 'refused' });
  });

  it('when a session names an unknown account or another session version, then it is not active', async () => {
    const crew = await createAccount('crew', 'crew-password-1');
    const session = await signIn('crew', 'crew-password-1');
    expect(await activeAccount({ ...session, version: 1 })).toBeNull();
    expect(await activeAccount({ ...session, account: `${crew.id}x` })).toBeNull();
  });
});

describe('accounts', () => {
  it('when an admin disables their own account, then it is refused, naming the field', async () => {
    const boss = await createAccount('boss', 'boss-password-1', 'admin');
    const response = await call(`/api/staff/users/${boss.id}`, {
      method: 'PATCH',
      as: { sub: boss.id, username: 'boss', role: 'admin' },
      json: { disabled: true },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'You cannot disable your own account',
      errors: { disabled: ['You cannot disable your own account'] },
    });
  });

  it('when a staff member lists the accounts, then it is a 403', async () => {
    expect((await call('/api/staff/users', { as: 'staff' })).status).toBe(403);
  });
});

describe('the first admin', () => {
  const ensureFirstAdmin = async (body: object) => {
    const response = await asGateway('POST', '/api/internal/staff/first-admin', body);
    expect(response.status).toBe(200);
    return firstAdminResultSchema.parse(await response.json());
  };

  it('when there is no account, then the given credentials make the first admin, once', async () => {
    expect(await ensureFirstAdmin({ username: 'owner', password: 'owners-password' })).toEqual({
      created: { username: 'owner', generatedPassword: null },
      accountsExist: true,
    });
    expect(await ensureFirstAdmin({ username: 'other', password: 'others-password' })).toEqual({
      created: null,
      accountsExist: true,
    });
    expect(await checkPassword('owner', 'owners-password')).toMatchObject({
      outcome: 'accepted',
      account: { role: 'admin' },
    });
  });

  it('when the embedded default has no credentials, then it makes up a password that signs in', async () => {
    const { created } = await ensureFirstAdmin({});
    expect(created).toEqual({ username: 'admin', generatedPassword: expect.any(String) });
    expect(await checkPassword('admin', created!.generatedPassword!)).toMatchObject({
      outcome: 'accepted',
    });
  });

  it('when the service runs in production with no credentials, then it makes no password up and says there is no account', async () => {
    await staff.close();
    staff = await start({ env: { NODE_ENV: 'production' } });
    expect(await ensureFirstAdmin({})).toEqual({ created: null, accountsExist: false });
  });
});
