import { pipeline } from 'node:stream/promises';
import type { galleryApi } from '@venue/contracts/gallery';
import type { Handlers } from '@venue/service-kit/api-router';
import { notFound } from '@venue/service-kit/errors';
import type { Identity } from '@venue/service-kit/gateway-identity';
import { pageReply } from '@venue/service-kit/paging';
import type { Logger } from '@venue/service-kit/logger';
import type { GalleryDomain } from './gallery.domain';
import type { GalleryReadModel } from './gallery.read-model';
import type { GalleryRepository, ObjectRecord } from './gallery.repository';
import type { ObjectStore } from './object-store.port';
import type { ScoreProofsDomain } from './score-proofs.domain';
import type { UploadLinks } from './upload-links';

/** An object id never names other bytes: browsers may keep an image for a year untouched. */
const foreverCache = 'public, max-age=31536000, immutable';
/** A photo only staff may see is kept by no cache but the staff member's own browser. */
const staffOnly = 'private, no-store';

/** The gallery's declared routes (packages/contracts/src/gallery.ts), each onto the domain. */
export function galleryRoutes(deps: {
  domain: GalleryDomain;
  proofs: ScoreProofsDomain;
  readModel: GalleryReadModel;
  repository: GalleryRepository;
  objects: ObjectStore;
  links: UploadLinks;
  logger: Logger;
}): Handlers<typeof galleryApi> {
  const { domain, proofs, readModel, repository, objects, links, logger } = deps;

  /** The Cache-Control the object may be sent with to this request, or null: it is not theirs. */
  const cacheFor = (
    record: ObjectRecord,
    {
      identity,
      query,
    }: { identity: Identity | null; query: { expires?: string; signature?: string } },
  ) => {
    const readers = proofs.readers(record);
    if (readers === 'anyone') return foreverCache;
    if (readers === 'nobody') return null;
    if (identity) return staffOnly;
    const until = links.viewUntil(record.id, query);
    return until === null ? null : `private, max-age=${Math.floor((until - Date.now()) / 1000)}`;
  };

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
    proofUploadUrl: async ({ body }, _req, res) => {
      const link = await proofs.issueUploadUrl(body.client);
      res.status(201);
      return link;
    },
    storedObject: ({ params }) => domain.storedObject(params.id),
    setProofStage: async ({ params, body }) => {
      await proofs.setStage(params.id, body.stage);
      return domain.storedObject(params.id);
    },
    removeProof: async ({ params }, _req, res) => {
      await proofs.remove(params.id);
      res.status(204).end();
    },
    putObject: async ({ params, query }, req, res) => {
      const stored = await domain.receive(params.id, query, req);
      res.status(201);
      return stored;
    },
    object: async ({ params, query, identity }, req, res) => {
      const record = await repository.objects.find(params.id);
      const cache = record?.state === 'stored' ? cacheFor(record, { identity, query }) : null;
      const found = cache && record?.contentType ? await objects.open(params.id) : null;
      if (!cache || !record?.contentType || !found) throw notFound('No image at this address');
      const etag = `"${params.id}"`;
      res.setHeader('Cache-Control', cache);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('ETag', etag);
      res.setHeader('Last-Modified', found.modifiedAt.toUTCString());
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
