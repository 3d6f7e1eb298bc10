import { randomUUID } from 'node:crypto';
import { galleryChanged, objectIdOf, type GalleryImage } from '@venue/contracts/gallery';
import { conflict, notFound, unprocessable } from '@venue/service-kit/errors';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import { DuplicateKeyError } from '@venue/store/store.port';
import { objectPathOf, presentImage } from './gallery.read-model';
import type { GalleryEdit, GalleryFields, GalleryRepository } from './gallery.repository';
import type { StoredObjects } from './stored-objects';

interface NewImage {
  filename: string;
  originalName: string;
  description: string;
  category: GalleryFields['category'];
  isVisible: boolean;
  uploadedAt?: string | undefined;
  gameId?: string | undefined;
}

const objectNotUploaded = () =>
  unprocessable('No uploaded image at that path', {
    filename: ['No uploaded image at that path: upload the file first'],
  });
const objectTaken = () =>
  conflict('That image already has a gallery record', {
    filename: ['That image already has a gallery record'],
  });

/** Staff's records of uploaded images: each change saved with its gallery.changed event. */
export function imageRecords(deps: {
  repository: GalleryRepository;
  outbox: Outbox;
  stored: StoredObjects;
}) {
  const { repository, outbox, stored } = deps;
  return {
    async create(input: NewImage): Promise<GalleryImage> {
      const objectId = objectIdOf(input.filename);
      const object = await repository.objects.find(objectId);
      if (object?.state !== 'stored') throw objectNotUploaded();
      if (object.purpose === 'score-proof') {
        throw unprocessable('That upload is a photo of a score, not a gallery image', {
          filename: ['That upload is a photo of a score, not a gallery image'],
        });
      }
      if (await repository.findByObject(objectId)) throw objectTaken();
      const id = randomUUID();
      const fields: GalleryFields = {
        objectId,
        filename: objectPathOf(objectId),
        originalName: input.originalName,
        description: input.description,
        category: input.category,
        isVisible: input.isVisible,
        uploadedAt: input.uploadedAt ? new Date(input.uploadedAt) : new Date(),
        ...(input.gameId !== undefined && { gameId: input.gameId }),
      };
      const record = await outbox.record(
        [domainEvent(galleryChanged, { change: 'created', imageId: id })],
        async () => {
          try {
            return await repository.insert(fields, id);
          } catch (error) {
            // The unique index decides when two records race for one upload.
            if (error instanceof DuplicateKeyError) throw objectTaken();
            throw error;
          }
        },
      );
      return presentImage(record);
    },

    async update(id: string, edit: GalleryEdit): Promise<GalleryImage> {
      const record = await outbox.record(
        [domainEvent(galleryChanged, { change: 'updated', imageId: id })],
        async () => {
          const updated = await repository.update(id, edit);
          if (!updated) throw notFound('No gallery image with that id');
          return updated;
        },
      );
      return presentImage(record);
    },

    /** Deletes the record, then its original and variants. */
    async remove(id: string): Promise<void> {
      const record = await repository.findById(id);
      if (!record) throw notFound('No gallery image with that id');
      await outbox.record(
        [domainEvent(galleryChanged, { change: 'deleted', imageId: id })],
        async () => {
          if (!(await repository.delete(id))) throw notFound('No gallery image with that id');
        },
      );
      await stored.delete([record.objectId, ...record.variants.map((variant) => variant.objectId)]);
    },
  };
}
