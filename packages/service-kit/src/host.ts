/**
 * The one way services are hosted: the embedded product (every service in one process), split
 * mode and production (one service a process), the worker (every service's jobs, no HTTP) and
 * the test harness (any set of services on one jobs instance) all call hostServices().
 */
import path from 'node:path';
import type { ServiceApi } from '@venue/contracts/http';
import { subscriberQueue, type Jobs } from '@venue/jobs/jobs.port';
import type { Store } from '@venue/store/store.port';
import { openJobs, openStore, type BackingConfig } from './backing';
import { checkBacking, ConfigError, parseEnv } from './config';
import { createService } from './create-service';
import { identityKey } from './gateway-identity';
import type { Logger } from './logger';
import { partMetrics, watchOutbox, watchQueues, type PartMetrics } from './metrics';
import { createOutbox, type Outbox } from './outbox';
import { publicReads, type PublicReads } from './public-reads';
import { keepTrue } from './read-model';
import { redisSeenAssertions, sharedSeenAssertions, storedSeenAssertions } from './seen-assertions';
import { serviceJobs } from './service-jobs';
import { runServer, type RunningServer } from './run-server';
import { serviceClient } from './service-client';
import type { BuiltService, ServiceModule } from './service-module';
import { checkRegistry, type RegistryEntry } from './registry-check';

export type { RegistryEntry };

export interface HostOptions {
  /** Every service of the product, for the start-up checks; `names` picks the ones hosted here. */
  registry: RegistryEntry[];
  names?: string[];
  config: BackingConfig;
  jwtSecret: string;
  logger: Logger;
  /** Serve each hosted service over HTTP on this address, on `port(entry)` (0: a free port). */
  serve?: { host: string; port: (entry: RegistryEntry) => number };
  /** Run the hosted services' workers, subscriptions, schedules and outbox sweeps here. */
  runJobs: boolean;
  /** A jobs instance to share (one process, tests); otherwise one is opened from `config`. */
  jobs?: Jobs;
  /** Wraps each service's store as it is opened (tests: a store that answers late). */
  wrapStore?: (store: Store, service: string) => Store;
  env?: NodeJS.ProcessEnv;
  /** Where the services not hosted here listen (hosted ones are found by their own address). */
  targets?: Record<string, string>;
  /**
   * Whether each served service's /metrics also serves the process's own metrics: where it is
   * the process's only part (its own process). Where the gateway hosts every service in one
   * process, its metrics port serves them once for all.
   */
  processMetrics?: boolean;
}

export interface HostedService {
  name: string;
  /** Where it listens, when served. */
  url: string | undefined;
  store: Store;
  outbox: Outbox;
  /** Its requests (when served), jobs, queues and outbox (where its jobs run). */
  metrics: PartMetrics;
  /** When served: its cacheable public reads, answered by a call (for a gateway in this process). */
  reads: PublicReads | undefined;
}

export interface Hosted {
  services: HostedService[];
  jobs: Jobs;
  /** Stops serving, lets jobs finish, then closes outboxes, services and stores. */
  close(): Promise<void>;
}

async function loadModules(registry: RegistryEntry[]) {
  const modules = new Map<string, ServiceModule>();
  for (const entry of registry) {
    const module = await entry.load();
    if (module.name !== entry.name || module.api.service !== entry.name) {
      throw new Error(
        `The registry entry ${entry.name} loads the service ${module.name} for the API of ${module.api.service}`,
      );
    }
    if (module.api !== entry.api) {
      throw new Error(
        `The registry entry ${entry.name} names another API than its service declares`,
      );
    }
    modules.set(entry.name, module);
  }
  return modules;
}

/** Every queue some service adds jobs to has a service that works it. */
export function checkQueueWiring(modules: Iterable<ServiceModule>) {
  const all = [...modules];
  const worked = new Set(
    all.flatMap((module) => module.queues?.works ?? []).map((queue) => queue.name),
  );
  const problems = all.flatMap((module) =>
    (module.queues?.produces ?? [])
      .filter((queue) => !worked.has(queue.name))
      .map(
        (queue) => `${module.name} adds jobs to the queue ${queue.name}, but no service works it`,
      ),
  );
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/** The built work matches what the module declared: a worker for each queue it works, no other. */
function checkBuiltWork(module: ServiceModule, built: BuiltService<ServiceApi>) {
  const declared = new Set((module.queues?.works ?? []).map((queue) => queue.name));
  const handled = new Set((built.work?.workers ?? []).map((worker) => worker.queue.name));
  const produced = new Set((module.queues?.produces ?? []).map((queue) => queue.name));
  const problems = [
    ...[...declared]
      .filter((name) => !handled.has(name))
      .map((name) => `declares it works ${name} but has no worker for it`),
    ...[...handled]
      .filter((name) => !declared.has(name))
      .map((name) => `has a worker for ${name} but does not declare it`),
    ...(built.work?.schedules ?? [])
      .filter((schedule) => !produced.has(schedule.queue.name))
      .map(
        (schedule) =>
          `schedules ${schedule.queue.name} but does not declare it among the queues it produces`,
      ),
  ];
  if (problems.length > 0)
    throw new Error(problems.map((problem) => `${module.name} ${problem}`).join('\n'));
}

/** The queues a service's jobs are taken from: its workers' and its subscribers' copies. */
const workedQueues = (built: BuiltService<ServiceApi>) => [
  ...(built.work?.workers ?? []).map((worker) => worker.queue),
  ...(built.work?.subscriptions ?? []).map((subscription) =>
    subscriberQueue(subscription.event, subscription.as),
  ),
];

function registerWork(jobs: Jobs, built: BuiltService<ServiceApi>) {
  for (const worker of built.work?.workers ?? []) {
    jobs.work(worker.queue, worker.handler, { concurrency: worker.concurrency ?? 1 });
  }
  for (const subscription of built.work?.subscriptions ?? []) {
    jobs.subscribe(subscription.event, subscription.as, subscription.handler);
  }
  return Promise.all(
    (built.work?.schedules ?? []).map((schedule) =>
      jobs.schedule(schedule.queue, schedule.id, schedule.when, schedule.payload),
    ),
  );
}

/** Each service's own settings, or one error naming every problem of every service. */
function parseConfigs(
  names: string[],
  modules: Map<string, ServiceModule>,
  env: NodeJS.ProcessEnv | undefined,
) {
  const problems: string[] = [];
  const configs = new Map<string, unknown>();
  for (const name of names) {
    const module = modules.get(name) as ServiceModule;
    try {
      configs.set(name, module.env ? parseEnv(module.env, env) : undefined);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems.map((problem) => `${name}: ${problem}`));
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return configs;
}

/** A hosted service with what its shutdown needs. */
type Running = HostedService & {
  server?: RunningServer;
  built?: BuiltService<ServiceApi>;
  unlisteners: Array<() => Promise<void>>;
};

/** Serves a built service: its read model kept true, its listeners, its HTTP server. */
async function serve(
  service: Running,
  built: BuiltService<ServiceApi>,
  context: {
    module: ServiceModule;
    serveOn: NonNullable<HostOptions['serve']>;
    entry: RegistryEntry;
    jobs: Jobs;
    jobsOfService: Jobs;
    logger: Logger;
    identityKey: string;
    /** Redis, where every replica's assertions are kept too (see `assertionsOnRedis`). */
    sharedAssertions: Awaited<ReturnType<typeof assertionsOnRedis>>;
    processMetrics: boolean;
  },
) {
  const { name, store, outbox, metrics } = service;
  const { module, jobs, jobsOfService, logger } = context;
  if (built.readModel) {
    service.unlisteners.push(
      await keepTrue(built.readModel, { outbox, jobs: jobsOfService, logger }),
    );
  }
  for (const listener of built.work?.listeners ?? []) {
    service.unlisteners.push(jobsOfService.listen(listener.event, listener.handler));
  }
  const app = createService({
    name,
    logger,
    readiness: { store: () => store.ping(), queue: () => jobs.ping(), ...built.readiness },
    api: module.api,
    handlers: built.handlers,
    identityKey: context.identityKey,
    seenAssertions: context.sharedAssertions
      ? sharedSeenAssertions(
          await storedSeenAssertions(store),
          redisSeenAssertions(context.sharedAssertions.redis),
          logger,
        )
      : await storedSeenAssertions(store),
    metrics,
    processMetrics: context.processMetrics,
  });
  service.server = await runServer({
    app,
    port: context.serveOn.port(context.entry),
    host: context.serveOn.host,
    logger,
  });
  service.url = service.server.url;
  service.reads = publicReads(module.api, built.handlers, { metrics, logger });
}

/**
 * With Redis, the assertions the services here have taken are also kept there (one connection
 * for all of them), so that every replica of a service refuses one taken by another; each
 * service keeps them in its store too. The Redis client is loaded only then.
 */
async function assertionsOnRedis(config: BackingConfig, logger: Logger) {
  if (!config.REDIS_URL) return undefined;
  const { openRedisConnection } = await import('./redis-connection');
  const connection = openRedisConnection(config.REDIS_URL, {
    name: 'services:seen-assertions',
    logger,
  });
  // A start normally finds Redis up; until it is, each service refuses what it took itself.
  await connection.ready(3_000).catch(() => undefined);
  return connection;
}

export async function hostServices(options: HostOptions): Promise<Hosted> {
  const { registry, config, logger } = options;
  checkRegistry(registry);
  checkBacking(config);
  const names = options.names ?? registry.map((entry) => entry.name);
  const unknown = names.filter((name) => !registry.some((entry) => entry.name === name));
  if (unknown.length > 0) throw new Error(`No service named ${unknown.join(', ')} in the registry`);
  const modules = await loadModules(registry);
  checkQueueWiring(modules.values());

  const configs = parseConfigs(names, modules, options.env);

  const jobs = options.jobs ?? (await openJobs(config, logger));
  const sharedAssertions = options.serve ? await assertionsOnRedis(config, logger) : undefined;
  const key = identityKey(options.jwtSecret);
  const urlOf = (service: string) =>
    hosted.find((candidate) => candidate.name === service)?.url ?? options.targets?.[service];
  const hosted: Running[] = [];
  const close = async () => {
    await Promise.all(hosted.map((service) => service.server?.close()));
    await sharedAssertions?.close();
    await Promise.all(hosted.flatMap((service) => service.unlisteners.map((stop) => stop())));
    if (!options.jobs) await jobs.close();
    for (const service of hosted) {
      await service.outbox.close();
      await service.built?.close?.();
      await service.store.close();
    }
  };

  try {
    for (const name of names) {
      const module = modules.get(name) as ServiceModule;
      const entry = registry.find((candidate) => candidate.name === name) as RegistryEntry;
      const serviceLogger = logger.child({ service: name });
      const metrics = partMetrics(name);
      const jobsOfService = serviceJobs(jobs, { logger: serviceLogger, metrics });
      const opened = await openStore(config, name);
      const store = options.wrapStore?.(opened, name) ?? opened;
      const outbox = await createOutbox({
        store,
        jobs: jobsOfService,
        logger: serviceLogger,
        publishes: module.publishes ?? [],
        sweep: options.runJobs,
      });
      const service: Running = {
        name,
        url: undefined,
        store,
        outbox,
        metrics,
        reads: undefined,
        unlisteners: [],
      };
      hosted.push(service);
      const built = await module.build({
        store,
        jobs: jobsOfService,
        logger: serviceLogger,
        outbox,
        config: configs.get(name),
        services: serviceClient({ caller: name, urlOf, identityKey: key }),
        serving: options.serve !== undefined,
        sampleData: !config.MONGO_URL,
        dataDir: path.resolve(config.DATA_DIR),
      });
      service.built = built;
      checkBuiltWork(module, built);
      if (options.runJobs) {
        await registerWork(jobsOfService, built);
        // Counted where they are worked and relayed, so that each is counted once.
        watchQueues(metrics, jobs, workedQueues(built), serviceLogger);
        watchOutbox(metrics, outbox);
      }
      if (options.serve) {
        await serve(service, built, {
          module,
          serveOn: options.serve,
          entry,
          jobs,
          jobsOfService,
          logger: serviceLogger,
          identityKey: key,
          sharedAssertions,
          processMetrics: options.processMetrics ?? false,
        });
      }
    }
  } catch (error) {
    await close().catch((closeError: unknown) =>
      logger.error({ err: closeError }, 'closing after a failed start failed'),
    );
    throw error;
  }

  return {
    services: hosted.map(({ name, url, store, outbox, metrics, reads }) => ({
      name,
      url,
      store,
      outbox,
      metrics,
      reads,
    })),
    jobs,
    close,
  };
}
