import { rm } from 'node:fs/promises';
import { request, type ClientRequest } from 'node:http';
import { expect } from 'vitest';
import { errorBodySchema } from '@venue/contracts/errors';
import {
  galleryImageSchema,
  uploadUrlSchema,
  type CreateGalleryImage,
  type GalleryImage,
} from '@venue/contracts/gallery';
import type { Jobs } from '@venue/jobs/jobs.port';
import type { Store } from '@venue/store/store.port';
import {
  startServicesUnderTest,
  tempDir,
  type CallOptions,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { galleryService } from '../src/gallery.service';
import {
  objectStoreUnderTest,
  objectsUnderTest,
  type ObjectStoreKind,
  type ObjectsUnderTest,
} from './objects-under-test';

/**
 * The gallery over HTTP on a real store in a temp folder, its objects beside it: in a folder,
 * or in a bucket on a local S3-compatible server (objects-under-test.ts).
 */
export interface GalleryUnderTest extends ServicesUnderTest {
  objects: ObjectsUnderTest;
  api(path: string, options?: CallOptions): Promise<Response>;
  /** POST /api/objects/upload as staff: the signed link's path and query. */
  uploadUrl(): Promise<string>;
  /** PUT of the bytes to a signed link, as the browser sends them. */
  put(uploadUrl: string, body: Buffer | string, contentType?: string): Promise<Response>;
  /** A link, the file to it, and the record for it: the staff page's whole upload. */
  upload(bytes: Buffer, record?: Partial<CreateGalleryImage>): Promise<GalleryImage>;
  list(options?: { as?: CallOptions['as']; query?: string }): Promise<GalleryImage[]>;
}

export async function startGallery(
  options: {
    env?: Record<string, string>;
    jobs?: Jobs;
    dataDir?: string;
    objects?: ObjectStoreKind;
    wrapStore?: (store: Store) => Store;
  } = {},
): Promise<GalleryUnderTest> {
  const dataDir = options.dataDir ?? (await tempDir('gallery'));
  const objects = await objectsUnderTest(options.objects ?? objectStoreUnderTest(), dataDir);
  let hosted: ServicesUnderTest;
  try {
    hosted = await startServicesUnderTest([galleryService], {
      dataDir,
      env: { GALLERY_SEED_IMAGES: 'false', ...objects.env, ...options.env },
      ...(options.jobs && { jobs: options.jobs }),
      ...(options.wrapStore && { wrapStore: options.wrapStore }),
    });
  } catch (error) {
    await objects.stop();
    throw error;
  }
  const stop = async () => {
    await hosted.stop();
    await objects.stop();
  };
  const api = (requestPath: string, callOptions: CallOptions = {}) =>
    hosted.call('gallery', requestPath, callOptions);
  const uploadUrl = async () => {
    const response = await api('/api/objects/upload', { method: 'POST', as: 'staff' });
    expect(response.status).toBe(201);
    return uploadUrlSchema.parse(await response.json()).uploadURL;
  };
  const put = (url: string, body: Buffer | string, contentType = 'application/octet-stream') =>
    fetch(`${hosted.services.gallery!.url}${url}`, {
      method: 'PUT',
      headers: { 'content-type': contentType },
      body,
    });
  return {
    ...hosted,
    objects,
    stop,
    async close() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    api,
    uploadUrl,
    put,
    async upload(bytes, record = {}) {
      const url = await uploadUrl();
      const stored = await put(url, bytes, 'image/png');
      expect(stored.status, await stored.clone().text()).toBe(201);
      const response = await api('/api/gallery', {
        method: 'POST',
        as: 'staff',
        json: { filename: url.split('?')[0], originalName: 'Test image', ...record },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return galleryImageSchema.parse(await response.json());
    },
    async list({ as, query = '' } = {}) {
      const response = await api(`/api/gallery${query}`, { ...(as && { as }) });
      expect(response.status).toBe(200);
      return galleryImageSchema.array().parse(await response.json());
    },
  };
}

export const expectErrorBody = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return errorBodySchema.parse(await response.json());
};

/**
 * A PUT whose body is written by the test, chunk by chunk, and that stays open until the test
 * ends it: what a slow or endless upload looks like to the service.
 */
export function openUpload(baseUrl: string, uploadPath: string, headers: Record<string, string>) {
  const url = new URL(baseUrl);
  let req!: ClientRequest;
  const response = new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      req = request(
        {
          host: url.hostname,
          port: url.port,
          method: 'PUT',
          path: uploadPath,
          headers,
          agent: false,
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
    },
  );
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) =>
      req.write(chunk, (error) => (error ? reject(error) : resolve())),
    );
  return { req, response, write };
}
