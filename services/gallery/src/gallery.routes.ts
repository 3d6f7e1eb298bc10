import { pipeline } from 'node:stream/promises';
import type { galleryApi } from '@venue/contracts/gallery';
import type { Handlers } from '@venue/service-kit/api-router';
import { notFound } from '@venue/service-kit/errors';
import { pageReply } from '@venue/service-kit/paging';
import type { Logger } from '@venue/service-kit/logger';
import type { GalleryDomain } from './gallery.domain';
import type { GalleryReadModel } from './gallery.read-model';
import type { GalleryRepository } from './gallery.repository';
import type { ObjectStore } from './object-store.port';

/** An object id never names other bytes: browsers may keep an image for a year untouched. */
const foreverCache = 'public, max-age=31536000, immutable';

/** The gallery's declared routes (packages/contracts/src/gallery.ts), each onto the domain. */
export function galleryRoutes(deps: {
  domain: GalleryDomain;
  readModel: GalleryReadModel;
  repository: GalleryRepository;
  objects: ObjectStore;
  logger: Logger;
}): Handlers<typeof galleryApi> {
  const { domain, readModel, repository, objects, logger } = deps;
  return {
    list: ({ query, identity, url }) =>
      pageReply(url, readModel.list(identity ? 'staff' : 'public', query)),
    counts: ({ identity }) => readModel.counts(identity ? 'staff' : 'public'),
    create: async ({ body }, _req, res) => {
      const image = await domain.create(body);
      res.status(201);
      return image;
    },
    update: ({ params, body }) => domain.update(params.id, body),
    remove: async ({ params }, _req, res) => {
      await domain.remove(params.id);
      res.status(204).end();
    },
    uploadUrl: (_input, _req, res) => {
      res.status(201);
      return domain.issueUploadUrl();
    },
    proofUploadUrl: (_input, _req, res) => {
      res.status(201);
      return domain.issueProofUploadUrl();
    },
    storedObject: ({ params }) => domain.storedObject(params.id),
    putObject: async ({ params, query }, req, res) => {
      const stored = await domain.receive(params.id, query, req);
      res.status(201);
      return stored;
    },
    object: async ({ params }, req, res) => {
      const record = await repository.objects.find(params.id);
      const found = record?.state === 'stored' ? await objects.open(params.id) : null;
      if (!record?.contentType || !found) throw notFound('No image at this address');
      const etag = `"${params.id}"`;
      res.setHeader('Cache-Control', foreverCache);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag || req.method === 'HEAD') {
        found.stream.destroy();
        if (req.method === 'HEAD')
          res.type(record.contentType).setHeader('Content-Length', found.size);
        else res.status(304);
        res.end();
        return;
      }
      res.type(record.contentType).setHeader('Content-Length', found.size);
      await pipeline(found.stream, res).catch((error: unknown) => {
        // A visitor who leaves mid-image is no failure of ours.
        if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
          logger.warn({ err: error, objectId: params.id }, 'gallery: an image could not be sent');
        }
      });
    },
  };
}
