import type { Logger } from '@venue/service-kit/logger';
import type { Outbox } from '@venue/service-kit/outbox';
import type { GalleryRepository } from './gallery.repository';
import { imageRecords } from './image-records.domain';
import { imageUploads } from './image-uploads.domain';
import { imageVariants } from './image-variants.domain';
import type { ObjectStore } from './object-store.port';
import type { ProofQuota } from './proof-quota';
import { shippedImages } from './shipped-images.domain';
import { storedObjects } from './stored-objects';
import type { UploadLinks } from './upload-links';

/**
 * The gallery's use cases, each in its own file: uploads, staff's records of images, their
 * variants, and the images the project ships.
 */
export async function galleryDomain(deps: {
  repository: GalleryRepository;
  objects: ObjectStore;
  outbox: Outbox;
  links: UploadLinks;
  quota: ProofQuota;
  logger: Logger;
}) {
  const stored = storedObjects(deps);
  return {
    ...(await imageUploads(deps)),
    ...imageRecords({ ...deps, stored }),
    ...imageVariants({ ...deps, stored }),
    ...shippedImages(deps),
  };
}

export type GalleryDomain = Awaited<ReturnType<typeof galleryDomain>>;
