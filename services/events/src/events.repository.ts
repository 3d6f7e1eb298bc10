import type { EventFields } from '@venue/contracts/events';
import type { Store } from '@venue/store/store.port';

export interface EventRecord extends EventFields {
  /** The event's slug, chosen by staff (or made from title and date for feed events). */
  id: string;
  /** The outside feed's uid, for events imported from one. */
  externalUid?: string;
  /** Set once staff change an imported event: the feed no longer overwrites it. */
  editedByStaff?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

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
    update: (id: string, fields: Partial<EventFields>, options: { byStaff: boolean }) =>
      events.updateOne(
        { id },
        {
          $set: {
            ...fields,
            ...(options.byStaff && { editedByStaff: true }),
            updatedAt: new Date(),
          },
        },
      ),
    delete: (id: string) => events.deleteOne({ id }),
  };
}

export type EventsRepository = Awaited<ReturnType<typeof eventsRepository>>;
