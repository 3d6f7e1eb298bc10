import {
  eventChanged,
  eventIdFrom,
  type EventFields,
  type ExternalEvent,
  type VenueEvent,
} from '@venue/contracts/events';
import { conflict, notFound } from '@venue/service-kit/errors';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import { DuplicateKeyError } from '@venue/store/store.port';
import { presentEvent, type EventsReadModel } from './events.read-model';
import type { EventRecord, EventsRepository } from './events.repository';

const changed = (change: 'created' | 'updated' | 'deleted', record: EventRecord) =>
  domainEvent(eventChanged, {
    change,
    eventId: record.id,
    title: record.title,
    date: record.date,
  });

const withoutUid = ({ externalUid: _externalUid, ...fields }: ExternalEvent) => fields;

/** How many ids a feed event may try (its slug, then `-2`, `-3`...) before giving up. */
const maxIdAttempts = 20;

/** Staff changes to events, and outside feeds' upserts: each saved with its event.changed. */
export function eventsDomain(events: EventsRepository, outbox: Outbox, readModel: EventsReadModel) {
  const idTaken = (id: string) =>
    conflict(`An event with the id ${id} already exists`, {
      id: ['An event with this ID already exists'],
    });

  async function insertRecorded(id: string, fields: EventFields, externalUid?: string) {
    const record: EventRecord = { ...fields, id, createdAt: new Date(), updatedAt: new Date() };
    return outbox.record([changed('created', record)], () =>
      events.insert(id, fields, externalUid),
    );
  }

  async function updateRecorded(
    before: EventRecord,
    fields: Partial<EventFields>,
    options: { byStaff: boolean },
  ) {
    return outbox.record([changed('updated', { ...before, ...fields })], async () => {
      const updated = await events.update(before.id, fields, options);
      if (!updated) throw notFound('No event with that id');
      return updated;
    });
  }

  /**
   * A feed's new version of an imported event. Staff's edits win: once staff changed the event,
   * the feed no longer touches it; and an unchanged entry writes nothing (no event.changed).
   */
  async function refreshFromFeed(existing: EventRecord, event: ExternalEvent) {
    const fields = withoutUid(event);
    const unchanged = (Object.keys(fields) as Array<keyof typeof fields>).every(
      (key) => (existing[key] ?? '') === fields[key],
    );
    if (existing.editedByStaff || unchanged) return existing;
    return updateRecorded(existing, fields, { byStaff: false });
  }

  /** A free id for a feed event: its slug, or the slug with the first free number after it. */
  async function insertExternal(
    event: ExternalEvent,
  ): Promise<{ record: EventRecord; created: boolean }> {
    const rest = withoutUid(event);
    const fields: EventFields = { ...rest, featured: false };
    const { externalUid } = event;
    const slug = eventIdFrom(fields.title, fields.date);
    for (let attempt = 1; attempt <= maxIdAttempts; attempt += 1) {
      const id = attempt === 1 ? slug : `${slug}-${attempt}`;
      try {
        return { record: await insertRecorded(id, fields, externalUid), created: true };
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        // Another upsert of the same uid won the race: update what it made.
        if (error.fields.includes('externalUid')) {
          const existing = await events.findByExternalUid(externalUid);
          if (existing) return { record: await refreshFromFeed(existing, event), created: false };
        }
      }
    }
    throw conflict(`No free id for ${slug}: too many events share it`);
  }

  return {
    async create(id: string, fields: EventFields): Promise<VenueEvent> {
      if (await events.findById(id)) throw idTaken(id);
      let record: EventRecord;
      try {
        record = await insertRecorded(id, fields);
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw idTaken(id);
        throw error;
      }
      await readModel.load();
      return presentEvent(record);
    },

    async update(id: string, fields: EventFields): Promise<VenueEvent> {
      const before = await events.findById(id);
      if (!before) throw notFound('No event with that id');
      const record = await updateRecorded(before, fields, { byStaff: true });
      await readModel.load();
      return presentEvent(record);
    },

    async remove(id: string): Promise<void> {
      const record = await events.findById(id);
      if (!record) throw notFound('No event with that id');
      await outbox.record([changed('deleted', record)], async () => {
        if (!(await events.delete(id))) throw notFound('No event with that id');
      });
      await readModel.load();
    },

    /**
     * An outside feed's event, matched by its uid: created the first time (with an id made
     * from its title and date), its fields replaced after until staff edit it.
     */
    async upsertExternal(event: ExternalEvent): Promise<{ event: VenueEvent; created: boolean }> {
      const existing = await events.findByExternalUid(event.externalUid);
      const { record, created } = existing
        ? { record: await refreshFromFeed(existing, event), created: false }
        : await insertExternal(event);
      await readModel.load();
      return { event: presentEvent(record), created };
    },

    /** First start: the sample calendar, saved before anything can read it (no event to tell). */
    async seedIfEmpty(seed: Array<EventFields & { id: string }>): Promise<number> {
      if ((await events.count()) > 0) return 0;
      for (const { id, ...fields } of seed) await events.insert(id, fields);
      return seed.length;
    },
  };
}

export type EventsDomain = ReturnType<typeof eventsDomain>;
