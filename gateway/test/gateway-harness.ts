import { rm } from 'node:fs/promises';
import path from 'node:path';
import { staffDirectory } from '@venue/auth/staff-directory';
import { staffAccountsApi, staffLoginResponseSchema } from '@venue/contracts/staff';
import { identityKey } from '@venue/service-kit/gateway-identity';
import type { RegistryEntry } from '@venue/service-kit/host';
import { createLogger, type Logger } from '@venue/service-kit/logger';
import type { PartMetrics } from '@venue/service-kit/metrics';
import { runServer } from '@venue/service-kit/run-server';
import { serviceClient } from '@venue/service-kit/service-client';
import { startFakeOpenMeteo } from '@venue/test-helpers/fake-weather';
import {
  startServicesUnderTest,
  tempDir,
  testJwtSecret,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { writeStubWebApp } from '@venue/test-helpers/web-app-stub';
import { registry as productRegistry } from '@venue/registry/registry';
import { revokedTokensRepository } from '@venue/staff/revoked-tokens.repository';
import { staffAccounts, type StaffAccounts } from '@venue/staff/staff-accounts.domain';
import { staffUsersRepository } from '@venue/staff/staff-users.repository';
import { staffServiceWith } from '@venue/staff/staff.service';
import { askHosted, askOverHttp, type EdgeCache } from '../src/edge-cache';
import { buildGateway, type GatewayDeps } from '../src/gateway.app';
import { loadWebApp } from '../src/web-bundle';

export interface GatewayUnderTest {
  url: string;
  /** The staff service's accounts, on its store: where a test adds the accounts it needs. */
  accounts: StaffAccounts;
  /** Signs in through the gateway; the session's token. */
  signIn(username: string, password: string): Promise<string>;
  /** Starts another gateway in front of the same services, e.g. with other targets. */
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
  >
>;

/** The staff service's sign-in limits (failures per address and per username in 15 minutes). */
export interface LoginLimits {
  perIp: number;
  perUsername: number;
}

const roomyLimits: LoginLimits = { perIp: 1000, perUsername: 1000 };

/**
 * The registry's services (or the given ones, and always the staff service, without which no
 * one signs in) hosted on temp stores, and the gateway in front with a stand-in built web app
 * (`writeStubWebApp`) or the one given.
 */
export async function startGatewayUnderTest(
  options: {
    /** The staff service's sign-in limits (roomy unless given). */
    loginLimits?: LoginLimits;
    registry?: RegistryEntry[];
    /** Where the services and the gateway log (nowhere by default). */
    logger?: Logger;
    /**
     * How the edge cache asks the services for a public read: over HTTP (split mode, the
     * default here), or by a call, as the one-process product does.
     */
    asking?: 'http' | 'by-call';
    /** A built web app to serve (`web/dist`); without it, the stand-in (`writeStubWebApp`). */
    webDist?: string;
    /** The services' jobs on this Redis (BullMQ), as in split mode; in-process without it. */
    redisUrl?: string;
  } = {},
): Promise<GatewayUnderTest> {
  // The staff service's clock stands still: a test's sign-ins all fall in one window of the
  // limits, never split across the turn of one (windows start at multiples of their length).
  const startedAt = Date.now();
  const staffEntry: RegistryEntry = {
    name: 'staff',
    port: 0,
    api: staffAccountsApi,
    load: async () => staffServiceWith({ now: () => startedAt }),
  };
  const registry = [
    ...(options.registry ?? productRegistry).filter((entry) => entry.name !== 'staff'),
    staffEntry,
  ];
  // Nothing outside is reachable: the weather comes from a stand-in on loopback.
  const weatherProvider = await startFakeOpenMeteo();
  const limits = options.loginLimits ?? roomyLimits;
  const services = await startServicesUnderTest(
    await Promise.all(registry.map((entry) => entry.load())),
    {
      env: {
        OPEN_METEO_URL: weatherProvider.url,
        LOGIN_LIMIT_PER_IP: String(limits.perIp),
        LOGIN_LIMIT_PER_USERNAME: String(limits.perUsername),
      },
      logger: options.logger,
      redisUrl: options.redisUrl,
    },
  );
  const targets = Object.fromEntries(
    Object.values(services.services).map((service) => [service.name, service.url]),
  );
  const dir = await tempDir('gateway');
  const stubDist = path.join(dir, 'dist');
  if (!options.webDist) await writeStubWebApp(stubDist);
  const web = await loadWebApp(options.webDist ?? stubDist);
  const staffStore = services.services.staff!.store;
  const accounts = staffAccounts(
    await staffUsersRepository(staffStore),
    await revokedTokensRepository(staffStore),
  );
  const logger = options.logger?.child({ service: 'gateway' }) ?? createLogger('gateway', 'silent');

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
  const start = async (overrides: GatewayOverrides) => {
    const used = overrides.targets ?? targets;
    const gateway = buildGateway({
      registry,
      targets,
      askService: askerFor(used),
      jobs: services.jobs,
      edgeCache: { maxBytes: 16 * 1024 * 1024 },
      staff: staffDirectory(
        serviceClient({
          caller: 'gateway',
          urlOf: (service) => used[service],
          identityKey: identityKey(testJwtSecret),
        }),
      ),
      jwtSecret: testJwtSecret,
      web,
      logger,
      trustProxy: false,
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
    async signIn(username, password) {
      const response = await fetch(
        `${main.url}/api/staff/login`,
        jsonRequest('POST', { username, password }),
      );
      if (response.status !== 200) {
        throw new Error(
          `${username} could not sign in: ${response.status} ${await response.text()}`,
        );
      }
      return staffLoginResponseSchema.parse(await response.json()).token;
    },
    another: start,
    services,
    targets,
    metrics: main.metrics,
    async close() {
      await main.close();
      await services.close();
      await weatherProvider.close();
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
