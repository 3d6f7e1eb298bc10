import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '@venue/auth/staff-accounts.domain';
import { staffUsersRepository } from '@venue/auth/staff-users.repository';
import { openStore } from '@venue/service-kit/backing';
import { createLogger } from '@venue/service-kit/logger';
import { runServer, type RunningServer } from '@venue/service-kit/run-server';
import {
  expiredStaffToken,
  forgedStaffToken,
  startServiceUnderTest,
  tempDir,
  testJwtSecret,
  type ServiceUnderTest,
} from '@venue/test-helpers/service-harness';
import type { Store } from '@venue/store/store.port';
import { serviceModules } from '../../services/registry';
import { buildGateway } from '../src/gateway.app';
import { routeTable, type ApiRoute } from '../src/route-table';
import type { ServiceTargets } from '../src/service-targets';

const services: ServiceUnderTest[] = [];
let gateway: RunningServer;
let staffStore: Store;
const tokens = { admin: '', staff: '' };

/** A concrete path for a route pattern: params get plausible values. */
const concrete = (pattern: string) =>
  pattern.replace(/:category/g, 'pinball').replace(/:(\w+)/g, (_match, name: string) => `sample-${name}`);

const send = (route: ApiRoute, authorization?: string) =>
  fetch(`${gateway.url}${concrete(route.path)}`, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...(authorization && { authorization }) },
    ...(route.method !== 'GET' && { body: '{}' }),
  });

const allRoutes = routeTable.flatMap((entry) => entry.routes.map((route) => ({ ...route, service: entry.service })));
const guarded = allRoutes.filter((route) => route.access !== 'public');
const open = allRoutes.filter((route) => route.access === 'public');
const label = (route: ApiRoute) => `${route.method} ${route.path}`;

beforeAll(async () => {
  const targets: Partial<ServiceTargets> = {};
  for (const service of serviceModules) {
    const running = await startServiceUnderTest(service);
    services.push(running);
    targets[service.name] = running.url;
  }
  const dir = await tempDir('protection');
  const webDist = path.join(dir, 'dist');
  await mkdir(webDist, { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  staffStore = await openStore({ DATA_DIR: dir }, 'staff');
  const accounts = staffAccounts(await staffUsersRepository(staffStore), testJwtSecret);
  await accounts.create({ username: 'boss', password: 'boss-password-1', role: 'admin' });
  await accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
  tokens.admin = (await accounts.login('boss', 'boss-password-1')).token;
  tokens.staff = (await accounts.login('crew', 'crew-password-1')).token;
  const logger = createLogger('gateway', 'silent');
  const app = buildGateway({
    targets: targets as ServiceTargets,
    accounts,
    jwtSecret: testJwtSecret,
    webDist,
    logger,
    loginLimits: { windowMs: 60_000, perIp: 1000, perUsername: 1000 },
    trustProxy: 'loopback',
    storeReady: () => staffStore.ping(),
  });
  gateway = await runServer({ app, port: 0, logger });
});
afterAll(async () => {
  await gateway.close();
  await Promise.all(services.map((service) => service.close()));
  await staffStore.close();
});

describe('every staff, admin or write route in the route table', () => {
  it('when the table is read, then every write route is guarded except the explicit public ones', () => {
    const publicWrites = open.filter((route) => route.method !== 'GET').map(label);
    expect(publicWrites).toEqual(['POST /api/staff/login']);
    expect(guarded.length).toBeGreaterThan(0);
  });

  it.each(guarded.map((route) => [label(route), route] as const))(
    'when %s is called without a token, with a forged one or an expired one, then it is a 401',
    async (_label, route) => {
      for (const authorization of [undefined, `Bearer ${forgedStaffToken()}`, `Bearer ${expiredStaffToken()}`, 'Bearer not.a.jwt']) {
        const response = await send(route, authorization);
        expect(response.status, `${label(route)} with ${authorization ?? 'no token'}`).toBe(401);
        expect(await response.json()).toMatchObject({ message: expect.any(String) });
      }
    },
  );

  it.each(guarded.map((route) => [label(route), route] as const))(
    'when %s is called with a real admin token, then it is not a 401',
    async (_label, route) => {
      const response = await send(route, `Bearer ${tokens.admin}`);
      expect(response.status).not.toBe(401);
      expect(response.status).toBeLessThan(500);
    },
  );

  it.each(guarded.map((route) => [label(route), route] as const))(
    'when %s is called with a real staff token, then it is not a 401 (403 where only admins may)',
    async (_label, route) => {
      const response = await send(route, `Bearer ${tokens.staff}`);
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
