import { galleryChanged } from '@venue/contracts/gallery';
import { UnrecoverableJobError } from '@venue/jobs/jobs.port';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import { makeImageVariants } from './gallery.images';
import type { GalleryRepository, StoredVariant } from './gallery.repository';
import type { ObjectStore } from './object-store.port';
import type { StoredObjects } from './stored-objects';

/** The variants were made for a record that was deleted meanwhile. */
class RecordGone extends Error {}

/** Each image's smaller WebP copies, made by a job after its record is created. */
export function imageVariants(deps: {
  repository: GalleryRepository;
  objects: ObjectStore;
  outbox: Outbox;
  stored: StoredObjects;
}) {
  const { repository, objects, outbox, stored } = deps;
  return {
    /**
     * The gallery.make-variants job: idempotent (a record that has them, or is gone, is done),
     * and a record deleted while its variants were made loses them again.
     */
    async makeVariants(imageId: string): Promise<void> {
      const record = await repository.findById(imageId);
      if (!record || record.width !== undefined) return;
      const original = await objects.read(record.objectId);
      if (!original) throw new UnrecoverableJobError(`The original ${record.objectId} is missing`);
      const made = await makeImageVariants(original);
      const variants: StoredVariant[] = [];
      for (const variant of made.variants) {
        const objectId = `${record.objectId}-w${variant.width}`;
        await objects.put(objectId, variant.bytes);
        await repository.objects.saved(objectId, 'image/webp', variant.bytes.length);
        variants.push({ width: variant.width, objectId });
      }
      try {
        await outbox.record(
          [domainEvent(galleryChanged, { change: 'variants', imageId })],
          async () => {
            const updated = await repository.setVariants(
              imageId,
              { width: made.width, height: made.height },
              variants,
            );
            if (!updated) throw new RecordGone();
          },
        );
      } catch (error) {
        if (!(error instanceof RecordGone)) throw error;
        await stored.delete(variants.map((variant) => variant.objectId));
      }
    },

    /** Records still without variants (seeded, or whose event was missed): their ids. */
    async withoutVariants(): Promise<string[]> {
      return (await repository.all())
        .filter((record) => record.width === undefined)
        .map((record) => record.id);
    },
  };
}
