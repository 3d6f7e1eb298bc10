import { venueSettingsApi } from '@venue/contracts/venue';
import type { Logger } from '@venue/service-kit/logger';
import type { ServiceClient } from '@venue/service-kit/service-client';

/**
 * The messages' sign-off: the venue's name as staff keep it, asked of the venue service for
 * each message (a few a day); the configured name (`VENUE_NAME`) when the venue service does
 * not answer.
 */
export function venueSignOff(services: ServiceClient, logger: Logger, fallback: string) {
  return async (): Promise<string> => {
    try {
      return (await services.call('venue', venueSettingsApi.routes.settings)).name;
    } catch (error) {
      logger.warn({ err: error }, 'operations: the venue did not answer; the mail signs as usual');
      return fallback;
    }
  };
}
