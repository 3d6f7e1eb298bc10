/**
 * Who subscribes to an event, in the Redis set `${prefix}:event-subscribers:${event}`: publish
 * adds a copy of the event to each subscriber's queue.
 */
import type { Redis } from 'ioredis';
import type { JobsLogger } from '../jobs-logger';

export function createEventSubscribers({ prefix, logger }: { prefix: string; logger: JobsLogger }) {
  const subscribersKey = (event: string) => `${prefix}:event-subscribers:${event}`;
  /** Every subscription of this instance, registered again whenever the connection is back. */
  const subscriptions: Array<{ event: string; subscriber: string }> = [];
  const registrations = new Set<Promise<void>>();

  const register = (connection: Redis, event: string, subscriber: string) =>
    connection.sadd(subscribersKey(event), subscriber).then(
      () => undefined,
      (error: Error) =>
        logger.error({ event, subscriber, reason: error.message }, 'jobs: subscribe failed'),
    );

  return {
    /** The registrations under way. */
    registrations: registrations as ReadonlySet<Promise<void>>,

    /** A Redis that restarted without its data has forgotten who subscribes: say it again. */
    registerAgainWhenReady(connection: Redis): Redis {
      connection.on('ready', () => {
        for (const { event, subscriber } of subscriptions)
          void register(connection, event, subscriber);
      });
      return connection;
    },

    /** Registers on the worker connection, which waits out a Redis outage, so it is not lost. */
    add(connection: Redis, event: string, subscriber: string) {
      subscriptions.push({ event, subscriber });
      const registration = register(connection, event, subscriber);
      registrations.add(registration);
      void registration.finally(() => registrations.delete(registration));
    },

    list: (producer: Redis, event: string) => producer.smembers(subscribersKey(event)),
  };
}
