import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { signStaffToken } from '@venue/auth/tokens';
import type { ServiceApi } from '@venue/contracts/http';
import type { Jobs } from '@venue/jobs/jobs.port';
import type { BackingConfig } from '@venue/service-kit/backing';
import {
  identityHeader,
  identityKey,
  signIdentity,
  type Identity,
} from '@venue/service-kit/gateway-identity';
import { hostServices, type HostedService, type RegistryEntry } from '@venue/service-kit/host';
import { createLogger, type Logger } from '@venue/service-kit/logger';
import type { ServiceModule } from '@venue/service-kit/service-module';
import type { Store } from '@venue/store/store.port';

export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

export const staffTokenFor = (username = 'tester', secret = testJwtSecret) =>
  signStaffToken({ sub: `id-${username}`, username, role: 'staff', sessionVersion: 0 }, secret);

/** A correctly signed token whose expiry has passed. */
export const expiredStaffToken = (secret = testJwtSecret) =>
  jwt.sign({ username: 'tester', role: 'staff', exp: Math.floor(Date.now() / 1000) - 60 }, secret, {
    subject: 'id-tester',
  });

/** A well-formed token signed with the wrong secret. */
export const forgedStaffToken = () =>
  staffTokenFor('tester', 'not-the-real-secret-but-just-as-long-as-one');

export const tempDir = (label: string) => mkdtemp(path.join(os.tmpdir(), `venue-${label}-`));

/** A registry line for a module under test, as services/registry/src/registry.ts would have it. */
export const registryEntryOf = (module: ServiceModule<ServiceApi>): RegistryEntry => ({
  name: module.name,
  port: 0,
  api: module.api,
  load: async () => module as ServiceModule,
});

export const testIdentities = {
  staff: { sub: 'id-tester', username: 'tester', role: 'staff' },
  admin: { sub: 'id-boss', username: 'boss', role: 'admin' },
} satisfies Record<string, Identity>;

export interface CallOptions {
  method?: string;
  /** Call as the gateway would after checking this staff member's session. */
  as?: keyof typeof testIdentities | Identity;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export interface ServicesUnderTest {
  /** Each hosted service, by name. */
  services: Record<string, HostedService & { url: string }>;
  jobs: Jobs;
  dataDir: string;
  /** The identity header the gateway would add for this request (with this body, if any). */
  identityFor(
    who: CallOptions['as'],
    method: string,
    path: string,
    body?: string,
  ): Record<string, string>;
  /** A request straight to a service, optionally carrying the gateway's identity assertion. */
  call(service: string, path: string, options?: CallOptions): Promise<Response>;
  /** Shuts the services down and keeps their data, to start them again on it. */
  stop(): Promise<void>;
  /** Shuts them down and removes the data folder. */
  close(): Promise<void>;
}

/**
 * Hosts services the way the product does (hostServices), for tests: real embedded stores in a
 * fresh temp folder, one jobs instance shared by all (in-process by default, or BullMQ when a
 * Redis URL is given), their work registered, HTTP on free loopback ports.
 */
export async function startServicesUnderTest(
  modules: Array<ServiceModule<ServiceApi>>,
  options: {
    redisUrl?: string;
    env?: NodeJS.ProcessEnv;
    jobs?: Jobs;
    dataDir?: string;
    /** Where services hosted elsewhere listen. */
    targets?: Record<string, string>;
    /** Where the services log (nowhere by default). */
    logger?: Logger;
    /** Wraps each service's store as it is opened (see store-latency.ts). */
    wrapStore?: (store: Store, service: string) => Store;
  } = {},
): Promise<ServicesUnderTest> {
  const dataDir =
    options.dataDir ?? (await tempDir(modules.map((module) => module.name).join('-')));
  const logger = options.logger ?? createLogger('test', 'silent');
  const config: BackingConfig = { DATA_DIR: dataDir, REDIS_URL: options.redisUrl };
  const hosted = await hostServices({
    registry: modules.map(registryEntryOf),
    config,
    jwtSecret: testJwtSecret,
    logger,
    serve: { host: '127.0.0.1', port: () => 0 },
    runJobs: true,
    ...(options.jobs && { jobs: options.jobs }),
    env: options.env ?? {},
    ...(options.targets && { targets: options.targets }),
    ...(options.wrapStore && { wrapStore: options.wrapStore }),
  });
  const key = identityKey(testJwtSecret);
  const identityFor = (
    who: CallOptions['as'],
    method: string,
    requestPath: string,
    body = '',
  ): Record<string, string> => {
    if (!who) return {};
    const identity = typeof who === 'string' ? testIdentities[who] : who;
    return {
      [identityHeader]: signIdentity(
        identity,
        { method, url: requestPath, body: Buffer.from(body) },
        key,
      ),
    };
  };
  const services = Object.fromEntries(
    hosted.services.map((service) => [service.name, { ...service, url: service.url as string }]),
  );
  return {
    services,
    jobs: hosted.jobs,
    dataDir,
    identityFor,
    call(service, requestPath, { method = 'GET', as, json, text, headers = {} } = {}) {
      const target = services[service];
      if (!target) throw new Error(`${service} is not hosted here`);
      const body = json !== undefined ? JSON.stringify(json) : text;
      return fetch(`${target.url}${requestPath}`, {
        method,
        headers: {
          ...(json !== undefined && { 'content-type': 'application/json' }),
          ...(text !== undefined && { 'content-type': 'text/plain; charset=utf-8' }),
          ...identityFor(as, method, requestPath, body),
          ...headers,
        },
        body,
      });
    },
    stop: () => hosted.close(),
    async close() {
      await hosted.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
