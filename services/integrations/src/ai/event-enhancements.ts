import { eventsApi, upcomingLimitMax, type VenueEvent } from '@venue/contracts/events';
import { eventEnhanced, type EnhancedEvent } from '@venue/contracts/integrations';
import { UnrecoverableJobError } from '@venue/jobs/jobs.port';
import { AppError } from '@venue/service-kit/errors';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import type { ServiceClient } from '@venue/service-kit/service-client';
import type { EnhancementRecord, IntegrationsRepository } from '../integrations.repository';
import type { EventWriter } from './event-writer';

export const presentEnhancement = ({ id: _id, producedBy, ...content }: EnhancementRecord) =>
  ({
    ...content,
    producedBy: { ...producedBy, generatedAt: producedBy.generatedAt.toISOString() },
  }) satisfies EnhancedEvent;

/**
 * Marketing copy and layout suggestions for events, written by the configured writer (an AI
 * model, or the built-in copywriter) from the event as the events service has it now.
 */
export function eventEnhancements(options: {
  repository: IntegrationsRepository;
  outbox: Outbox;
  services: ServiceClient;
  writer: EventWriter;
}) {
  const { repository, outbox, services, writer } = options;

  /** The event as the events service has it, or undefined if it has none by that id. */
  async function findEvent(eventId: string): Promise<VenueEvent | undefined> {
    try {
      return await services.call('events', eventsApi.routes.event, { params: { id: eventId } });
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    }
  }

  async function remove(eventId: string): Promise<void> {
    if (!(await repository.enhancement(eventId))) return;
    await outbox.record([domainEvent(eventEnhanced, { eventId, change: 'removed' })], () =>
      repository.removeEnhancement(eventId),
    );
  }

  return {
    findEvent,

    /**
     * Writes and stores the event's content. An event that is gone has its content dropped and
     * answers undefined; a writer's failure leaves the stored content as it was.
     */
    async enhance(eventId: string): Promise<EnhancedEvent | undefined> {
      const event = await findEvent(eventId);
      if (!event) {
        await remove(eventId);
        return undefined;
      }
      let content;
      try {
        content = await writer.write(event);
      } catch (error) {
        // The writer has retried what a retry could mend: the job does not repeat it.
        const reason = error instanceof Error ? error.message : String(error);
        throw new UnrecoverableJobError(`the ${writer.writer} writer failed: ${reason}`);
      }
      const record: EnhancementRecord = {
        id: event.id,
        event,
        ...content,
        producedBy: {
          writer: writer.writer,
          ...(writer.model !== undefined && { model: writer.model }),
          generatedAt: new Date(),
        },
      };
      const saved = await outbox.record(
        [domainEvent(eventEnhanced, { eventId, change: 'enhanced' })],
        () => repository.saveEnhancement(record),
      );
      return presentEnhancement(saved);
    },

    remove,

    /**
     * The ids of the upcoming events the AI page lists that have no content here yet (past
     * events need none; a changed or new event gets its content through event.changed).
     */
    async withoutContent(): Promise<string[]> {
      const events = await services.call('events', eventsApi.routes.upcoming, {
        query: { limit: String(upcomingLimitMax) },
      });
      const written = await Promise.all(events.map((event) => repository.enhancement(event.id)));
      return events.filter((_event, index) => !written[index]).map((event) => event.id);
    },
  };
}

export type EventEnhancements = ReturnType<typeof eventEnhancements>;
