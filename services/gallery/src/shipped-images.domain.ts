import { galleryChanged, type UploadType } from '@venue/contracts/gallery';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import { DuplicateKeyError } from '@venue/store/store.port';
import { objectPathOf } from './gallery.read-model';
import type { GalleryFields, GalleryRepository } from './gallery.repository';
import type { ObjectStore } from './object-store.port';

export interface SeedImage {
  id: string;
  objectId: string;
  originalName: string;
  description: string;
  category: GalleryFields['category'];
  contentType: UploadType;
  bytes: Buffer;
}

/** The images the project ships (seed/), given to a new store once. */
export function shippedImages(deps: {
  repository: GalleryRepository;
  objects: ObjectStore;
  outbox: Outbox;
}) {
  const { repository, objects, outbox } = deps;
  return {
    /**
     * First start: the images the project ships, once per store (deleting them all does not
     * bring them back). Fixed ids make a second process seeding at the same moment harmless.
     */
    async seedOnce(images: SeedImage[]): Promise<number> {
      if (await repository.seeded()) return 0;
      let added = 0;
      const now = Date.now();
      for (const [index, image] of images.entries()) {
        await objects.put(image.objectId, image.bytes);
        await repository.objects.saved(image.objectId, image.contentType, image.bytes.length);
        try {
          await outbox.record(
            [domainEvent(galleryChanged, { change: 'created', imageId: image.id })],
            () =>
              repository.insert(
                {
                  objectId: image.objectId,
                  filename: objectPathOf(image.objectId),
                  originalName: image.originalName,
                  description: image.description,
                  category: image.category,
                  isVisible: true,
                  // A minute apart, so the newest-first order is the order they are listed in.
                  uploadedAt: new Date(now - index * 60_000),
                },
                image.id,
              ),
          );
          added += 1;
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
        }
      }
      await repository.markSeeded();
      return added;
    },
  };
}
