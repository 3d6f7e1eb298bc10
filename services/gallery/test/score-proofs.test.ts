import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { proofUploadSchema, storedObjectSchema } from '@venue/contracts/gallery';
import { expectErrorBody, startGallery, type GalleryUnderTest } from './gallery-harness';
import { jpegWithLocation, pngImage } from './test-images';

/**
 * A score's photo goes through the gallery's own upload rules (signed single-use link, content
 * sniffing, size, re-encoding without metadata) but is never a gallery record.
 */
let gallery: GalleryUnderTest;
beforeEach(async () => {
  gallery = await startGallery();
});
afterEach(() => gallery.close());

const proofLink = async () => {
  const response = await gallery.api('/api/objects/score-proof-upload', {
    method: 'POST',
    as: 'staff',
  });
  expect(response.status).toBe(201);
  return proofUploadSchema.parse(await response.json());
};
const stored = (objectPath: string) =>
  gallery.api(`/api/objects/${objectPath.split('/').pop()}`, { as: 'staff' });

describe("a score's photo", () => {
  it('when a photo is put to its link, then it is stored cleaned, and known as a score proof', async () => {
    const { uploadURL, objectPath } = await proofLink();
    expect(uploadURL.split('?')[0]).toBe(objectPath);
    expect(new URL(uploadURL, 'http://venue.test').searchParams.get('purpose')).toBe('score-proof');
    const put = await gallery.put(uploadURL, await jpegWithLocation(), 'image/jpeg');
    expect(put.status).toBe(201);

    const info = await stored(objectPath);
    expect(info.status).toBe(200);
    expect(storedObjectSchema.parse(await info.json())).toMatchObject({
      objectPath,
      contentType: 'image/jpeg',
      purpose: 'score-proof',
    });
    const served = Buffer.from(await (await gallery.api(objectPath)).arrayBuffer());
    expect(served.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('when the purpose is taken off the link, or put on a gallery link, then the link is refused', async () => {
    const { uploadURL } = await proofLink();
    const stripped = uploadURL
      .replace('&purpose=score-proof', '')
      .replace('purpose=score-proof&', '');
    expect((await gallery.put(stripped, await pngImage(), 'image/png')).status).toBe(403);
    const galleryLink = await gallery.uploadUrl();
    const dressed = galleryLink.replace('?', '?purpose=score-proof&');
    expect((await gallery.put(dressed, await pngImage(), 'image/png')).status).toBe(403);
  });

  it('when a photo is not an image, then it is refused as the gallery refuses it', async () => {
    const { uploadURL, objectPath } = await proofLink();
    await expectErrorBody(await gallery.put(uploadURL, 'not an image at all', 'image/png'), 415);
    expect((await stored(objectPath)).status).toBe(404);
  });

  it('when staff try to make a gallery record of a photo of a score, then it is refused and the gallery stays empty', async () => {
    const { uploadURL, objectPath } = await proofLink();
    await gallery.put(uploadURL, await pngImage(), 'image/png');
    const response = await gallery.api('/api/gallery', {
      method: 'POST',
      as: 'staff',
      json: { filename: objectPath, originalName: 'Sneaky' },
    });
    const body = await expectErrorBody(response, 422);
    expect(body.errors?.filename).toEqual([
      'That upload is a photo of a score, not a gallery image',
    ]);
    expect(await gallery.list({ as: 'staff' })).toEqual([]);
  });

  it('when a gallery upload is looked up, then it says so; an id never uploaded is a 404; without identity a 401', async () => {
    const url = await gallery.uploadUrl();
    await gallery.put(url, await pngImage(), 'image/png');
    expect(await (await stored(url.split('?')[0]!)).json()).toMatchObject({ purpose: 'gallery' });
    await expectErrorBody(
      await stored('/objects/uploads/00000000-0000-4000-8000-000000000000'),
      404,
    );
    await expectErrorBody(
      await gallery.api('/api/objects/score-proof-upload', { method: 'POST' }),
      401,
    );
  });
});
