import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoginLimits } from '@venue/auth/login-rate-limit';
import { staffAccounts, type StaffAccounts } from '@venue/auth/staff-accounts.domain';
import { revokedTokensRepository } from '@venue/auth/revoked-tokens.repository';
import { staffUsersRepository } from '@venue/auth/staff-users.repository';
import { openStore } from '@venue/service-kit/backing';
import { createLogger } from '@venue/service-kit/logger';
import { runServer } from '@venue/service-kit/run-server';
import {
  startServiceUnderTest,
  tempDir,
  testJwtSecret,
  type ServiceUnderTest,
} from '@venue/test-helpers/service-harness';
import { serviceModules } from '../../services/registry';
import { buildGateway } from '../src/gateway.app';
import type { ServiceTargets } from '../src/service-targets';

export interface GatewayUnderTest {
  url: string;
  accounts: StaffAccounts;
  /** Starts another gateway on the same staff store, e.g. with other limits or targets. */
  another(options: {
    targets?: ServiceTargets;
    loginLimits?: LoginLimits;
  }): Promise<{ url: string; close(): Promise<void> }>;
  services: ServiceUnderTest[];
  targets: ServiceTargets;
  close(): Promise<void>;
}

const roomyLimits: LoginLimits = { windowMs: 60_000, perIp: 1000, perUsername: 1000 };

/**
 * Every service on its own temp store, and the gateway in front with a staff store and a
 * minimal built web app (index.html and one hashed asset).
 */
export async function startGatewayUnderTest(
  loginLimits: LoginLimits = roomyLimits,
): Promise<GatewayUnderTest> {
  const services: ServiceUnderTest[] = [];
  const targets: Partial<ServiceTargets> = {};
  for (const service of serviceModules) {
    const running = await startServiceUnderTest(service);
    services.push(running);
    targets[service.name] = running.url;
  }
  const dir = await tempDir('gateway');
  const webDist = path.join(dir, 'dist');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>venue</title><div id="root"></div>',
  );
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  const staffStore = await openStore({ DATA_DIR: dir }, 'staff');
  const accounts = staffAccounts(
    await staffUsersRepository(staffStore),
    await revokedTokensRepository(staffStore),
    testJwtSecret,
  );
  const logger = createLogger('gateway', 'silent');

  const start = async (options: { targets?: ServiceTargets; loginLimits?: LoginLimits }) => {
    const app = buildGateway({
      targets: options.targets ?? (targets as ServiceTargets),
      accounts,
      jwtSecret: testJwtSecret,
      webDist,
      logger,
      loginLimits: options.loginLimits ?? loginLimits,
      trustProxy: 'loopback',
      storeReady: () => staffStore.ping(),
    });
    return runServer({ app, port: 0, logger });
  };
  const main = await start({});
  return {
    url: main.url,
    accounts,
    another: start,
    services,
    targets: targets as ServiceTargets,
    async close() {
      await main.close();
      await Promise.all(services.map((service) => service.close()));
      await staffStore.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export const jsonRequest = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  body: JSON.stringify(body),
  headers: {
    'content-type': 'application/json',
    ...(token && { authorization: `Bearer ${token}` }),
  },
});
