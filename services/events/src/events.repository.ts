import type { EventFields, EventKind, OccurrenceOverride } from '@venue/contracts/events';
import type { Store } from '@venue/store/store.port';

export interface EventRecord extends Omit<EventFields, 'kind'> {
  /** Events saved before events had kinds have none: they are `other`. */
  kind?: EventKind;
  /** The event's slug, chosen by staff (or made from title and date for feed events). */
  id: string;
  /** The outside feed's uid, for events imported from one. */
  externalUid?: string;
  /** Set once staff change an imported event: the feed no longer overwrites it. */
  editedByStaff?: boolean;
  /** A series' dates that staff changed, by the date each replaces. */
  overrides?: OccurrenceOverride[];
  createdAt: Date;
  updatedAt: Date;
}

/** What a change may set: the event's fields and its changed dates. */
export type EventChanges = EventFields & { overrides?: OccurrenceOverride[] };

export async function eventsRepository(store: Store) {
  const events = await store.collection<EventRecord>('events', {
    indexes: [{ fields: { date: 1 } }, { fields: { externalUid: 1 }, unique: true, sparse: true }],
  });
  return {
    all: () => events.find({}, { sort: { date: 1 } }),
    count: () => events.count(),
    findById: (id: string) => events.findById(id),
    findByExternalUid: (externalUid: string) => events.findOne({ externalUid }),
    /** Refuses an id (or an outside uid) already taken with the store's DuplicateKeyError. */
    insert: (id: string, fields: EventFields, externalUid?: string) => {
      const now = new Date();
      return events.insert({
        ...fields,
        id,
        ...(externalUid !== undefined && { externalUid }),
        createdAt: now,
        updatedAt: now,
      });
    },
    /** Sets the fields given; one given as undefined (an event no longer repeating) is removed. */
    update: (id: string, fields: Partial<EventChanges>, options: { byStaff: boolean }) => {
      const entries = Object.entries(fields);
      const removed = entries.filter(([, value]) => value === undefined);
      return events.updateOne(
        { id },
        {
          $set: {
            ...Object.fromEntries(entries.filter(([, value]) => value !== undefined)),
            ...(options.byStaff && { editedByStaff: true }),
            updatedAt: new Date(),
          },
          ...(removed.length > 0 && {
            $unset: Object.fromEntries(removed.map(([key]) => [key, true as const])),
          }),
        },
      );
    },
    delete: (id: string) => events.deleteOne({ id }),
  };
}

export type EventsRepository = Awaited<ReturnType<typeof eventsRepository>>;
