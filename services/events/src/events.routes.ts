import {
  fetchExternalEvents,
  type eventsApi,
  type FetchNewEventsResult,
} from '@venue/contracts/events';
import { JobFailedError, JobTimeoutError, type Jobs } from '@venue/jobs/jobs.port';
import type { Handlers } from '@venue/service-kit/api-router';
import { AppError, notFound } from '@venue/service-kit/errors';
import { pageReply } from '@venue/service-kit/paging';
import type { EventsDomain } from './events.domain';
import type { EventsReadModel } from './events.read-model';

/** How long Fetch New Events waits for the integrations service to read the feeds. */
const fetchWaitMs = 8_000;

/** The events service's declared routes (packages/contracts/src/events.ts), each onto the domain. */
export function eventsRoutes(
  events: EventsDomain,
  readModel: EventsReadModel,
  jobs: Jobs,
): Handlers<typeof eventsApi> {
  return {
    list: ({ query, url }) => pageReply(url, readModel.list(query)),
    featured: () => readModel.featured(),
    upcoming: ({ query }) => readModel.upcoming(query.limit),
    calendar: () => readModel.calendar(),
    occurrences: ({ query }) => readModel.occurrences(query),
    event: ({ params }) => {
      const found = readModel.event(params.id);
      if (!found) throw notFound('No event with that id');
      return found;
    },
    eventCalendar: ({ params }) => {
      const file = readModel.eventCalendar(params.id);
      if (!file) throw notFound('No event with that id');
      return file;
    },
    create: async ({ body: { id, ...fields } }, _req, res) => {
      const event = await events.create(id, fields);
      res.status(201);
      return event;
    },
    fetchNew: async (): Promise<FetchNewEventsResult> => {
      try {
        return await jobs.addAndWait<Record<string, never>, FetchNewEventsResult>(
          fetchExternalEvents,
          {},
          { timeoutMs: fetchWaitMs },
        );
      } catch (error) {
        if (error instanceof JobTimeoutError) {
          throw new AppError(504, 'The feeds are slow to answer; new events will appear shortly');
        }
        const reason = error instanceof JobFailedError ? `: ${error.message}` : '';
        throw new AppError(502, `No event feed could be read right now${reason}`);
      }
    },
    upsertExternal: async ({ body }, _req, res) => {
      const result = await events.upsertExternal(body);
      res.status(result.created ? 201 : 200);
      return result;
    },
    update: ({ params, body }) => events.update(params.id, body),
    changeOccurrence: ({ params, body }) => events.changeOccurrence(params.id, params.date, body),
    remove: async ({ params }, _req, res) => {
      await events.remove(params.id);
      res.status(204).end();
    },
  };
}
