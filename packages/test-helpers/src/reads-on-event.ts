import { afterAll, beforeAll } from 'vitest';
import type { EventDefinition } from '@venue/contracts/messages';
import type { ServiceApi } from '@venue/contracts/http';
import type { ServiceModule } from '@venue/service-kit/service-module';
import { startServicesUnderTest, type ServicesUnderTest } from './service-harness';
import { storeLatency } from './store-latency';

/** How late a late store answers: about a round trip to a store across a network. */
export const lateStoreMs = 40;

/**
 * A read-model suite's services, started before its tests and closed after them, with the
 * `late` service's store answering `lateStoreMs` late once they have started, as MongoDB
 * across a network would.
 */
export function servicesOnALateStore(
  modules: Array<ServiceModule<ServiceApi>>,
  options: { late: string; env?: NodeJS.ProcessEnv },
) {
  const latency = storeLatency();
  const suite = {} as { hosted: ServicesUnderTest };
  beforeAll(async () => {
    suite.hosted = await startServicesUnderTest(modules, {
      env: options.env,
      wrapStore: (store, service) => (service === options.late ? latency.wrap(store) : store),
    });
    latency.ms = lateStoreMs;
  });
  afterAll(() => suite.hosted.close());
  return suite;
}

export interface ReadOnEvent {
  status: number;
  body: unknown;
}

/**
 * Stands in for the gateway's edge cache at its worst moment: on hearing each `event`, it drops
 * nothing and asks the service for the public read at once, by a call as the one-process
 * gateway does, as a visitor's miss right after the invalidation would. What the service
 * answered then is what the cache would keep for the read's max-age.
 */
export function readOnEvent<P>(
  hosted: ServicesUnderTest,
  options: {
    service: string;
    event: EventDefinition<P>;
    path: string;
    /** Which of the events to read on (all by default). */
    readsOn?: (payload: P) => boolean;
  },
) {
  const reads = hosted.services[options.service]?.reads;
  if (!reads) throw new Error(`${options.service} is not served here`);
  const answers: ReadOnEvent[] = [];
  const stop = hosted.jobs.listen(options.event, async (payload) => {
    if (options.readsOn && !options.readsOn(payload)) return;
    const answering = reads(options.path);
    if (!answering) throw new Error(`${options.path} is not a public read of ${options.service}`);
    const { status, body } = await answering;
    answers.push({ status, body: JSON.parse(body.toString('utf8')) as unknown });
  });
  return {
    /** The answers, in the order the events were heard. */
    answers,
    /** Forgets the answers so far, e.g. between two writes. */
    clear: () => void answers.splice(0),
    stop,
  };
}
