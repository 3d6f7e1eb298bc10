import { isDeepStrictEqual } from 'node:util';
import {
  eventIdFrom,
  type EventFields,
  type ExternalEvent,
  type VenueEvent,
} from '@venue/contracts/events';
import { conflict } from '@venue/service-kit/errors';
import { DuplicateKeyError } from '@venue/store/store.port';
import { datesOf, overridesKept, present, type EventRecords } from './event-records';
import type { EventRecord, EventsRepository } from './events.repository';

const withoutUid = ({ externalUid: _externalUid, ...fields }: ExternalEvent) => fields;

/** Unset optional fields read as blank, as the contract gives them. */
const sameValue = (stored: unknown, given: unknown) => isDeepStrictEqual(stored ?? '', given ?? '');

/** How many ids a feed event may try (its slug, then `-2`, `-3`...) before giving up. */
const maxIdAttempts = 20;

/** Outside feeds' events: created once by their uid, then kept as the feed has them. */
export function eventFeeds(events: EventsRepository, records: EventRecords) {
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
    return records.update(
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
        return { record: await records.insert(id, fields, externalUid), created: true };
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
  };
}
