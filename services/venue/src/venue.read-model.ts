import { venueChanged, type VenueSettings, type VenueSettingsFields } from '@venue/contracts/venue';
import { venueDayCache } from '@venue/venue-time/venue-time';
import { hoursOn, isAnnounced, upcomingExceptions } from './venue.calendar';
import type { VenueRepository, VenueSettingsRecord } from './venue.repository';

/** The settings as the site shows them on a venue date. */
function presentVenue(record: VenueSettingsRecord, today: string): VenueSettings {
  const upcoming = upcomingExceptions(record.exceptions, today);
  return {
    name: record.name,
    phone: record.phone,
    email: record.email,
    eventsEmail: record.eventsEmail,
    address: record.address,
    hours: record.hours,
    social: record.social,
    exceptions: upcoming,
    notices: upcoming.filter((exception) => isAnnounced(exception, today)),
    today: hoursOn(record, today),
    updatedAt: record.updatedAt ? record.updatedAt.toISOString() : null,
  };
}

/**
 * The stored settings, kept in memory (every public page reads them): read from the store at
 * start and on each change, by any process (see read-model.ts), and presented once per venue
 * day and change.
 */
export function venueReadModel(repository: VenueRepository, firstStart: VenueSettingsFields) {
  const unsaved: VenueSettingsRecord = {
    id: 'venue',
    ...firstStart,
    updatedAt: null,
    updatedBy: null,
  };
  let record = unsaved;
  let shown: { day: string; venue: VenueSettings } | undefined;
  const venueToday = venueDayCache();
  return {
    changedBy: [venueChanged],

    async reload(): Promise<void> {
      // Before the first start has stored them (a worker's copy), the defaults it will store.
      record = (await repository.read()) ?? unsaved;
      shown = undefined;
    },
    view(): VenueSettings {
      const day = venueToday();
      if (shown?.day !== day) shown = { day, venue: presentVenue(record, day) };
      return shown.venue;
    },
  };
}

export type VenueReadModel = ReturnType<typeof venueReadModel>;
