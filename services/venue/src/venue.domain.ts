import { venueChanged, type VenueSettingsFields } from '@venue/contracts/venue';
import { badRequest } from '@venue/service-kit/errors';
import type { Logger } from '@venue/service-kit/logger';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import { venueToday } from '@venue/venue-time/venue-time';
import type { VenueReadModel } from './venue.read-model';
import type { VenueRepository } from './venue.repository';

/** Exceptions are for days to come: one dated before today would never be shown. */
function refusePastExceptions(settings: VenueSettingsFields, today: string) {
  const errors: Record<string, string[]> = {};
  settings.exceptions.forEach((exception, index) => {
    if (exception.date < today) {
      errors[`exceptions.${index}.date`] = [
        `Date ${exception.date} has passed: exceptions are for today (${today}) or later`,
      ];
    }
  });
  if (Object.keys(errors).length > 0) throw badRequest('The request is not valid', errors);
}

export function venueDomain(deps: {
  repository: VenueRepository;
  outbox: Outbox;
  readModel: VenueReadModel;
  logger: Logger;
}) {
  const { repository, outbox, readModel, logger } = deps;
  return {
    /** Stores the first start's settings (from the environment) when none are stored yet. */
    async storeFirstStart(settings: VenueSettingsFields): Promise<void> {
      if (await repository.storeIfNone(settings)) {
        logger.info('venue: stored the first start’s settings from the environment');
      }
    },

    /** Replaces every setting; the public reads and pages follow by the event. */
    async save(settings: VenueSettingsFields, username: string) {
      refusePastExceptions(settings, venueToday());
      const at = new Date();
      await outbox.record([domainEvent(venueChanged, { updatedAt: at.toISOString() })], () =>
        repository.save(settings, { at, by: username }),
      );
      // The change shows before its event leaves (the host's read model: read-model.ts).
      return readModel.view();
    },
  };
}

export type VenueDomain = ReturnType<typeof venueDomain>;
