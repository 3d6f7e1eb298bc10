import { eventsApi, type FetchNewEventsResult } from '@venue/contracts/events';
import type { Logger } from '@venue/service-kit/logger';
import type { ServiceClient } from '@venue/service-kit/service-client';
import { venueToday } from '@venue/venue-time/venue-time';
import { FeedError, readFeed } from './feed-reader';

/**
 * Reads every configured feed and upserts its events by uid through the events service, which
 * gives new ones their slugs and keeps staff's edits. A feed that cannot be read or is
 * malformed is reported and skipped whole; when none could be read the run fails.
 */
export function feedImport(options: {
  feeds: string[];
  timeoutMs: number;
  services: ServiceClient;
  logger: Logger;
}) {
  const { feeds, timeoutMs, services, logger } = options;
  return async function importFeeds(): Promise<FetchNewEventsResult> {
    const today = venueToday();
    let newEventsCount = 0;
    const feedErrors: FetchNewEventsResult['feedErrors'] = [];
    for (const url of feeds) {
      let events, takenOnce;
      try {
        ({ events, takenOnce } = await readFeed(url, { today, timeoutMs }));
      } catch (error) {
        if (!(error instanceof FeedError)) throw error;
        logger.warn({ url, reason: error.reason }, 'integrations: an event feed was not imported');
        feedErrors.push({ url, reason: error.reason });
        continue;
      }
      for (const { externalUid, reason } of takenOnce) {
        logger.warn(
          { url, externalUid, reason },
          'integrations: a repeating feed event was taken at its first date only',
        );
      }
      for (const event of events) {
        const { created } = await services.call('events', eventsApi.routes.upsertExternal, {
          body: event,
        });
        if (created) newEventsCount += 1;
      }
      logger.info({ url, events: events.length }, 'integrations: event feed imported');
    }
    if (feeds.length > 0 && feedErrors.length === feeds.length) {
      throw new Error(feedErrors.map(({ url, reason }) => `${url}: ${reason}`).join('; '));
    }
    return { newEventsCount, feedErrors };
  };
}
