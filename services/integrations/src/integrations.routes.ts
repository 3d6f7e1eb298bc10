import { randomUUID } from 'node:crypto';
import {
  enhanceEventQueue,
  type EnhancedEvent,
  type integrationsApi,
} from '@venue/contracts/integrations';
import { JobFailedError, JobTimeoutError, type Jobs } from '@venue/jobs/jobs.port';
import type { Handlers } from '@venue/service-kit/api-router';
import { AppError, notFound } from '@venue/service-kit/errors';
import type { CurrentWeather } from './weather/current-weather';
import type { EnhancedEventsReadModel } from './ai/enhanced-events.read-model';
import type { EventEnhancements } from './ai/event-enhancements';

/** The integrations service's declared routes (packages/contracts/src/integrations.ts). */
export function integrationsRoutes(options: {
  weather: CurrentWeather;
  enhancements: EventEnhancements;
  enhancedEvents: EnhancedEventsReadModel;
  jobs: Jobs;
  /** How long Enhance waits for the writer before answering 202 with the job's id. */
  enhanceWaitMs: number;
}): Handlers<typeof integrationsApi> {
  const { weather, enhancements, enhancedEvents, jobs, enhanceWaitMs } = options;
  const contentOf = async (eventId: string) => {
    const content = await enhancedEvents.content(eventId);
    if (!content) throw notFound('This event has no generated content yet: enhance it first');
    return content;
  };
  return {
    weather: () => weather.current(),
    enhancedEvents: ({ query }) => enhancedEvents.upcoming(query.limit),
    marketing: async ({ params }) => (await contentOf(params.id)).marketing,
    layout: async ({ params }) => (await contentOf(params.id)).layout,
    enhance: async ({ params }, _req, res) => {
      if (!(await enhancements.findEvent(params.id))) throw notFound('No event with that id');
      const jobId = `enhance-${params.id}-${randomUUID()}`;
      try {
        const enhanced = await jobs.addAndWait<{ eventId: string }, EnhancedEvent | undefined>(
          enhanceEventQueue,
          { eventId: params.id },
          { jobId, timeoutMs: enhanceWaitMs },
        );
        if (!enhanced) throw notFound('No event with that id');
        return enhanced;
      } catch (error) {
        if (error instanceof JobTimeoutError) {
          res.status(202);
          return { jobId };
        }
        if (error instanceof JobFailedError) {
          throw new AppError(502, `The event could not be enhanced: ${error.message}`);
        }
        throw error;
      }
    },
  };
}
