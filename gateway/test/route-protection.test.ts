import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiredStaffToken, forgedStaffToken } from '@venue/test-helpers/service-harness';
import { routeTable, type ApiRoute } from '../src/route-table';
import { startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

let gateway: GatewayUnderTest;
/** A new session for each call: one of the routes is sign-out, which ends the token it is given. */
const freshToken = async (role: 'admin' | 'staff') =>
  role === 'admin'
    ? (await gateway.accounts.login('boss', 'boss-password-1')).token
    : (await gateway.accounts.login('crew', 'crew-password-1')).token;

/** A concrete path for a route pattern: params get plausible values. */
const concrete = (pattern: string) =>
  pattern
    .replace(/:category/g, 'pinball')
    .replace(/:(\w+)/g, (_match, name: string) => `sample-${name}`);

const send = (route: ApiRoute, authorization?: string) =>
  fetch(`${gateway.url}${concrete(route.path)}`, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...(authorization && { authorization }) },
    ...(route.method !== 'GET' && { body: '{}' }),
  });

const allRoutes = routeTable.flatMap((entry) =>
  entry.routes.map((route) => ({ ...route, service: entry.service })),
);
const guarded = allRoutes.filter((route) => route.access !== 'public');
const open = allRoutes.filter((route) => route.access === 'public');
const label = (route: ApiRoute) => `${route.method} ${route.path}`;

beforeAll(async () => {
  gateway = await startGatewayUnderTest();
  await gateway.accounts.create({ username: 'boss', password: 'boss-password-1', role: 'admin' });
  await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
});
afterAll(() => gateway.close());

describe('every staff, admin or write route in the route table', () => {
  it('when the table is read, then every write route is guarded except the explicit public ones', () => {
    const publicWrites = open.filter((route) => route.method !== 'GET').map(label);
    expect(publicWrites).toEqual(['POST /api/staff/login']);
    expect(guarded.length).toBeGreaterThan(0);
  });

  it.each(guarded.map((route) => [label(route), route] as const))(
    'when %s is called without a token, with a forged one or an expired one, then it is a 401',
    async (_label, route) => {
      for (const authorization of [
        undefined,
        `Bearer ${forgedStaffToken()}`,
        `Bearer ${expiredStaffToken()}`,
        'Bearer not.a.jwt',
      ]) {
        const response = await send(route, authorization);
        expect(response.status, `${label(route)} with ${authorization ?? 'no token'}`).toBe(401);
        expect(await response.json()).toMatchObject({ message: expect.any(String) });
      }
    },
  );

  it.each(guarded.map((route) => [label(route), route] as const))(
    'when %s is called with a real admin token, then it is not a 401',
    async (_label, route) => {
      const response = await send(route, `Bearer ${await freshToken('admin')}`);
      expect(response.status).not.toBe(401);
      expect(response.status).toBeLessThan(500);
    },
  );

  it.each(guarded.map((route) => [label(route), route] as const))(
    'when %s is called with a real staff token, then it is not a 401 (403 where only admins may)',
    async (_label, route) => {
      const response = await send(route, `Bearer ${await freshToken('staff')}`);
      if (route.access === 'admin') expect(response.status).toBe(403);
      else expect(response.status).not.toBe(401);
    },
  );

  it.each(open.map((route) => [label(route), route] as const))(
    'when public %s is called without a token, then it is not a 401',
    async (_label, route) => {
      const response = await send(route);
      expect(response.status).not.toBe(401);
      expect(response.status).toBeLessThan(500);
    },
  );
});
