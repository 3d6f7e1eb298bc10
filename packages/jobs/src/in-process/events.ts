/** Events in memory: a copy for each subscriber's queue, and a call of each listener. */
import {
  type ListenerCalls,
  type ListenerEntry,
  assertNotClosing,
  assertOpen,
  eventToPublish,
  subscriberHandler,
} from '../adapter-common';
import { type Jobs, subscriberQueue } from '../jobs.port';
import { type JobRunner, enqueue, throughJson, work } from './job-runner';

export function createEvents(
  runner: JobRunner,
  calls: ListenerCalls,
): Pick<Jobs, 'publish' | 'subscribe' | 'listen'> {
  const subscribers = new Map<string, Set<string>>();
  const listeners = new Map<string, Set<ListenerEntry>>();

  return {
    async publish(event, payload, publishOptions) {
      assertOpen(runner.lifecycle);
      const { eventId, data, requestId } = eventToPublish(event, payload, publishOptions);
      for (const subscriber of subscribers.get(event.name) ?? []) {
        enqueue(runner, subscriberQueue(event, subscriber), payload, { jobId: eventId, requestId });
      }
      const meta = { eventId, ...(requestId !== undefined && { requestId }) };
      for (const listener of listeners.get(event.name) ?? []) listener(data, meta);
      return { eventId };
    },

    subscribe(event, subscriber, handler, workOptions) {
      assertNotClosing(runner.lifecycle);
      const names = subscribers.get(event.name) ?? new Set<string>();
      names.add(subscriber);
      subscribers.set(event.name, names);
      work(runner, subscriberQueue(event, subscriber), subscriberHandler(handler), workOptions);
    },

    listen(event, listener) {
      assertNotClosing(runner.lifecycle);
      const heard = calls.entry(event, listener);
      // Parsed again from a JSON copy, as a listener on Redis receives it.
      const entry: ListenerEntry = (payload, meta) => heard(throughJson(payload), meta);
      const entries = listeners.get(event.name) ?? new Set();
      entries.add(entry);
      listeners.set(event.name, entries);
      return async () => {
        entries.delete(entry);
      };
    },
  };
}
