import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@venue/contracts/errors';
import {
  staffAccountSchema,
  staffLoginResponseSchema,
  systemStatusSchema,
} from '@venue/contracts/staff';
import { registry } from '@venue/registry/registry';
import { jsonRequest, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

let gateway: GatewayUnderTest;
const tokens = { admin: '', staff: '' };
const api = (path: string, init: RequestInit = {}) => fetch(`${gateway.url}${path}`, init);
const withToken = (token: string): RequestInit => ({
  headers: { authorization: `Bearer ${token}` },
});
const accountNamed = async (username: string) => {
  const accounts = (await (
    await api('/api/staff/users', withToken(tokens.admin))
  ).json()) as Array<{ id: string; username: string }>;
  return accounts.find((account) => account.username === username)!;
};
const login = async (username: string, password: string) =>
  staffLoginResponseSchema.parse(
    await (await api('/api/staff/login', jsonRequest('POST', { username, password }))).json(),
  ).token;

beforeAll(async () => {
  gateway = await startGatewayUnderTest();
  await gateway.accounts.create({ username: 'boss', password: 'boss-password-1', role: 'admin' });
  await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
  tokens.admin = await login('boss', 'boss-password-1');
  tokens.staff = await login('crew', 'crew-password-1');
});
afterAll(() => gateway.close());

describe('the in-page gate re-check', () => {
  it('when the signed-in person gives their own password, then access is granted', async () => {
    const response = await api(
      '/api/staff/verify',
      jsonRequest('POST', { password: 'crew-password-1' }, tokens.staff),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: 'crew' });
  });

  it("when the password is wrong or another account's, then it is a 403 and the session stays valid", async () => {
    for (const body of [{ password: 'wrong-password' }, { password: 'boss-password-1' }]) {
      const response = await api('/api/staff/verify', jsonRequest('POST', body, tokens.staff));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Incorrect password. Please try again.' });
    }
    expect((await api('/api/staff/session', withToken(tokens.staff))).status).toBe(200);
  });
});

describe('signing out', () => {
  it('when a session logs out, then the server refuses that token while other sessions of the account go on', async () => {
    const leaving = await login('crew', 'crew-password-1');
    const staying = await login('crew', 'crew-password-1');
    const response = await api('/api/staff/logout', { method: 'POST', ...withToken(leaving) });
    expect(response.status).toBe(204);
    expect((await api('/api/staff/session', withToken(leaving))).status).toBe(401);
    expect((await api('/api/games/export?category=pinball', withToken(leaving))).status).toBe(401);
    expect((await api('/api/staff/session', withToken(staying))).status).toBe(200);
  });
});

describe('staff accounts', () => {
  it('when a staff member lists accounts, then it is a 403', async () => {
    expect((await api('/api/staff/users', withToken(tokens.staff))).status).toBe(403);
  });

  it('when an admin adds an account, then it can sign in; a short password or a taken name is refused', async () => {
    const created = await api(
      '/api/staff/users',
      jsonRequest('POST', { username: 'jordan', password: 'jordans-password' }, tokens.admin),
    );
    expect(created.status).toBe(201);
    expect(staffAccountSchema.parse(await created.json())).toMatchObject({
      username: 'jordan',
      role: 'staff',
      disabled: false,
    });
    expect(await login('jordan', 'jordans-password')).toEqual(expect.any(String));

    const short = await api(
      '/api/staff/users',
      jsonRequest('POST', { username: 'sam', password: 'short' }, tokens.admin),
    );
    expect(short.status).toBe(400);
    expect(errorBodySchema.parse(await short.json()).errors?.password?.[0]).toMatch(
      /at least 10 characters/,
    );
    const taken = await api(
      '/api/staff/users',
      jsonRequest('POST', { username: 'JORDAN', password: 'another-password' }, tokens.admin),
    );
    expect(taken.status).toBe(409);
    const list = (await (await api('/api/staff/users', withToken(tokens.admin))).json()) as Array<{
      username: string;
    }>;
    expect(list.map((account) => account.username)).toEqual(['boss', 'crew', 'jordan']);
  });

  it('when an admin disables an account, then its sessions end and its password stops working until enabled', async () => {
    const account = staffAccountSchema.parse(
      await (
        await api(
          '/api/staff/users',
          jsonRequest('POST', { username: 'alex', password: 'alexs-password' }, tokens.admin),
        )
      ).json(),
    );
    const token = await login('alex', 'alexs-password');
    const disabled = await api(
      `/api/staff/users/${account.id}`,
      jsonRequest('PATCH', { disabled: true }, tokens.admin),
    );
    expect(await disabled.json()).toMatchObject({ disabled: true });
    expect((await api('/api/staff/session', withToken(token))).status).toBe(401);
    expect(
      (
        await api(
          '/api/staff/login',
          jsonRequest('POST', { username: 'alex', password: 'alexs-password' }),
        )
      ).status,
    ).toBe(401);
    await api(
      `/api/staff/users/${account.id}`,
      jsonRequest('PATCH', { disabled: false }, tokens.admin),
    );
    expect((await api('/api/staff/session', withToken(token))).status).toBe(401);
    const fresh = await login('alex', 'alexs-password');
    expect((await api('/api/staff/session', withToken(fresh))).status).toBe(200);
  });

  it('when an admin tries to disable their own account, then it is refused', async () => {
    const boss = await accountNamed('boss');
    const response = await api(
      `/api/staff/users/${boss.id}`,
      jsonRequest('PATCH', { disabled: true }, tokens.admin),
    );
    expect(response.status).toBe(400);
    expect((await api('/api/staff/session', withToken(tokens.admin))).status).toBe(200);
  });

  it('when an admin resets a password, then only the new one works and old sessions end; an unknown id is a 404', async () => {
    const crew = await accountNamed('crew');
    const before = await login('crew', 'crew-password-1');
    const reset = await api(
      `/api/staff/users/${crew.id}/password`,
      jsonRequest('PUT', { password: 'crew-new-password' }, tokens.admin),
    );
    expect(reset.status).toBe(200);
    expect((await api('/api/staff/session', withToken(before))).status).toBe(401);
    tokens.staff = await login('crew', 'crew-new-password');
    expect(
      (
        await api(
          '/api/staff/login',
          jsonRequest('POST', { username: 'crew', password: 'crew-password-1' }),
        )
      ).status,
    ).toBe(401);
    const missing = await api(
      '/api/staff/users/nobody/password',
      jsonRequest('PUT', { password: 'whatever-password' }, tokens.admin),
    );
    expect(missing.status).toBe(404);
  });
});

describe('system status', () => {
  it('when every service is ready, then the status is online with a check per part', async () => {
    const status = systemStatusSchema.parse(
      await (await api('/api/staff/status', withToken(tokens.staff))).json(),
    );
    expect(status).toMatchObject({
      status: 'online',
      checks: Object.fromEntries([['queue', 'ok'], ...registry.map((entry) => [entry.name, 'ok'])]),
    });
    expect(status.edgeCache).toMatchObject({
      hits: expect.any(Number),
      entries: expect.any(Number),
    });
  });
});
