import { z } from 'zod';
import {
  expireScoreProofsQueue,
  galleryApi,
  galleryChanged,
  makeVariantsQueue,
  uploadLimits,
  type GalleryChangedEvent,
} from '@venue/contracts/gallery';
import type { Jobs } from '@venue/jobs/jobs.port';
import type { Logger } from '@venue/service-kit/logger';
import { defineService } from '@venue/service-kit/service-module';
import { galleryDomain, type GalleryDomain } from './gallery.domain';
import { galleryReadModel } from './gallery.read-model';
import { galleryRepository } from './gallery.repository';
import { galleryRoutes } from './gallery.routes';
import { readSeedImages } from './gallery.seed';
import { openObjectStore, withObjectStoreEnv } from './object-store.config';
import { proofQuota } from './proof-quota';
import { scoreProofsDomain } from './score-proofs.domain';
import { uploadLinks } from './upload-links';

const maxPhotoMb = uploadLimits.maxBytes / 1024 / 1024;
/** How often photos never sent with a score are looked for, to delete those past their lifetime. */
const expireProofsEveryMs = 5 * 60 * 1000;

const galleryOwnEnvSchema = z.object({
  /** How long an upload link stays usable after it is issued. */
  GALLERY_UPLOAD_URL_TTL_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1')
    .max(3600, 'must be at most 3600 (an hour)')
    .default(900),
  /**
   * How long a score's photo never sent with its score is kept, from its upload. Its sweep
   * comes every 5 minutes: at most 55 minutes keeps it gone within the hour.
   */
  GALLERY_UNSUBMITTED_PROOF_TTL_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1')
    .max(3300, 'must be at most 3300 (55 minutes)')
    .default(1800),
  /**
   * The megabytes of scores' photos one address may send in a venue day. The floor's players
   * may share the venue's one address: 100 MB is 30 or more phone photos (12 MP is 2 to 5 MB).
   */
  GALLERY_PROOF_DAILY_MB_PER_ADDRESS: z.coerce
    .number({ error: 'must be a whole number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(maxPhotoMb, `must be at least ${maxPhotoMb} (one photo)`)
    .max(100_000, 'must be at most 100000')
    .default(100),
  /** Whether a fresh store starts with the images the project ships (seed/). */
  GALLERY_SEED_IMAGES: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});
/** The gallery's settings and its object store's. */
export const galleryEnvSchema = withObjectStoreEnv(galleryOwnEnvSchema);

/** The variants job, logging the last failure: the record keeps showing its original. */
const variantsWorker =
  (domain: GalleryDomain, logger: Logger) =>
  async (
    { imageId }: { imageId: string },
    { jobId, attempt }: { jobId: string; attempt: number },
  ) => {
    try {
      await domain.makeVariants(imageId);
    } catch (error) {
      if (attempt >= (makeVariantsQueue.attempts ?? 1)) {
        logger.error(
          { err: error, imageId, jobId, attempt },
          'gallery: no variants could be made; the original is shown',
        );
      }
      throw error;
    }
  };

/** One job per record: its id makes a second request for the same record the same job. */
const queueVariants = (jobs: Jobs, imageId: string) =>
  jobs.add(makeVariantsQueue, { imageId }, { jobId: `variants-${imageId}` });

export const galleryService = defineService({
  name: 'gallery',
  api: galleryApi,
  env: galleryEnvSchema,
  publishes: [galleryChanged],
  queues: {
    produces: [makeVariantsQueue, expireScoreProofsQueue],
    works: [makeVariantsQueue, expireScoreProofsQueue],
  },

  async build({ store, jobs, outbox, logger, config, dataDir, serving, sampleData }) {
    const repository = await galleryRepository(store);
    const objects = await openObjectStore(config, dataDir);
    const readModel = galleryReadModel(repository);
    const links = await uploadLinks(store, config.GALLERY_UPLOAD_URL_TTL_SECONDS * 1000);
    const quota = await proofQuota(store, config.GALLERY_PROOF_DAILY_MB_PER_ADDRESS * 1024 * 1024);
    const domain = await galleryDomain({
      repository,
      objects,
      outbox,
      links,
      quota,
      logger,
    });
    const proofs = scoreProofsDomain({
      repository,
      objects,
      links,
      quota,
      lifetimeMs: config.GALLERY_UNSUBMITTED_PROOF_TTL_SECONDS * 1000,
      logger,
    });
    const seeded =
      serving && sampleData && config.GALLERY_SEED_IMAGES
        ? await domain.seedOnce(await readSeedImages())
        : 0;
    if (seeded > 0) logger.info({ seeded }, 'seeded the gallery with the shipped images');
    // Seeded records, and any whose event a crash lost: the job skips a record that has them.
    for (const imageId of await domain.withoutVariants()) {
      await queueVariants(jobs, imageId).catch((error: unknown) =>
        logger.warn({ err: error, imageId }, 'gallery: a variants job could not be queued'),
      );
    }
    return {
      handlers: galleryRoutes({ domain, proofs, readModel, repository, objects, links, logger }),
      readiness: { objects: () => objects.ping() },
      work: {
        workers: [
          { queue: makeVariantsQueue, handler: variantsWorker(domain, logger) },
          { queue: expireScoreProofsQueue, handler: () => proofs.expireUnsubmitted() },
        ],
        // At start too: a photo's lifetime counts from its stored upload, through any restart.
        schedules: [
          {
            queue: expireScoreProofsQueue,
            id: 'score-proofs-expire-every-5-minutes',
            when: { everyMs: expireProofsEveryMs },
            payload: {},
          },
        ],
        // Through the outbox's event, so a saved record always gets its job, Redis or not.
        subscriptions: [
          {
            event: galleryChanged,
            as: 'gallery-variants',
            handler: async ({ change, imageId }: GalleryChangedEvent) => {
              if (change === 'created') await queueVariants(jobs, imageId);
            },
          },
        ],
      },
      readModel,
      close: async () => {
        await domain.close();
        await objects.close();
      },
    };
  },
});
