import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { StoredObject, UploadType } from '@venue/contracts/gallery';
import { AppError, forbidden, notFound, unprocessable } from '@venue/service-kit/errors';
import type { Logger } from '@venue/service-kit/logger';
import { DuplicateKeyError } from '@venue/store/store.port';
import { cleanImage, TooManyPixelsError, UnreadableImageError } from './gallery.images';
import { objectPathOf } from './gallery.read-model';
import type { GalleryRepository } from './gallery.repository';
import type { ObjectStore } from './object-store.port';
import type { ProofQuota } from './proof-quota';
import { dayIsSpent } from './score-proofs.domain';
import type { SignedUpload, UploadLinks } from './upload-links';
import { receiveUpload } from './upload-receiver';

const gone = () => new AppError(410, 'This upload link was already used');

/**
 * Staff's and players' uploads: a signed link issued, the bytes received to it, checked and
 * cleaned, and the stored object described.
 */
export async function imageUploads(deps: {
  repository: GalleryRepository;
  objects: ObjectStore;
  links: UploadLinks;
  quota: ProofQuota;
  logger: Logger;
}) {
  const { repository, objects, links, quota, logger } = deps;
  // Uploads arrive here before they are checked; nothing in it outlives a request.
  const incoming = await mkdtemp(path.join(os.tmpdir(), 'venue-gallery-uploads-'));

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

    async close() {
      await rm(incoming, { recursive: true, force: true });
    },
  };
}
