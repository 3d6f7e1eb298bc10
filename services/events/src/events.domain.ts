import { isDeepStrictEqual } from 'node:util';
import { maxSeriesDates } from '@venue/contracts/event-recurrence';
import {
  eventChanged,
  eventIdFrom,
  type EventFields,
  type ExternalEvent,
  type OccurrenceChange,
  type OccurrenceOverride,
  type VenueEvent,
} from '@venue/contracts/events';
import { badRequest, conflict, notFound } from '@venue/service-kit/errors';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import { DuplicateKeyError } from '@venue/store/store.port';
import { venueToday } from '@venue/venue-time/venue-time';
import { seriesDates } from './event-series';
import { presentEvent } from './events.read-model';
import type { EventChanges, EventRecord, EventsRepository } from './events.repository';

const changed = (change: 'created' | 'updated' | 'deleted', record: EventRecord) =>
  domainEvent(eventChanged, {
    change,
    eventId: record.id,
    title: record.title,
    date: record.date,
  });

const withoutUid = ({ externalUid: _externalUid, ...fields }: ExternalEvent) => fields;

const present = (record: EventRecord) => presentEvent(record, venueToday());

/** The series' dates; refused when the rule gives more than a series may have. */
function datesOf(fields: Pick<EventFields, 'date' | 'recurrence'>): string[] {
  if (!fields.recurrence) return [fields.date];
  const dates = seriesDates(fields.date, fields.recurrence);
  if (dates.length > maxSeriesDates) {
    throw badRequest('The series has too many dates', {
      'recurrence.until': [`A series can have at most ${maxSeriesDates} dates: end it sooner`],
    });
  }
  return dates;
}

/**
 * The event's changed dates that are still dates of its series after a change (none when it
 * no longer repeats), so that a changed rule keeps the changes that still apply.
 */
function overridesKept(
  before: EventRecord,
  fields: Pick<EventFields, 'date' | 'recurrence'>,
): OccurrenceOverride[] | undefined {
  if (!fields.recurrence || !before.overrides?.length) return undefined;
  const dates = new Set(datesOf(fields));
  const kept = before.overrides.filter((override) => dates.has(override.originalDate));
  return kept.length > 0 ? kept : undefined;
}

const changeableText = [
  'time',
  'title',
  'location',
  'description',
  'cost',
  'registrationUrl',
] as const;

/**
 * What a change to one date stores: only what differs from the series (a blank field, or one
 * equal to the series', is the series'), or nothing when it is the series' date as it was.
 */
function overrideOf(
  record: EventRecord,
  originalDate: string,
  change: OccurrenceChange,
): OccurrenceOverride | null {
  const text = changeableText.filter((field) => change[field] && change[field] !== record[field]);
  const override: OccurrenceOverride = {
    originalDate,
    ...(change.cancelled && { cancelled: true }),
    ...(change.date && change.date !== originalDate && { date: change.date }),
    ...Object.fromEntries(text.map((field) => [field, change[field]])),
  };
  return Object.keys(override).length > 1 ? override : null;
}

/** Unset optional fields read as blank, as the contract gives them. */
const sameValue = (stored: unknown, given: unknown) => isDeepStrictEqual(stored ?? '', given ?? '');

/** How many ids a feed event may try (its slug, then `-2`, `-3`...) before giving up. */
const maxIdAttempts = 20;

/** Staff changes to events, and outside feeds' upserts: each saved with its event.changed. */
export function eventsDomain(events: EventsRepository, outbox: Outbox) {
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
    fields: Partial<EventChanges>,
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
    const fields = { recurrence: undefined, ...withoutUid(event) };
    const unchanged = (Object.keys(fields) as Array<keyof typeof fields>).every((key) =>
      sameValue(existing[key], fields[key]),
    );
    if (existing.editedByStaff || unchanged) return existing;
    const changes = { ...existing, ...fields };
    datesOf(changes);
    return updateRecorded(
      existing,
      { ...fields, overrides: overridesKept(existing, changes) },
      { byStaff: false },
    );
  }

  /** A free id for a feed event: its slug, or the slug with the first free number after it. */
  async function insertExternal(
    event: ExternalEvent,
  ): Promise<{ record: EventRecord; created: boolean }> {
    const rest = withoutUid(event);
    const fields: EventFields = { ...rest, featured: false, kind: 'other' };
    datesOf(fields);
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
      datesOf(fields);
      if (await events.findById(id)) throw idTaken(id);
      let record: EventRecord;
      try {
        record = await insertRecorded(id, fields);
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw idTaken(id);
        throw error;
      }
      return present(record);
    },

    /**
     * Replaces the event's fields (left out: it no longer repeats); a series keeps the changes of
     * its dates that are still in it.
     */
    async update(id: string, fields: EventFields): Promise<VenueEvent> {
      const before = await events.findById(id);
      if (!before) throw notFound('No event with that id');
      const record = await updateRecorded(
        before,
        { recurrence: undefined, ...fields, overrides: overridesKept(before, fields) },
        { byStaff: true },
      );
      return present(record);
    },

    /** One date of a series, cancelled, moved or given text of its own ("this event"). */
    async changeOccurrence(
      id: string,
      originalDate: string,
      change: OccurrenceChange,
    ): Promise<VenueEvent> {
      const before = await events.findById(id);
      if (!before) throw notFound('No event with that id');
      if (!before.recurrence || !datesOf(before).includes(originalDate)) {
        throw notFound(`${before.title} has no date ${originalDate}`);
      }
      const override = overrideOf(before, originalDate, change);
      const others = (before.overrides ?? []).filter(
        (existing) => existing.originalDate !== originalDate,
      );
      const overrides = (override ? [...others, override] : others).sort((a, b) =>
        a.originalDate < b.originalDate ? -1 : 1,
      );
      const record = await updateRecorded(
        before,
        { overrides: overrides.length > 0 ? overrides : undefined },
        { byStaff: true },
      );
      return present(record);
    },

    async remove(id: string): Promise<void> {
      const record = await events.findById(id);
      if (!record) throw notFound('No event with that id');
      await outbox.record([changed('deleted', record)], async () => {
        if (!(await events.delete(id))) throw notFound('No event with that id');
      });
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
      return { event: present(record), created };
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
