import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uploadedObjectSchema, uploadLimits } from '@venue/contracts/gallery';
import {
  expectErrorBody,
  openUpload,
  startGallery,
  type GalleryUnderTest,
} from './gallery-harness';
import { gifImage, jpegImage, jpegWithLocation, pngImage, webpImage } from './test-images';

let gallery: GalleryUnderTest;
beforeEach(async () => {
  gallery = await startGallery();
});
afterEach(() => gallery.close());

const uploadsInProgress = async () =>
  (await readdir(os.tmpdir(), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('venue-gallery-uploads-'))
    .map((entry) => entry.name);

describe('upload links', () => {
  it('when staff ask for an upload link, then it is a signed, expiring link under /objects/uploads', async () => {
    const url = new URL(await gallery.uploadUrl(), 'http://venue.test');
    expect(url.pathname).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect(Number(url.searchParams.get('expires'))).toBeGreaterThan(Date.now());
    expect(url.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
  });

  it('when a link is asked for without the gateway identity, then it is a 401', async () => {
    await expectErrorBody(await gallery.api('/api/objects/upload', { method: 'POST' }), 401);
  });

  it('when two links are asked for, then they name different objects', async () => {
    const [first, second] = [await gallery.uploadUrl(), await gallery.uploadUrl()];
    expect(first.split('?')[0]).not.toBe(second.split('?')[0]);
  });
});

describe('storing an upload', () => {
  it.each([
    ['PNG', 'image/png', pngImage],
    ['JPEG', 'image/jpeg', jpegImage],
    ['GIF', 'image/gif', gifImage],
    ['WebP', 'image/webp', webpImage],
  ])(
    'when a %s is put to its link, then it is stored and served with its type, nosniff and a year of caching',
    async (_label, type, make) => {
      const url = await gallery.uploadUrl();
      const stored = await gallery.put(url, await make(), type);
      expect(stored.status).toBe(201);
      const answer = uploadedObjectSchema.parse(await stored.json());
      expect(answer).toMatchObject({ objectPath: url.split('?')[0], contentType: type });

      const served = await gallery.api(answer.objectPath);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.length).toBe(answer.size);
      expect((await sharp(bytes).metadata()).format).toBe(type.split('/')[1]);
    },
  );

  it('when a served image is asked for again with its ETag, then it is a 304 without the bytes', async () => {
    const before = Date.now();
    const url = await gallery.uploadUrl();
    await gallery.put(url, await pngImage(), 'image/png');
    const objectPath = url.split('?')[0]!;
    const first = await gallery.api(objectPath);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // When it was stored, to the second (HTTP dates have no more).
    const stored = Date.parse(first.headers.get('last-modified') ?? '');
    expect(stored).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(stored).toBeLessThanOrEqual(Date.now());
    const again = await gallery.api(objectPath, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('when the type is declared wrongly, then the bytes decide: a PNG sent as JPEG is a PNG', async () => {
    const url = await gallery.uploadUrl();
    const stored = await gallery.put(url, await pngImage(), 'image/jpeg');
    expect(uploadedObjectSchema.parse(await stored.json()).contentType).toBe('image/png');
  });

  it('when a photo carries GPS tags, then what is stored and served has no EXIF at all and stands upright', async () => {
    const photo = await jpegWithLocation(120, 80);
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes('WGS-84')).toBe(true);
    expect(before.orientation).toBe(6);

    const url = await gallery.uploadUrl();
    expect((await gallery.put(url, photo, 'image/jpeg')).status).toBe(201);
    const served = Buffer.from(await (await gallery.api(url.split('?')[0]!)).arrayBuffer());
    const after = await sharp(served).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(served.includes('WGS-84')).toBe(false);
    expect(served.includes('Venue Test Camera')).toBe(false);
    // Turned as the camera said, so no viewer needs the tag that is gone.
    expect([after.width, after.height]).toEqual([80, 120]);
  });
});

describe('what an upload may be', () => {
  it('when a text file renamed to .png is put, then it is a 415, nothing is served and no record can use it', async () => {
    const url = await gallery.uploadUrl();
    const response = await gallery.put(
      url,
      'name,score\nAlex,100\nSam,90\n'.repeat(50),
      'image/png',
    );
    const body = await expectErrorBody(response, 415);
    expect(body.message).toMatch(/JPEG, PNG, GIF and WebP/);
    const objectPath = url.split('?')[0]!;
    await expectErrorBody(await gallery.api(objectPath), 404);
    const record = await gallery.api('/api/gallery', {
      method: 'POST',
      as: 'staff',
      json: { filename: objectPath, originalName: 'Scores' },
    });
    expect((await expectErrorBody(record, 422)).errors?.filename).toBeDefined();
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an HTML page', '<!doctype html><html><body>hello</body></html>'],
    ['a PDF', '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'],
  ])('when %s is put, then it is a 415', async (_label, body) => {
    await expectErrorBody(await gallery.put(await gallery.uploadUrl(), body, 'image/png'), 415);
  });

  it('when the first bytes say PNG but the rest is not an image, then it is a 422 and nothing is served', async () => {
    const png = await pngImage();
    const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(5000, 7)]);
    const url = await gallery.uploadUrl();
    await expectErrorBody(await gallery.put(url, broken, 'image/png'), 422);
    await expectErrorBody(await gallery.api(url.split('?')[0]!), 404);
  });

  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#f43f5e' } });
  /** An animated GIF of square frames, each a shade of grey of its own. */
  const animatedGif = (side: number, frames: number) => {
    const frameBytes = side * side * 3;
    const pixels = Buffer.alloc(frameBytes * frames);
    for (let frame = 0; frame < frames; frame += 1) {
      pixels.fill(frame * 20, frame * frameBytes, (frame + 1) * frameBytes);
    }
    return sharp(pixels, {
      raw: { width: side, height: side * frames, channels: 3, pageHeight: side },
    })
      .gif()
      .toBuffer();
  };
  it.each([
    ['JPEG', 'image/jpeg', 4000, (image: Sharp) => image.jpeg()],
    ['PNG', 'image/png', 4000, (image: Sharp) => image.png()],
    ['GIF', 'image/gif', 1920, (image: Sharp) => image.gif()],
    ['WebP', 'image/webp', 1920, (image: Sharp) => image.webp()],
  ] as const)(
    'when a %s has one row of pixels more than its type may have, then it is a 422 saying so, and nothing is served',
    async (name, type, width, encode) => {
      const limit = uploadLimits.maxPixels[type];
      const height = Math.floor(limit / width) + 1;
      const url = await gallery.uploadUrl();
      const body = await expectErrorBody(
        await gallery.put(url, await encode(solid(width, height)).toBuffer(), type),
        422,
      );
      expect(body.message).toContain(
        `The image is too large: ${(width * height).toLocaleString('en-US')} pixels, where a ${name} may have ${limit.toLocaleString('en-US')}`,
      );
      await expectErrorBody(await gallery.api(url.split('?')[0]!), 404);
      // At the limit, the same image is taken.
      const atLimit = await encode(solid(width, height - 1)).toBuffer();
      expect((await gallery.put(await gallery.uploadUrl(), atLimit, type)).status).toBe(201);
    },
  );

  it('when an animated GIF has frames each within the limit but more pixels in all, then it is a 422 counting every frame; within it, every frame is kept', async () => {
    const limit = uploadLimits.maxPixels['image/gif'];
    const side = 800;
    const frames = Math.floor(limit / (side * side));
    const tooMany = await animatedGif(side, frames + 1);
    const body = await expectErrorBody(
      await gallery.put(await gallery.uploadUrl(), tooMany, 'image/gif'),
      422,
    );
    expect(body.message).toMatch(/, every frame counted$/);

    const url = await gallery.uploadUrl();
    expect((await gallery.put(url, await animatedGif(side, frames), 'image/gif')).status).toBe(201);
    const served = Buffer.from(await (await gallery.api(url.split('?')[0]!)).arrayBuffer());
    expect((await sharp(served).metadata()).pages).toBe(frames);
  });

  it('when the body is empty, then it is a 400', async () => {
    await expectErrorBody(await gallery.put(await gallery.uploadUrl(), ''), 400);
  });

  it('when the declared length is over 10 MB, then it is a 413 before any of the body is read', async () => {
    const url = await gallery.uploadUrl();
    const upload = openUpload(gallery.services.gallery!.url, url, {
      'content-type': 'image/png',
      'content-length': String(uploadLimits.maxBytes + 1),
    });
    upload.req.flushHeaders();
    const answer = await upload.response;
    upload.req.destroy();
    expect(answer.status).toBe(413);
  });

  it('when 10 MB + 1 byte stream in without a declared length, then the 413 comes at that byte while the body is still open, and nothing is kept', async () => {
    const url = await gallery.uploadUrl();
    const upload = openUpload(gallery.services.gallery!.url, url, {
      'content-type': 'image/png',
      'transfer-encoding': 'chunked',
    });
    let answered = false;
    void upload.response.then(() => (answered = true));
    const header = (await pngImage()).subarray(0, 64);
    await upload.write(header);
    const chunk = Buffer.alloc(256 * 1024, 1);
    let sent = header.length;
    while (sent + chunk.length <= uploadLimits.maxBytes) {
      await upload.write(chunk);
      sent += chunk.length;
    }
    await upload.write(Buffer.alloc(uploadLimits.maxBytes - sent, 1));
    expect(answered).toBe(false);
    await upload.write(Buffer.alloc(1, 1));

    const answer = await upload.response;
    // The client never ended its body: the service counted it as it came, not after holding it.
    expect(upload.req.writableEnded).toBe(false);
    upload.req.destroy();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ message: expect.stringMatching(/10 MB/) });
    await expectErrorBody(await gallery.api(url.split('?')[0]!), 404);
    await expect.poll(() => gallery.objects.keys()).toEqual([]);
    const objectId = url.split('?')[0]!.split('/').pop();
    for (const folder of await uploadsInProgress()) {
      expect(await readdir(path.join(os.tmpdir(), folder))).not.toContain(objectId);
    }
  });

  it('when exactly 10 MB of image arrive, then it is accepted', async () => {
    // A PNG padded with a private chunk after its end: a real image of exactly the limit.
    const png = await pngImage(32, 32);
    const padding = Buffer.alloc(uploadLimits.maxBytes - png.length, 0);
    const url = await gallery.uploadUrl();
    const response = await gallery.put(url, Buffer.concat([png, padding]), 'image/png');
    expect(response.status, await response.clone().text()).toBe(201);
  });
});

describe('single use and expiry', () => {
  it('when a link is used a second time, then it is a 410 and the first image stays', async () => {
    const url = await gallery.uploadUrl();
    const first = await pngImage(40, 40, '#9333ea');
    expect((await gallery.put(url, first, 'image/png')).status).toBe(201);
    const body = await expectErrorBody(
      await gallery.put(url, await pngImage(40, 40, '#84cc16'), 'image/png'),
      410,
    );
    expect(body.message).toMatch(/already used/);
    const served = Buffer.from(await (await gallery.api(url.split('?')[0]!)).arrayBuffer());
    const { dominant } = await sharp(served).stats();
    expect(dominant).toMatchObject({ r: expect.any(Number) });
    expect(dominant.g).toBeLessThan(100); // still the purple one, not the lime one
  });

  it('when a refused upload used the link, then the link cannot be tried again', async () => {
    const url = await gallery.uploadUrl();
    await expectErrorBody(await gallery.put(url, 'not an image', 'image/png'), 415);
    await expectErrorBody(await gallery.put(url, await pngImage(), 'image/png'), 410);
  });

  it('when the same link is put twice at once, then exactly one upload is stored', async () => {
    const url = await gallery.uploadUrl();
    const image = await pngImage();
    const statuses = (
      await Promise.all([
        gallery.put(url, image, 'image/png'),
        gallery.put(url, image, 'image/png'),
      ])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 410]);
  });

  it('when the signature or the expiry is changed, then it is a 403', async () => {
    const url = new URL(await gallery.uploadUrl(), 'http://venue.test');
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3_600_000));
    const otherObject = new URL(url);
    otherObject.pathname = `/objects/uploads/${crypto.randomUUID()}`;
    const forged = new URL(url);
    forged.searchParams.set('signature', 'A'.repeat(43));
    for (const changed of [later, otherObject, forged]) {
      await expectErrorBody(
        await gallery.put(`${changed.pathname}${changed.search}`, await pngImage(), 'image/png'),
        403,
      );
    }
  });

  it('when the link is incomplete, then it is a 400 naming what is missing', async () => {
    const url = await gallery.uploadUrl();
    const body = await expectErrorBody(
      await gallery.put(url.split('?')[0]!, await pngImage(), 'image/png'),
      400,
    );
    expect(Object.keys(body.errors ?? {})).toEqual(
      expect.arrayContaining(['query.expires', 'query.signature']),
    );
  });
});

describe('expired links', () => {
  it('when a link is used after it expired, then it is a 410 and nothing is stored', async () => {
    await gallery.close();
    gallery = await startGallery({ env: { GALLERY_UPLOAD_URL_TTL_SECONDS: '1' } });
    const url = await gallery.uploadUrl();
    const expires = Number(new URL(url, 'http://venue.test').searchParams.get('expires'));
    await expect.poll(() => Date.now() > expires, { timeout: 3000 }).toBe(true);
    const body = await expectErrorBody(await gallery.put(url, await pngImage(), 'image/png'), 410);
    expect(body.message).toMatch(/expired/);
    await expectErrorBody(await gallery.api(url.split('?')[0]!), 404);
  });
});

describe('serving', () => {
  it('when an object id is unknown or malformed, then it is a JSON 404 or 400', async () => {
    await expectErrorBody(await gallery.api(`/objects/uploads/${crypto.randomUUID()}`), 404);
    await expectErrorBody(await gallery.api('/objects/uploads/..%2Fsecrets'), 404);
    await expectErrorBody(await gallery.api('/objects/uploads/not-an-id'), 400);
  });

  it('when an object lies in the store without being uploaded, then it is not served', async () => {
    const id = crypto.randomUUID();
    await gallery.objects.place(id, await pngImage());
    await expectErrorBody(await gallery.api(`/objects/uploads/${id}`), 404);
  });
});
