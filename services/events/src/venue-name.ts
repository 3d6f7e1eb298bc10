import { venueSettingsApi } from '@venue/contracts/venue';
import type { Logger } from '@venue/service-kit/logger';
import type { ServiceClient } from '@venue/service-kit/service-client';

/**
 * The calendar feed's name follows the venue's name as staff keep it (`Forks Arcade Events`):
 * asked of the venue service at the first use and whenever it changes. Until it answers, the
 * configured name holds. `onChange` runs when the name changes (the feed is made again from the
 * events as they are: nothing is read again).
 */
export function venueCalendarName(options: {
  services: ServiceClient;
  logger: Logger;
  fallback: string;
  onChange: () => void;
}) {
  const { services, logger, fallback, onChange } = options;
  let venueName: string | undefined;
  let asking: Promise<void> | undefined;

  const ask = () =>
    (asking ??= services
      .call('venue', venueSettingsApi.routes.settings)
      .then(({ name }) => {
        if (name === venueName) return;
        venueName = name;
        onChange();
      })
      .catch((error: unknown) => {
        logger.warn(
          { err: error },
          'events: the venue did not answer; the calendar keeps its name',
        );
      })
      .finally(() => {
        asking = undefined;
      }));

  return {
    get calendarName(): string {
      if (venueName === undefined) void ask();
      return venueName === undefined ? fallback : `${venueName} Events`;
    },
    /** Asks the venue service again (on `venue.changed`). */
    ask,
  };
}
