import type { QueryClient } from '@tanstack/react-query';

import { PageHero } from '@/components/layouts/page-hero';
import { paths } from '@/config/paths';
import { getEnhancedEventsQueryOptions } from '@/features/ai-events/api/get-enhanced-events';
import { getUpcomingEventsQueryOptions } from '@/lib/get-upcoming-events';
import { AiEventsBoard } from '@/features/ai-events/components/ai-events-board';
import { Highlights } from '@/features/ai-events/components/highlights';

import { type PagePrefetch, pageDatedBy, type SitemapEntry } from '../page-modules';

import './ai-events.css';

export const prefetch: PagePrefetch = (client) => [
  client.prefetchQuery(getUpcomingEventsQueryOptions()),
  client.prefetchQuery(getEnhancedEventsQueryOptions()),
];

/** Dated by the newest change to an upcoming event or to the copy written for one. */
export const sitemap = async (client: QueryClient): Promise<SitemapEntry[]> => {
  const [events, enhanced] = await Promise.all([
    client.fetchQuery(getUpcomingEventsQueryOptions()),
    client.fetchQuery(getEnhancedEventsQueryOptions()),
  ]);
  return pageDatedBy(paths.aiEvents.getHref(), [
    ...events.map((event) => event.updatedAt),
    ...enhanced.map((content) => content.producedBy.generatedAt),
  ]);
};

export default function AiEventsRoute() {
  return (
    <>
      <PageHero
        titleId="ai-events-page-title"
        title="EVENT MANAGEMENT"
        lead="Upcoming pinball and arcade events updated from the staff portal"
      >
        <Highlights />
      </PageHero>
      <div className="container ai-events-page__body">
        <AiEventsBoard />
      </div>
    </>
  );
}
