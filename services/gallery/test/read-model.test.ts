import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryChanged, galleryImageSchema } from '@venue/contracts/gallery';
import { lateStoreMs, readOnEvent } from '@venue/test-helpers/reads-on-event';
import { storeLatency } from '@venue/test-helpers/store-latency';
import { startGallery, type GalleryUnderTest } from './gallery-harness';
import { pngImage } from './test-images';

const latency = storeLatency();
let gallery: GalleryUnderTest;

beforeAll(async () => {
  gallery = await startGallery({ wrapStore: latency.wrap });
  latency.ms = lateStoreMs;
});
afterAll(() => gallery.close());

const shownIn = (body: unknown) => galleryImageSchema.array().parse(body);

describe('the read model on a store that answers late', () => {
  it('when an image is added, changed and deleted, then a read asked the moment each gallery.changed is heard already shows the change', async () => {
    const heard = readOnEvent(gallery, {
      service: 'gallery',
      event: galleryChanged,
      path: '/api/gallery',
    });

    const image = await gallery.upload(await pngImage(), { description: 'First light' });
    await expect.poll(() => heard.answers.length).toBeGreaterThan(0);
    expect(shownIn(heard.answers[0]?.body).map(({ id }) => id)).toContain(image.id);
    // Its variants are made meanwhile: their change is heard before the next write.
    await expect.poll(async () => (await gallery.list())[0]?.variants.length).toBeGreaterThan(0);
    await expect.poll(() => heard.answers.length).toBe(2);

    heard.clear();
    const changed = await gallery.api(`/api/gallery/${image.id}`, {
      method: 'PUT',
      as: 'staff',
      json: {
        originalName: 'Test image',
        description: 'Second light',
        category: 'general',
        isVisible: true,
      },
    });
    expect(changed.status).toBe(200);
    await expect.poll(() => heard.answers.length).toBe(1);
    expect(shownIn(heard.answers[0]?.body).find(({ id }) => id === image.id)).toMatchObject({
      description: 'Second light',
    });

    heard.clear();
    const deleted = await gallery.api(`/api/gallery/${image.id}`, {
      method: 'DELETE',
      as: 'staff',
    });
    expect(deleted.status).toBe(204);
    await expect.poll(() => heard.answers.length).toBe(1);
    expect(shownIn(heard.answers[0]?.body).map(({ id }) => id)).not.toContain(image.id);
    await heard.stop();
  });
});
