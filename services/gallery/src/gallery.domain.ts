import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  galleryChanged,
  objectIdOf,
  type GalleryImage,
  type StoredObject,
  type UploadType,
} from '@venue/contracts/gallery';
import { UnrecoverableJobError } from '@venue/jobs/jobs.port';
import { AppError, conflict, forbidden, notFound, unprocessable } from '@venue/service-kit/errors';
import type { Logger } from '@venue/service-kit/logger';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import { DuplicateKeyError } from '@venue/store/store.port';
import {
  cleanImage,
  makeImageVariants,
  TooManyPixelsError,
  UnreadableImageError,
} from './gallery.images';
import { objectPathOf, presentImage } from './gallery.read-model';
import type {
  GalleryEdit,
  GalleryFields,
  GalleryRepository,
  StoredVariant,
} from './gallery.repository';
import type { ObjectStore } from './object-store.port';
import type { ProofQuota } from './proof-quota';
import { dayIsSpent } from './score-proofs.domain';
import type { SignedUpload, UploadLinks } from './upload-links';
import { receiveUpload } from './upload-receiver';

export interface NewImage {
  filename: string;
  originalName: string;
  description: string;
  category: GalleryFields['category'];
  isVisible: boolean;
  uploadedAt?: string | undefined;
  gameId?: string | undefined;
}

export interface SeedImage {
  id: string;
  objectId: string;
  originalName: string;
  description: string;
  category: GalleryFields['category'];
  contentType: UploadType;
  bytes: Buffer;
}

/** The variants were made for a record that was deleted meanwhile. */
class RecordGone extends Error {}

const gone = () => new AppError(410, 'This upload link was already used');

/** Uploads, records and their variants: each change saved with its gallery.changed event. */
export async function galleryDomain(deps: {
  repository: GalleryRepository;
  objects: ObjectStore;
  outbox: Outbox;
  links: UploadLinks;
  quota: ProofQuota;
  logger: Logger;
}) {
  const { repository, objects, outbox, links, quota, logger } = deps;
  // Uploads arrive here before they are checked; nothing in it outlives a request.
  const incoming = await mkdtemp(path.join(os.tmpdir(), 'venue-gallery-uploads-'));

  const objectNotUploaded = () =>
    unprocessable('No uploaded image at that path', {
      filename: ['No uploaded image at that path: upload the file first'],
    });
  const objectTaken = () =>
    conflict('That image already has a gallery record', {
      filename: ['That image already has a gallery record'],
    });

  async function deleteObjects(objectIds: string[]) {
    try {
      await Promise.all(objectIds.map((objectId) => objects.delete(objectId)));
      await repository.objects.delete(objectIds);
    } catch (error) {
      logger.error({ err: error, objectIds }, 'gallery: stored objects could not be deleted');
    }
  }

  async function storeUpload(
    id: string,
    req: IncomingMessage,
    received: { bytes: number },
  ): Promise<{ contentType: UploadType; size: number }> {
    const file = path.join(incoming, id);
    try {
      const { type } = await receiveUpload(req, file, received);
      const cleaned = await cleanImage(file, type);
      await objects.put(id, cleaned);
      if (!(await repository.objects.stored(id, type, cleaned.length))) {
        // A photo never sent is deleted after its lifetime, even one still arriving then.
        await objects.delete(id);
        throw new AppError(410, 'This upload took too long: its link has expired');
      }
      return { contentType: type, size: cleaned.length };
    } catch (error) {
      await repository.objects
        .failed(id)
        .catch((markError: unknown) =>
          logger.warn({ err: markError, objectId: id }, 'gallery: a failed upload was not marked'),
        );
      if (error instanceof UnreadableImageError) {
        throw unprocessable('The file is not a readable image');
      }
      if (error instanceof TooManyPixelsError) throw unprocessable(error.message);
      throw error;
    } finally {
      await rm(file, { force: true });
    }
  }

  return {
    issueUploadUrl: () => ({ uploadURL: links.issue().uploadURL }),

    /** An uploaded object that is stored, with what it is for and a view link; 404 otherwise. */
    async storedObject(id: string): Promise<StoredObject> {
      const object = await repository.objects.find(id);
      if (object?.state !== 'stored' || !object.contentType || object.size === undefined) {
        throw notFound('No uploaded object with that id');
      }
      return {
        objectPath: objectPathOf(id),
        contentType: object.contentType,
        size: object.size,
        purpose: object.purpose ?? 'gallery',
        viewURL: links.viewURL(id),
      };
    },

    /**
     * Stores the body of a PUT to a signed link: the link is checked and claimed, and a score's
     * photo held against its address's day, before a byte is read, so a forged, expired or used
     * link, or a spent day, is refused at once.
     */
    async receive(id: string, link: SignedUpload, req: IncomingMessage) {
      const check = links.check(id, link);
      if (check === 'forged') throw forbidden('This upload link is not valid');
      if (check === 'expired') throw new AppError(410, 'This upload link has expired');
      try {
        await repository.objects.claim(id, link.purpose);
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw gone();
        throw error;
      }
      const day = link.client ? await quota.hold(link.client) : null;
      if (link.client && !day) {
        await repository.objects.failed(id);
        throw dayIsSpent();
      }
      const received = { bytes: 0 };
      try {
        const stored = await storeUpload(id, req, received);
        return { objectPath: objectPathOf(id), ...stored };
      } finally {
        if (day) await quota.settle(day, received.bytes);
      }
    },

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
      await deleteObjects([record.objectId, ...record.variants.map((variant) => variant.objectId)]);
    },

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
        await deleteObjects(variants.map((variant) => variant.objectId));
      }
    },

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

    /** Records still without variants (seeded, or whose event was missed): their ids. */
    async withoutVariants(): Promise<string[]> {
      return (await repository.all())
        .filter((record) => record.width === undefined)
        .map((record) => record.id);
    },

    async close() {
      await rm(incoming, { recursive: true, force: true });
    },
  };
}

export type GalleryDomain = Awaited<ReturnType<typeof galleryDomain>>;
