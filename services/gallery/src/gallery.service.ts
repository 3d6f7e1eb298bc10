import path from 'node:path';
import { z } from 'zod';
import {
  galleryApi,
  galleryChanged,
  makeVariantsQueue,
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
import { localObjectStore } from './object-store.local';
import { uploadLinks } from './upload-links';

export const galleryEnvSchema = z.object({
  /** How long an upload link stays usable after it is issued. */
  GALLERY_UPLOAD_URL_TTL_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1')
    .max(3600, 'must be at most 3600 (an hour)')
    .default(900),
  /** Whether a fresh store starts with the images the project ships (seed/). */
  GALLERY_SEED_IMAGES: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});
export type GalleryEnv = z.output<typeof galleryEnvSchema>;

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
  queues: { produces: [makeVariantsQueue], works: [makeVariantsQueue] },

  async build({ store, jobs, outbox, logger, config, dataDir, serving, sampleData }) {
    const repository = await galleryRepository(store);
    const objects = await localObjectStore(path.join(dataDir, 'objects'));
    const readModel = galleryReadModel(repository);
    const links = await uploadLinks(store, config.GALLERY_UPLOAD_URL_TTL_SECONDS * 1000);
    const domain = await galleryDomain({ repository, objects, outbox, readModel, links, logger });
    const seeded =
      serving && sampleData && config.GALLERY_SEED_IMAGES
        ? await domain.seedOnce(await readSeedImages())
        : 0;
    if (seeded > 0) logger.info({ seeded }, 'seeded the gallery with the shipped images');
    await readModel.reload();
    // Seeded records, and any whose event a crash lost: the job skips a record that has them.
    for (const imageId of await domain.withoutVariants()) {
      await queueVariants(jobs, imageId).catch((error: unknown) =>
        logger.warn({ err: error, imageId }, 'gallery: a variants job could not be queued'),
      );
    }
    return {
      handlers: galleryRoutes({ domain, readModel, repository, objects, logger }),
      readiness: { objects: () => objects.ping() },
      work: {
        workers: [{ queue: makeVariantsQueue, handler: variantsWorker(domain, logger) }],
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
        // Another gallery process (or the worker) may have made the change.
        listeners: [{ event: galleryChanged, handler: () => readModel.reload() }],
      },
      close: () => domain.close(),
    };
  },
});
