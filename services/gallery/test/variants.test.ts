import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { galleryImageSchema, makeVariantsQueue, objectIdOf } from '@venue/contracts/gallery';
import { createJobs } from '@venue/jobs/create-jobs';
import type { JobsLogger } from '@venue/jobs/jobs-logger';
import type { Jobs } from '@venue/jobs/jobs.port';
import { startGallery, type GalleryUnderTest } from './gallery-harness';
import { jpegWithLocation, pngImage } from './test-images';

let gallery: GalleryUnderTest | undefined;
let jobs: Jobs | undefined;
afterEach(async () => {
  await gallery?.close();
  await jobs?.close();
  gallery = undefined;
  jobs = undefined;
});

/** What the jobs port logs, kept for the test to read. */
function recordingLogger() {
  const lines: Array<{ level: string; msg: string } & Record<string, unknown>> = [];
  const at =
    (level: string) =>
    (obj: object, msg: string): void => {
      lines.push({ level, msg, ...obj });
    };
  const logger: JobsLogger = { error: at('error'), warn: at('warn'), info: at('info') };
  return { logger, lines };
}

const variantsOf = async (id: string) =>
  (await gallery!.list({ as: 'staff' })).find((image) => image.id === id);

describe('gallery.make-variants', () => {
  it('when a record is created, then WebP variants 480 and 1200 wide and the size are recorded and served', async () => {
    gallery = await startGallery();
    const image = await gallery.upload(await pngImage(1600, 900), { originalName: 'Wide' });
    expect(image.variants).toEqual([]);

    await expect.poll(async () => (await variantsOf(image.id))?.variants.length).toBe(2);
    const done = galleryImageSchema.parse(await variantsOf(image.id));
    expect(done).toMatchObject({ width: 1600, height: 900 });
    expect(done.variants.map((variant) => variant.width)).toEqual([480, 1200]);
    for (const variant of done.variants) {
      const served = await gallery.api(variant.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: variant.width });
      expect(metadata.height).toBe(Math.round((900 * variant.width) / 1600));
    }
    // The public sees them too, and the original stays where it was.
    expect((await gallery.list()).find((shown) => shown.id === image.id)).toEqual(done);
    expect(done.filename).toBe(image.filename);
  });

  it('when the image is narrower than a variant, then it is never enlarged', async () => {
    gallery = await startGallery();
    const image = await gallery.upload(await pngImage(300, 200), { originalName: 'Small' });
    await expect.poll(async () => (await variantsOf(image.id))?.width).toBe(300);
    expect((await variantsOf(image.id))?.variants.map((variant) => variant.width)).toEqual([300]);
  });

  it('when a photo had GPS tags, then its variants carry no EXIF either', async () => {
    gallery = await startGallery();
    const image = await gallery.upload(await jpegWithLocation(1000, 600), {
      originalName: 'Photo',
    });
    await expect.poll(async () => (await variantsOf(image.id))?.variants.length).toBe(2);
    const done = await variantsOf(image.id);
    // Upright: the camera held it on its side.
    expect([done?.width, done?.height]).toEqual([600, 1000]);
    for (const variant of done!.variants) {
      const bytes = Buffer.from(await (await gallery.api(variant.url)).arrayBuffer());
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes('WGS-84')).toBe(false);
    }
  });

  it('when the job runs again for a record that has its variants, then nothing changes', async () => {
    jobs = await createJobs({ kind: 'in-process' }, { logger: recordingLogger().logger });
    gallery = await startGallery({ jobs });
    const image = await gallery.upload(await pngImage(900, 600), { originalName: 'Once' });
    await expect.poll(async () => (await variantsOf(image.id))?.variants.length).toBe(2);
    const before = await variantsOf(image.id);
    await jobs.addAndWait(
      makeVariantsQueue,
      { imageId: image.id },
      { jobId: 'again', timeoutMs: 10_000 },
    );
    await jobs.addAndWait(
      makeVariantsQueue,
      { imageId: 'deleted-meanwhile' },
      { jobId: 'gone', timeoutMs: 10_000 },
    );
    expect(await variantsOf(image.id)).toEqual(before);
  });

  it('when the variants cannot be written, then the job is retried, its failure logged, and the original still displays', async () => {
    const { logger, lines } = recordingLogger();
    jobs = await createJobs({ kind: 'in-process' }, { logger });
    gallery = await startGallery({ jobs });
    const url = await gallery.uploadUrl();
    expect((await gallery.put(url, await pngImage(800, 600), 'image/png')).status).toBe(201);
    const objectId = objectIdOf(url.split('?')[0]!);
    // A disk or bucket problem where the 480 variant goes.
    await gallery.objects.failWrites(`${objectId}-w480`);

    const created = await gallery.api('/api/gallery', {
      method: 'POST',
      as: 'staff',
      json: { filename: url.split('?')[0], originalName: 'Survivor' },
    });
    const image = galleryImageSchema.parse(await created.json());

    const variantLines = () => lines.filter((line) => line.queue === makeVariantsQueue.name);
    await expect
      .poll(() => variantLines().some((line) => line.msg === 'job failed'), { timeout: 15_000 })
      .toBe(true);
    expect(variantLines().map((line) => [line.level, line.attempt])).toEqual([
      ['warn', 1],
      ['warn', 2],
      ['error', 3],
    ]);
    expect(variantLines().at(-1)).toMatchObject({
      jobId: `variants-${image.id}`,
      reason: expect.stringMatching(gallery.objects.writeFailure),
    });

    const [shown] = await gallery.list();
    expect(shown).toMatchObject({ id: image.id, filename: image.filename, variants: [] });
    expect(shown?.width).toBeUndefined();
    const original = await gallery.api(image.filename);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
  });
});
