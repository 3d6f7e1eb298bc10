import type { QueryClient } from '@tanstack/react-query';

import { PageHero } from '@/components/layouts/page-hero';
import { paths } from '@/config/paths';
import { venue } from '@/config/venue';
import { getCalendarQueryOptions } from '@/features/events/api/get-calendar';
import { EventsCalendar } from '@/features/events/components/events-calendar';
import { MoreInfo } from '@/features/events/components/more-info';

import { type PagePrefetch, pageDatedBy, type SitemapEntry } from '../../page-modules';

export const prefetch: PagePrefetch = (client) => [
  client.prefetchInfiniteQuery(getCalendarQueryOptions()),
];

/** The calendar once, dated by the newest change to an event its first window shows. */
export const sitemap = async (client: QueryClient): Promise<SitemapEntry[]> => {
  const { pages } = await client.fetchInfiniteQuery(getCalendarQueryOptions());
  const first = pages[0];
  const shown = [...(first?.featured ?? []), ...(first?.events ?? []), ...(first?.past ?? [])];
  return pageDatedBy(
    paths.events.getHref(),
    shown.map((event) => event.updatedAt),
  );
};

export default function EventsRoute() {
  return (
    <>
      <PageHero
        titleId="events-page-title"
        eyebrow={'Tournaments\u00a0· Leagues\u00a0· Events'}
        title="Events Calendar"
        lead={
          <>
            League nights, IFPA-sanctioned tournaments and special events at The Forks, powered by
            the {venue.community.name}.
          </>
        }
      />
      <div className="container events-page__body">
        <div>
          <EventsCalendar />
        </div>
        <MoreInfo />
      </div>
    </>
  );
}
