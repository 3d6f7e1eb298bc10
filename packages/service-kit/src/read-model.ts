/**
 * A service's read model (the answers it keeps in memory) kept true around its writes, one way
 * for every service. The service returns it from `build` as `readModel`; where the service is
 * served, the host loads it, has the outbox show each saved change in it before the change's
 * events are marked ready (so no subscriber, and no gateway dropping a cached answer, can ask
 * before the change shows), applies the changes other processes announce when their events
 * arrive, and loads it again when this process may have missed some (listening was down).
 *
 * A model takes a change by its events (`apply`), cheaply where it can (one record read again);
 * one that cannot, or a change that fails, is loaded whole (`reload`). Updates run one at a
 * time, so an older read never overwrites a newer one; those that wait meanwhile run as one.
 */
import type { EventDefinition } from '@venue/contracts/messages';
import type { Jobs } from '@venue/jobs/jobs.port';
import { idsUntilHeardAgain } from './event-ids';
import type { Logger } from './logger';
import type { Outbox, OutboxEvent, RecordedEvent } from './outbox';

export interface ReadModel {
  /** The service's events that tell of a change the model shows. */
  changedBy: EventDefinition<unknown>[];
  /** Reads everything again: at start, and whenever a change could not be applied. */
  reload(): Promise<void>;
  /** Takes in saved changes, told by their events; without it, a change reloads the model. */
  apply?(changes: OutboxEvent[]): Promise<void>;
}

/** The payloads of the changes told by `event`. */
export const payloadsOf = <P>(changes: OutboxEvent[], event: EventDefinition<P>): P[] =>
  changes.filter((change) => change.event.name === event.name).map((change) => change.payload as P);

/** How many ids of events applied here are kept until they are heard (then skipped). */
const maxAppliedIds = 10_000;

interface Update {
  changes: OutboxEvent[];
  reload: boolean;
  done: Promise<void>;
}

export function keepReadModel(model: ReadModel, logger: Logger) {
  const shown = new Set(model.changedBy.map((event) => event.name));
  /** Events this process applied before they left: hearing them again changes nothing. */
  const appliedHere = idsUntilHeardAgain(maxAppliedIds);
  /** A change was lost: the next update reads everything. */
  let behind = false;
  let last: Promise<void> = Promise.resolve();
  let waiting: Update | undefined;

  const run = async ({ changes, reload }: Update) => {
    try {
      if (reload || behind || !model.apply) await model.reload();
      else await model.apply(changes);
      behind = false;
      return;
    } catch (error) {
      logger.warn({ err: error }, 'read model: a change could not be applied; reading it all');
    }
    try {
      await model.reload();
      behind = false;
    } catch (error) {
      behind = true;
      logger.error({ err: error }, 'read model: not read again; it shows the change later');
    }
  };

  /** Resolves once the changes show (never rejects: a saved change stays saved). */
  const update = (changes: OutboxEvent[], reload: boolean): Promise<void> => {
    if (waiting) {
      waiting.changes.push(...changes);
      waiting.reload ||= reload;
      return waiting.done;
    }
    const next: Update = { changes: [...changes], reload, done: Promise.resolve() };
    next.done = last.then(() => {
      waiting = undefined;
      return run(next);
    });
    waiting = next;
    last = next.done;
    return next.done;
  };

  return {
    /** At start: reads everything, or throws (a service does not serve without its answers). */
    load(): Promise<void> {
      const loaded = last.then(() => model.reload());
      last = loaded.catch(() => undefined);
      return loaded;
    },

    /** This process's saved changes, before their events are marked ready. */
    saved(events: RecordedEvent[]): Promise<void> {
      const changes = events.filter((change) => shown.has(change.event.name));
      if (changes.length === 0) return Promise.resolve();
      for (const { id } of changes) appliedHere.keep(id);
      return update(changes, false);
    },

    /** A change any process saved, as its event arrives. */
    heard(change: OutboxEvent, eventId: string): Promise<void> {
      if (appliedHere.heardAgain(eventId)) return Promise.resolve();
      return update([change], false);
    },

    /** Events may have been missed: everything is read again. */
    reload: () => update([], true),

    /** Resolves once no update is under way or waiting. */
    settled: () => last,
  };
}

/**
 * Keeps the model true where its service is served: loaded now, each of this process's changes
 * shown before its events leave, other processes' changes applied as their events arrive, and
 * everything read again whenever listening comes back after a gap. Returns what stops it.
 */
export async function keepTrue(
  model: ReadModel,
  deps: { outbox: Outbox; jobs: Jobs; logger: Logger },
): Promise<() => Promise<void>> {
  const kept = keepReadModel(model, deps.logger);
  deps.outbox.beforeRelease(kept.saved);
  const unlisteners = model.changedBy.map((event) =>
    deps.jobs.listen(event, (payload, { eventId }) => kept.heard({ event, payload }, eventId)),
  );
  let listening: boolean | undefined;
  const unwatch = deps.jobs.watchListening((now) => {
    if (now && listening === false) void kept.reload();
    listening = now;
  });
  await kept.load();
  return async () => {
    unwatch();
    await Promise.all(unlisteners.map((stop) => stop()));
    await kept.settled();
  };
}
