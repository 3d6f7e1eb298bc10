import { getEnhancedEventsQueryOptions } from '@/features/ai-events/api/get-enhanced-events';
import { getUpcomingEventsQueryOptions } from '@/lib/get-upcoming-events';
import { AiEventsBoard } from '@/features/ai-events/components/ai-events-board';
import { Highlights } from '@/features/ai-events/components/highlights';

import type { PagePrefetch } from '../page-modules';

import './ai-events.css';

export const prefetch: PagePrefetch = (client) => [
  client.prefetchQuery(getUpcomingEventsQueryOptions()),
  client.prefetchQuery(getEnhancedEventsQueryOptions()),
];

export default function AiEventsRoute() {
  return (
    <>
      <section className="page-hero" aria-labelledby="ai-events-page-title">
        <div className="container">
          <h1 id="ai-events-page-title" className="page-hero__title">
            EVENT MANAGEMENT
          </h1>
          <p className="page-hero__lead">
            Upcoming pinball and arcade events updated from the staff portal
          </p>
          <Highlights />
        </div>
      </section>
      <div className="container ai-events-page__body">
        <AiEventsBoard />
      </div>
    </>
  );
}
