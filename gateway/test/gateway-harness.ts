import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loginThrottle, type LoginLimits } from '@venue/auth/login-throttle';
import { staffAccounts, type StaffAccounts } from '@venue/auth/staff-accounts.domain';
import { revokedTokensRepository } from '@venue/auth/revoked-tokens.repository';
import { staffUsersRepository } from '@venue/auth/staff-users.repository';
import { openStore } from '@venue/service-kit/backing';
import type { RegistryEntry } from '@venue/service-kit/host';
import { createLogger, type Logger } from '@venue/service-kit/logger';
import type { PartMetrics } from '@venue/service-kit/metrics';
import { runServer } from '@venue/service-kit/run-server';
import { startFakeOpenMeteo } from '@venue/test-helpers/fake-weather';
import {
  startServicesUnderTest,
  tempDir,
  testJwtSecret,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { writeStubWebApp } from '@venue/test-helpers/web-app-stub';
import { registry as productRegistry } from '@venue/registry/registry';
import { askHosted, askOverHttp, type EdgeCache } from '../src/edge-cache';
import { buildGateway, type GatewayDeps } from '../src/gateway.app';
import { loadWebApp } from '../src/web-app';

export interface GatewayUnderTest {
  url: string;
  accounts: StaffAccounts;
  /** Starts another gateway on the same staff store, e.g. with other limits or targets. */
  another(
    options: GatewayOverrides,
  ): Promise<{ url: string; edgeCache: EdgeCache; close(): Promise<void> }>;
  services: ServicesUnderTest;
  targets: Record<string, string>;
  /** The gateway's metrics (each service's are in `services`). */
  metrics: PartMetrics;
  close(): Promise<void>;
}

type GatewayOverrides = Partial<
  Pick<
    GatewayDeps,
    | 'targets'
    | 'askService'
    | 'proxyTimeoutMs'
    | 'bodyTimeoutMs'
    | 'streamTimeoutMs'
    | 'edgeCache'
    | 'jobs'
    | 'publicBaseUrl'
    | 'trustProxy'
    | 'rateLimitStores'
  > & {
    /** Limits of a throttle of its own (other gateways share the main one's counts). */
    loginLimits: LoginLimits;
  }
>;

const roomyLimits: LoginLimits = { windowMs: 60_000, perIp: 1000, perUsername: 1000 };

/**
 * The registry's services (or the given ones) hosted on temp stores, and the gateway in front
 * with a staff store and a stand-in built web app (`writeStubWebApp`).
 */
export async function startGatewayUnderTest(
  options: {
    loginLimits?: LoginLimits;
    registry?: RegistryEntry[];
    /** Where the services and the gateway log (nowhere by default). */
    logger?: Logger;
    /**
     * How the edge cache asks the services for a public read: over HTTP (split mode, the
     * default here), or by a call, as the one-process product does.
     */
    asking?: 'http' | 'by-call';
  } = {},
): Promise<GatewayUnderTest> {
  const registry = options.registry ?? productRegistry;
  // Nothing outside is reachable: the weather comes from a stand-in on loopback.
  const weatherProvider = await startFakeOpenMeteo();
  const services = await startServicesUnderTest(
    await Promise.all(registry.map((entry) => entry.load())),
    { env: { OPEN_METEO_URL: weatherProvider.url }, logger: options.logger },
  );
  const targets = Object.fromEntries(
    Object.values(services.services).map((service) => [service.name, service.url]),
  );
  const dir = await tempDir('gateway');
  const webDist = path.join(dir, 'dist');
  await writeStubWebApp(webDist);
  const web = await loadWebApp(webDist);
  const staffStore = await openStore({ DATA_DIR: dir }, 'staff');
  const accounts = staffAccounts(
    await staffUsersRepository(staffStore),
    await revokedTokensRepository(staffStore),
    testJwtSecret,
  );
  const logger = options.logger?.child({ service: 'gateway' }) ?? createLogger('gateway', 'silent');

  // The throttles' clock stands still: a test's attempts all fall in one window, never split
  // across the turn of one (windows start at multiples of windowMs).
  const startedAt = Date.now();
  const throttleClock = { now: () => startedAt };
  const sharedThrottle = await loginThrottle(
    staffStore,
    options.loginLimits ?? roomyLimits,
    throttleClock,
  );
  /** By call, the services still at their own address; any other over HTTP. */
  const askerFor = (used: Record<string, string>) =>
    options.asking === 'by-call'
      ? askHosted(
          Object.fromEntries(
            Object.values(services.services).flatMap((service) =>
              service.reads && used[service.name] === service.url
                ? [[service.name, service.reads]]
                : [],
            ),
          ),
          askOverHttp(used),
        )
      : undefined;
  const start = async ({ loginLimits, ...overrides }: GatewayOverrides) => {
    const gateway = buildGateway({
      registry,
      targets,
      askService: askerFor(overrides.targets ?? targets),
      jobs: services.jobs,
      edgeCache: { maxBytes: 16 * 1024 * 1024 },
      accounts,
      jwtSecret: testJwtSecret,
      web,
      logger,
      loginThrottle: loginLimits
        ? await loginThrottle(staffStore, loginLimits, throttleClock)
        : sharedThrottle,
      trustProxy: false,
      storeReady: () => staffStore.ping(),
      ...overrides,
    });
    const running = await runServer({
      app: gateway.listener,
      port: 0,
      logger,
      closers: [gateway.close],
    });
    return { ...running, edgeCache: gateway.edgeCache, metrics: gateway.metrics };
  };
  const main = await start({});
  return {
    url: main.url,
    accounts,
    another: start,
    services,
    targets,
    metrics: main.metrics,
    async close() {
      await main.close();
      await services.close();
      await weatherProvider.close();
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
