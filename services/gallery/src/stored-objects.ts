import type { Logger } from '@venue/service-kit/logger';
import type { GalleryRepository } from './gallery.repository';
import type { ObjectStore } from './object-store.port';

/** Deletes stored objects (an image's original and variants) and their records; logs a failure. */
export function storedObjects(deps: {
  repository: GalleryRepository;
  objects: ObjectStore;
  logger: Logger;
}) {
  const { repository, objects, logger } = deps;
  return {
    async delete(objectIds: string[]) {
      try {
        await Promise.all(objectIds.map((objectId) => objects.delete(objectId)));
        await repository.objects.delete(objectIds);
      } catch (error) {
        logger.error({ err: error, objectIds }, 'gallery: stored objects could not be deleted');
      }
    },
  };
}

export type StoredObjects = ReturnType<typeof storedObjects>;
