import type { ServiceApi } from '@venue/contracts/http';
import type { EventDefinition, QueueDefinition } from '@venue/contracts/messages';
import type { JobHandler, Jobs, ScheduleWhen } from '@venue/jobs/jobs.port';
import type { Store } from '@venue/store/store.port';
import type { z } from 'zod';
import type { Handlers } from './api-router';
import type { ReadinessCheck } from './create-service';
import type { Logger } from './logger';
import type { Outbox } from './outbox';
import type { ReadModel } from './read-model';
import type { ServiceClient } from './service-client';

export interface ServiceDeps<Config = unknown> {
  store: Store;
  jobs: Jobs;
  logger: Logger;
  /** Records the service's domain events with the writes that cause them. */
  outbox: Outbox;
  /** The service's own settings, parsed from the environment by its `env` schema. */
  config: Config;
  /** Calls to other services' declared routes. */
  services: ServiceClient;
  /**
   * Whether this process serves the service's routes. The worker builds every service only to
   * run its jobs: first-start data is written where the service is served, never twice at once.
   */
  serving: boolean;
  /**
   * Whether made-up sample data (events, scores, a schedule) may fill an empty store: in the
   * embedded default, for a fresh start that shows real pages; never with Mongo (production).
   */
  sampleData: boolean;
  /** The product's data folder (DATA_DIR, absolute), for files kept beside the stores (images). */
  dataDir: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- definitions of any payload type */
export interface WorkerSpec {
  queue: QueueDefinition<any>;
  handler: JobHandler<any, unknown>;
  concurrency?: number;
}

export interface SubscriptionSpec {
  event: EventDefinition<any>;
  /** The subscriber's name: each name gets each event once, however many processes run it. */
  as: string;
  handler: JobHandler<any, void>;
}

export interface ScheduleSpec {
  queue: QueueDefinition<any>;
  id: string;
  when: ScheduleWhen;
  payload: unknown;
}

export interface ListenerSpec {
  event: EventDefinition<any>;
  handler: (payload: any) => void | Promise<void>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * A service's jobs and event handling, all in one place. Workers, subscriptions and schedules
 * are registered wherever the service's jobs run; listeners in every process that serves the
 * service, to keep what it holds in memory true (each such process hears every event).
 */
export interface ServiceWork {
  workers?: WorkerSpec[];
  subscriptions?: SubscriptionSpec[];
  schedules?: ScheduleSpec[];
  listeners?: ListenerSpec[];
}

export interface BuiltService<A extends ServiceApi> {
  handlers: Handlers<A>;
  /** Checks beside the store's and the queue's, e.g. a provider's configuration. */
  readiness?: Record<string, ReadinessCheck>;
  work?: ServiceWork;
  /**
   * The answers it keeps in memory, kept true by the host wherever it is served (loaded at
   * start, each change shown before its events leave): see read-model.ts.
   */
  readModel?: ReadModel;
  /** Runs at shutdown after the HTTP server has drained, before the store closes. */
  close?(): Promise<void>;
}

/**
 * What every service exports, so that one host function can run it in the embedded product,
 * in its own process, in the worker or in a test. The static parts (`api`, `publishes`,
 * `queues`) are what the gateway and the start-up checks read without building the service.
 */
export interface ServiceModule<A extends ServiceApi = ServiceApi, Config = unknown> {
  /** The same name as the API's `service` and the registry entry. */
  name: string;
  api: A;
  /** The service's own environment variables (validated at start). */
  env?: z.ZodType<Config>;
  /** Events the service publishes through its outbox. */
  publishes?: EventDefinition<unknown>[];
  /** Queues the service adds jobs to, and queues it works. Checked across all services at start. */
  queues?: { produces?: QueueDefinition<unknown>[]; works?: QueueDefinition<unknown>[] };
  /** Prepares collections and first-start data, and returns the handlers and the work. */
  build(deps: ServiceDeps<Config>): Promise<BuiltService<A>>;
}

export const defineService = <A extends ServiceApi, Config = unknown>(
  module: ServiceModule<A, Config>,
) => module;
