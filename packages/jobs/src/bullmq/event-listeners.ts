/**
 * Listeners hear events through Redis pub/sub, on channel `${prefix}:event:${event}`, as JSON
 * `{eventId, payload, requestId?}`. Pub/sub needs a connection of its own: a subscribed connection
 * can send nothing else.
 */
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  type Lifecycle,
  type ListenerCalls,
  type ListenerEntry,
  assertNotClosing,
  reasonOf,
} from '../adapter-common';
import type { JobsLogger } from '../jobs-logger';
import type { EventDefinition } from '@venue/contracts/messages';
import type { EventListener } from '../jobs.port';
import { createListeningWatch } from './listening-watch';

/** What publish() sends on an event's channel. */
const eventEnvelope = z.object({
  eventId: z.string(),
  payload: z.unknown(),
  requestId: z.string().optional(),
});

export function createEventListeners(options: {
  prefix: string;
  logger: JobsLogger;
  lifecycle: Lifecycle;
  calls: ListenerCalls;
  /** Opens the pub/sub connection, on the first listen. */
  open: () => Redis;
}) {
  const { prefix, logger, lifecycle } = options;
  const eventChannel = (event: string) => `${prefix}:event:${event}`;
  let pubsub: Redis | undefined;
  /** Whether the pub/sub connection is up and subscribed to every channel listened to. */
  const listening = createListeningWatch();
  let subscribing = 0;
  const entriesByChannel = new Map<string, Set<ListenerEntry>>();
  const subscriptions = new Set<Promise<void>>();

  /** Subscribes, and says it listens once no subscription is under way on a ready connection. */
  const subscribe = (connection: Redis, channels: string[]) => {
    subscribing += 1;
    return connection
      .subscribe(...channels)
      .finally(() => (subscribing -= 1))
      .then(() => listening.set(connection.status === 'ready' && subscribing === 0));
  };

  const onMessage = (channel: string, message: string) => {
    const entries = entriesByChannel.get(channel);
    if (lifecycle.closed || !entries) return;
    let envelope: z.infer<typeof eventEnvelope>;
    try {
      envelope = eventEnvelope.parse(JSON.parse(message));
    } catch (error) {
      logger.warn({ channel, reason: reasonOf(error) }, 'jobs: invalid event dropped');
      return;
    }
    const { payload, ...meta } = envelope;
    for (const entry of entries) entry(payload, meta);
  };

  const pubsubConnection = () => {
    if (!pubsub) {
      const connection = options.open();
      connection.on('message', onMessage);
      connection.on('close', () => listening.set(false));
      // ioredis subscribes again after a reconnection, but only after 'ready': subscribing here
      // as well says when every channel is heard again.
      connection.on('ready', () => {
        const channels = [...entriesByChannel.keys()];
        if (channels.length > 0) subscribe(connection, channels).catch(() => undefined);
      });
      pubsub = connection;
    }
    return pubsub;
  };

  return {
    /** The subscriptions to a channel under way. */
    subscriptions: subscriptions as ReadonlySet<Promise<void>>,

    announce(
      producer: Redis,
      event: string,
      message: { eventId: string; payload: unknown; requestId: string | undefined },
    ) {
      return producer.publish(eventChannel(event), JSON.stringify(message));
    },

    listen<P>(event: EventDefinition<P>, eventListener: EventListener<P>) {
      assertNotClosing(lifecycle);
      const channel = eventChannel(event.name);
      // Anything may publish on the channel, including an older or newer producer.
      const entry = options.calls.entry(event, eventListener);
      let entries = entriesByChannel.get(channel);
      if (!entries) {
        entries = new Set();
        entriesByChannel.set(channel, entries);
        // ioredis subscribes again by itself after a reconnection.
        const subscribed = subscribe(pubsubConnection(), [channel]).catch((error: Error) => {
          if (!lifecycle.closed)
            logger.error({ event: event.name, reason: error.message }, 'jobs: listen failed');
        });
        subscriptions.add(subscribed);
        void subscribed.finally(() => subscriptions.delete(subscribed));
      }
      entries.add(entry);
      const heard = entries;
      return async () => {
        heard.delete(entry);
        if (heard.size > 0 || entriesByChannel.get(channel) !== heard) return;
        entriesByChannel.delete(channel);
        const connection = pubsubConnection();
        // Delivery has stopped already; unsubscribing only spares the traffic, so it is not
        // waited for while Redis is away.
        const unsubscribed = connection.unsubscribe(channel).then(
          () => undefined,
          (error: Error) => {
            if (!lifecycle.closed)
              logger.warn({ event: event.name, reason: error.message }, 'jobs: unlisten failed');
          },
        );
        if (connection.status === 'ready') await unsubscribed;
      };
    },

    watchListening: listening.watch,
  };
}
