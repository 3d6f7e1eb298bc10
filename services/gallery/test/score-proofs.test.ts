import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  expireScoreProofsQueue,
  proofUploadSchema,
  storedObjectSchema,
  uploadLimits,
} from '@venue/contracts/gallery';
import { ConfigError } from '@venue/service-kit/config';
import { tempDir } from '@venue/test-helpers/service-harness';
import { venueInstant, venueToday } from '@venue/venue-time/venue-time';
import { expectErrorBody, startGallery, type GalleryUnderTest } from './gallery-harness';
import { jpegWithLocation, pngImage } from './test-images';

/**
 * A score's photo goes through the gallery's own upload rules (signed single-use link, content
 * sniffing, size, re-encoding without metadata) but is never a gallery record. It is no public
 * image hosting: only staff see it until its score is approved, one never sent with a score
 * expires, a rejected one is deleted, and each address may send so many bytes a day.
 */
let gallery: GalleryUnderTest;
beforeEach(async () => {
  gallery = await startGallery();
});
afterEach(() => gallery.close());

const restart = async (env: Record<string, string> = {}) => {
  const { dataDir } = gallery;
  await gallery.stop();
  gallery = await startGallery({ dataDir, env });
};

const player = '203.0.113.7';
const proofLink = async (client = player) => {
  const response = await gallery.api('/api/objects/score-proof-upload', {
    method: 'POST',
    as: 'staff',
    json: { client },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return proofUploadSchema.parse(await response.json());
};
/** A player's photo, stored: its object path. */
const uploadedProof = async (bytes?: Buffer, client = player) => {
  const { uploadURL, objectPath } = await proofLink(client);
  const put = await gallery.put(uploadURL, bytes ?? (await pngImage()), 'image/png');
  expect(put.status, await put.clone().text()).toBe(201);
  return objectPath;
};
const idOf = (objectPath: string) => objectPath.split('/').pop()!;
const stored = (objectPath: string) =>
  gallery.api(`/api/objects/${idOf(objectPath)}`, { as: 'staff' });
const setStage = (objectPath: string, stage: string) =>
  gallery.api(`/api/objects/${idOf(objectPath)}/proof-stage`, {
    method: 'PUT',
    as: 'staff',
    json: { stage },
  });
const removeProof = (objectPath: string) =>
  gallery.api(`/api/objects/${idOf(objectPath)}`, { method: 'DELETE', as: 'staff' });
const fileIsThere = async (objectPath: string) =>
  (await gallery.objects.keys()).includes(idOf(objectPath));
/** A PNG padded after its end to `size` bytes: a real image of that many bytes to upload. */
const pngOfSize = async (size: number) => {
  const png = await pngImage(32, 32);
  return Buffer.concat([png, Buffer.alloc(size - png.length, 0)]);
};
const megabytes = (count: number) => count * 1024 * 1024;

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
    const served = await gallery.api(objectPath, { as: 'staff' });
    expect(Buffer.from(await served.arrayBuffer()).includes(Buffer.from('Exif'))).toBe(false);
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

  it('when the address a link was issued for is changed on it, then the link is refused', async () => {
    const { uploadURL } = await proofLink();
    const { uploadURL: other } = await proofLink('198.51.100.4');
    const client = (url: string) => new URL(url, 'http://venue.test').searchParams.get('client')!;
    const moved = uploadURL.replace(client(uploadURL), client(other));
    expect((await gallery.put(moved, await pngImage(), 'image/png')).status).toBe(403);
  });

  it('when a photo is not an image, then it is refused as the gallery refuses it', async () => {
    const { uploadURL, objectPath } = await proofLink();
    await expectErrorBody(await gallery.put(uploadURL, 'not an image at all', 'image/png'), 415);
    expect((await stored(objectPath)).status).toBe(404);
  });

  it('when staff try to make a gallery record of a photo of a score, then it is refused and the gallery stays empty', async () => {
    const objectPath = await uploadedProof();
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
      await gallery.api('/api/objects/score-proof-upload', {
        method: 'POST',
        json: { client: player },
      }),
      401,
    );
  });

  it('when a link is asked for without an address, or with one that is not an address, then it is a 400 naming client', async () => {
    for (const json of [{}, { client: 'somebody' }, { client: '203.0.113.7, 10.0.0.1' }]) {
      const body = await expectErrorBody(
        await gallery.api('/api/objects/score-proof-upload', { method: 'POST', as: 'staff', json }),
        400,
      );
      expect(body.errors).toHaveProperty('client');
    }
  });
});

describe("who may read a score's photo", () => {
  it('when its score is not approved, then the public gets a 404 and staff get it, kept private', async () => {
    const objectPath = await uploadedProof();
    for (const stage of ['uploaded', 'submitted']) {
      if (stage === 'submitted') expect((await setStage(objectPath, 'submitted')).status).toBe(200);
      await expectErrorBody(await gallery.api(objectPath), 404);
      expect((await gallery.api(objectPath, { method: 'HEAD' })).status).toBe(404);
      const staff = await gallery.api(objectPath, { as: 'staff' });
      expect(staff.status).toBe(200);
      expect(staff.headers.get('cache-control')).toBe('private, no-store');
      expect(staff.headers.get('content-type')).toBe('image/png');
    }
  });

  it('when staff open the view link the gallery signs for them, then the photo is served to that link only', async () => {
    const objectPath = await uploadedProof();
    const other = await uploadedProof();
    const { viewURL } = storedObjectSchema.parse(await (await stored(objectPath)).json());
    expect(viewURL.split('?')[0]).toBe(objectPath);

    const viewed = await gallery.api(viewURL);
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const query = viewURL.slice(viewURL.indexOf('?'));
    const expires = new URL(viewURL, 'http://venue.test').searchParams.get('expires')!;
    for (const forged of [
      `${other}${query}`,
      viewURL.replace(`expires=${expires}`, `expires=${Number(expires) + 1000}`),
      viewURL.replace(/signature=[\w-]{5}/, 'signature=AAAAA'),
    ]) {
      await expectErrorBody(await gallery.api(forged), 404);
    }
    // An upload link's signature opens nothing either.
    const { uploadURL } = await proofLink();
    await gallery.put(uploadURL, await pngImage(), 'image/png');
    await expectErrorBody(await gallery.api(uploadURL), 404);
  });

  it('when its score is approved, then anyone may read it, cached for a year', async () => {
    const objectPath = await uploadedProof();
    expect((await setStage(objectPath, 'submitted')).status).toBe(200);
    const approved = await setStage(objectPath, 'approved');
    expect(approved.status).toBe(200);
    const served = await gallery.api(objectPath);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Sent again with a score, it stays approved.
    expect((await setStage(objectPath, 'submitted')).status).toBe(200);
    expect((await gallery.api(objectPath)).status).toBe(200);
  });

  it('when its approval is taken back, then only staff may read it again; a photo never sent cannot be reopened', async () => {
    const objectPath = await uploadedProof();
    await setStage(objectPath, 'submitted');
    await setStage(objectPath, 'approved');
    expect((await gallery.api(objectPath)).status).toBe(200);
    expect((await setStage(objectPath, 'reopened')).status).toBe(200);
    await expectErrorBody(await gallery.api(objectPath), 404);
    expect((await gallery.api(objectPath, { as: 'staff' })).status).toBe(200);
    await expectErrorBody(await setStage(await uploadedProof(), 'reopened'), 404);
  });

  it('when a photo is removed, then its bytes are gone and it is a 404 to staff too; a gallery image is not removed this way', async () => {
    const objectPath = await uploadedProof();
    await setStage(objectPath, 'submitted');
    expect(await fileIsThere(objectPath)).toBe(true);
    expect((await removeProof(objectPath)).status).toBe(204);
    expect(await fileIsThere(objectPath)).toBe(false);
    await expectErrorBody(await gallery.api(objectPath, { as: 'staff' }), 404);
    await expectErrorBody(await stored(objectPath), 404);
    await expectErrorBody(await removeProof(objectPath), 404);

    const url = await gallery.uploadUrl();
    await gallery.put(url, await pngImage(), 'image/png');
    await expectErrorBody(await removeProof(url.split('?')[0]!), 409);
    expect((await gallery.api(url.split('?')[0]!)).status).toBe(200);
  });

  it('when a stage is set on an upload that is no photo of a score, or on none, then it is a 422 or a 404', async () => {
    const url = await gallery.uploadUrl();
    await gallery.put(url, await pngImage(), 'image/png');
    await expectErrorBody(await setStage(url.split('?')[0]!, 'submitted'), 422);
    await expectErrorBody(
      await setStage('/objects/uploads/00000000-0000-4000-8000-000000000000', 'approved'),
      404,
    );
    const body = await expectErrorBody(await setStage(await uploadedProof(), 'rejected'), 400);
    expect(body.errors).toHaveProperty('stage');
  });
});

describe('a photo never sent with a score', () => {
  const lifetime = { GALLERY_UNSUBMITTED_PROOF_TTL_SECONDS: '3' };

  it('when it outlives its lifetime, then no one can read or send it, and the sweep deletes its bytes; a sent one stays', async () => {
    await gallery.close();
    gallery = await startGallery({ env: lifetime });
    const forgotten = await uploadedProof();
    const sent = await uploadedProof();
    expect((await setStage(sent, 'submitted')).status).toBe(200);

    await expect
      .poll(async () => (await gallery.api(forgotten, { as: 'staff' })).status, { timeout: 10_000 })
      .toBe(404);
    await expectErrorBody(await setStage(forgotten, 'submitted'), 404);
    await gallery.jobs.add(expireScoreProofsQueue, {});
    await expect.poll(() => fileIsThere(forgotten)).toBe(false);
    await expectErrorBody(await stored(forgotten), 404);
    expect(await fileIsThere(sent)).toBe(true);
    expect((await gallery.api(sent, { as: 'staff' })).status).toBe(200);
  });

  it('when the gallery starts again after its lifetime, then its bytes are deleted at the start, by the time it was stored', async () => {
    await gallery.close();
    gallery = await startGallery({ env: lifetime });
    const forgotten = await uploadedProof();
    const uploadedAt = Date.now();
    const { dataDir } = gallery;
    await gallery.stop();
    await expect.poll(() => Date.now() - uploadedAt > 3_500, { timeout: 10_000 }).toBe(true);
    gallery = await startGallery({ dataDir, env: lifetime });
    await expect.poll(() => fileIsThere(forgotten)).toBe(false);
  });

  it.each([['0'], ['3301'], ['soon']])(
    'when GALLERY_UNSUBMITTED_PROOF_TTL_SECONDS is %s, then the gallery does not start, naming it',
    async (value) => {
      const dataDir = await tempDir('gallery-settings');
      try {
        const failure = startGallery({
          dataDir,
          env: { GALLERY_UNSUBMITTED_PROOF_TTL_SECONDS: value },
        });
        await expect(failure).rejects.toBeInstanceOf(ConfigError);
        await expect(failure).rejects.toThrow(/gallery: GALLERY_UNSUBMITTED_PROOF_TTL_SECONDS/);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe('the bytes one address may upload in a day', () => {
  const quota = { GALLERY_PROOF_DAILY_MB_PER_ADDRESS: '10' };
  const tooMany = (response: Response) => expectErrorBody(response, 429);

  it('when an address has sent its day of bytes, then its next link and an upload on a link it already had are 429s; another address is not held', async () => {
    await gallery.close();
    gallery = await startGallery({ env: quota });
    const links = [await proofLink(), await proofLink(), await proofLink()];
    const photo = await pngOfSize(megabytes(6));
    for (const link of links.slice(0, 2)) {
      expect((await gallery.put(link.uploadURL, photo, 'image/png')).status).toBe(201);
    }
    const refused = await tooMany(await gallery.put(links[2]!.uploadURL, photo, 'image/png'));
    expect(refused.message).toMatch(/today/);
    await expectErrorBody(await stored(links[2]!.objectPath), 404);
    const asked = await gallery.api('/api/objects/score-proof-upload', {
      method: 'POST',
      as: 'staff',
      json: { client: player },
    });
    expect((await tooMany(asked)).message).toMatch(/today/);

    expect(await fileIsThere(await uploadedProof(photo, '198.51.100.4'))).toBe(true);
  });

  it('when an address sends many uploads at once, then no more than one upload past its day of bytes is stored', async () => {
    await gallery.close();
    gallery = await startGallery({ env: quota });
    const links = await Promise.all(Array.from({ length: 8 }, () => proofLink()));
    const photo = await pngOfSize(megabytes(4));
    const answers = await Promise.all(
      links.map((link) => gallery.put(link.uploadURL, photo, 'image/png')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    const storedCount = statuses.filter((status) => status === 201).length;
    expect(storedCount).toBeGreaterThanOrEqual(1);
    expect(storedCount * megabytes(4)).toBeLessThanOrEqual(megabytes(10) + uploadLimits.maxBytes);
  });

  it('when the gallery starts again, then the day is still counted', async () => {
    await gallery.close();
    gallery = await startGallery({ env: quota });
    await uploadedProof(await pngOfSize(megabytes(10)));
    await restart(quota);
    await tooMany(
      await gallery.api('/api/objects/score-proof-upload', {
        method: 'POST',
        as: 'staff',
        json: { client: player },
      }),
    );
  });

  it('when addresses differ only within one IPv6 /56, or spell one IPv4 address two ways, then they share a day', async () => {
    await gallery.close();
    gallery = await startGallery({ env: quota });
    const full = await pngOfSize(megabytes(10));
    await uploadedProof(full, '2001:db8:0:100::1');
    await uploadedProof(full, '203.0.113.9');
    const ask = (client: string) =>
      gallery.api('/api/objects/score-proof-upload', {
        method: 'POST',
        as: 'staff',
        json: { client },
      });
    await tooMany(await ask('2001:db8:0:1ff:1234::9'));
    await tooMany(await ask('::ffff:203.0.113.9'));
    expect((await ask('2001:db8:0:200::1')).status).toBe(201);
    expect((await ask('203.0.113.10')).status).toBe(201);
  });

  it('when the count is kept, then it names no address and ends at the next venue midnight', async () => {
    await uploadedProof();
    const day = await gallery.services.gallery!.store.collection<{
      id: string;
      bytes: number;
      expiresAt: Date;
    }>('proof_upload_days');
    const [entry, ...others] = await day.find({});
    expect(others).toEqual([]);
    expect(entry!.id).not.toContain(player);
    expect(entry!.bytes).toBeGreaterThan(0);
    expect(entry!.bytes).toBeLessThan(uploadLimits.maxBytes);
    const today = venueToday();
    const [year, month, date] = today.split('-').map(Number) as [number, number, number];
    const tomorrow = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
    expect(entry!.expiresAt).toEqual(venueInstant(tomorrow));
  });

  it.each([['9'], ['1.5'], ['none']])(
    'when GALLERY_PROOF_DAILY_MB_PER_ADDRESS is %s, then the gallery does not start, naming it',
    async (value) => {
      const dataDir = await tempDir('gallery-settings');
      try {
        const failure = startGallery({
          dataDir,
          env: { GALLERY_PROOF_DAILY_MB_PER_ADDRESS: value },
        });
        await expect(failure).rejects.toBeInstanceOf(ConfigError);
        await expect(failure).rejects.toThrow(/gallery: GALLERY_PROOF_DAILY_MB_PER_ADDRESS/);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
