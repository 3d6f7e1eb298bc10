import { maxSeriesDates } from '@venue/contracts/event-recurrence';
import { eventChanged, type EventFields, type OccurrenceOverride } from '@venue/contracts/events';
import { badRequest, notFound } from '@venue/service-kit/errors';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
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

export const present = (record: EventRecord) => presentEvent(record, venueToday());

/** The series' dates; refused when the rule gives more than a series may have. */
export function datesOf(fields: Pick<EventFields, 'date' | 'recurrence'>): string[] {
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
export function overridesKept(
  before: EventRecord,
  fields: Pick<EventFields, 'date' | 'recurrence'>,
): OccurrenceOverride[] | undefined {
  if (!fields.recurrence || !before.overrides?.length) return undefined;
  const dates = new Set(datesOf(fields));
  const kept = before.overrides.filter((override) => dates.has(override.originalDate));
  return kept.length > 0 ? kept : undefined;
}

/** An event's writes, each saved with its event.changed (staff's and the feeds' alike). */
export function eventRecords(events: EventsRepository, outbox: Outbox) {
  return {
    insert(id: string, fields: EventFields, externalUid?: string) {
      const record: EventRecord = { ...fields, id, createdAt: new Date(), updatedAt: new Date() };
      return outbox.record([changed('created', record)], () =>
        events.insert(id, fields, externalUid),
      );
    },

    update(before: EventRecord, fields: Partial<EventChanges>, options: { byStaff: boolean }) {
      return outbox.record([changed('updated', { ...before, ...fields })], async () => {
        const updated = await events.update(before.id, fields, options);
        if (!updated) throw notFound('No event with that id');
        return updated;
      });
    },

    async remove(record: EventRecord) {
      await outbox.record([changed('deleted', record)], async () => {
        if (!(await events.delete(record.id))) throw notFound('No event with that id');
      });
    },
  };
}

export type EventRecords = ReturnType<typeof eventRecords>;
