import {
  type EventFields,
  type OccurrenceChange,
  type OccurrenceOverride,
  type VenueEvent,
} from '@venue/contracts/events';
import { conflict, notFound } from '@venue/service-kit/errors';
import { DuplicateKeyError } from '@venue/store/store.port';
import { datesOf, overridesKept, present, type EventRecords } from './event-records';
import type { EventRecord, EventsRepository } from './events.repository';

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

/** Staff's changes to events: created, replaced, one date of a series changed, deleted. */
export function eventEdits(events: EventsRepository, records: EventRecords) {
  const idTaken = (id: string) =>
    conflict(`An event with the id ${id} already exists`, {
      id: ['An event with this ID already exists'],
    });

  return {
    async create(id: string, fields: EventFields): Promise<VenueEvent> {
      datesOf(fields);
      if (await events.findById(id)) throw idTaken(id);
      let record: EventRecord;
      try {
        record = await records.insert(id, fields);
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
      const record = await records.update(
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
      const record = await records.update(
        before,
        { overrides: overrides.length > 0 ? overrides : undefined },
        { byStaff: true },
      );
      return present(record);
    },

    async remove(id: string): Promise<void> {
      const record = await events.findById(id);
      if (!record) throw notFound('No event with that id');
      await records.remove(record);
    },
  };
}
