import type { QueryClient } from '@tanstack/react-query';

import { paths } from '@/config/paths';
import { venue } from '@/config/venue';
import { getCalendarQueryOptions } from '@/features/events/api/get-calendar';
import { eventTitleId } from '@/features/events/components/event-card';
import { EventsCalendar } from '@/features/events/components/events-calendar';
import { MoreInfo } from '@/features/events/components/more-info';
import { venueDateNow } from '@/lib/venue-time';

import type { PagePrefetch } from '../../page-modules';

export const prefetch: PagePrefetch = (client) => [
  client.prefetchInfiniteQuery(getCalendarQueryOptions()),
];

/** Each upcoming event of the calendar's first window in the sitemap, at its card on this page. */
export const sitemap = async (client: QueryClient) => {
  const { pages } = await client.fetchInfiniteQuery(getCalendarQueryOptions());
  const today = venueDateNow();
  const first = pages[0];
  const shown = [
    ...(first?.featured ?? []),
    ...(first?.events ?? []).filter((event) => event.date >= today),
  ];
  return [...new Set(shown.map((event) => event.id))].map(
    (id) => `${paths.events.getHref()}#${eventTitleId(id)}`,
  );
};

export default function EventsRoute() {
  return (
    <>
      <section className="page-hero" aria-labelledby="events-page-title">
        <div className="container">
          <p className="eyebrow">{'Tournaments\u00a0· Leagues\u00a0· Events'}</p>
          <h1 id="events-page-title" className="page-hero__title">
            Events Calendar
          </h1>
          <p className="page-hero__lead">
            League nights, IFPA-sanctioned tournaments and special events at The Forks, powered by
            the {venue.community.name}.
          </p>
        </div>
      </section>
      <div className="container events-page__body">
        <div>
          <EventsCalendar />
        </div>
        <MoreInfo />
      </div>
    </>
  );
}
