import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  galleryChanged,
  galleryCountsSchema,
  galleryImageSchema,
  type GalleryChangedEvent,
  type GalleryImage,
} from '@venue/contracts/gallery';
import { linkOf } from '@venue/contracts/paging';
import { expectErrorBody, startGallery, type GalleryUnderTest } from './gallery-harness';
import { pngImage } from './test-images';

let gallery: GalleryUnderTest;
let events: GalleryChangedEvent[];

beforeEach(async () => {
  gallery = await startGallery();
  events = [];
  gallery.jobs.subscribe(galleryChanged, 'gallery-test', async (payload) => {
    events.push(payload);
  });
});
afterEach(() => gallery.close());

const post = (json: unknown) => gallery.api('/api/gallery', { method: 'POST', as: 'staff', json });
const put = (id: string, json: unknown) =>
  gallery.api(`/api/gallery/${id}`, { method: 'PUT', as: 'staff', json });
const remove = (id: string) => gallery.api(`/api/gallery/${id}`, { method: 'DELETE', as: 'staff' });

/** An uploaded object with no record yet: its path. */
const uploadedPath = async () => {
  const url = await gallery.uploadUrl();
  expect((await gallery.put(url, await pngImage(), 'image/png')).status).toBe(201);
  return url.split('?')[0]!;
};

describe('creating records', () => {
  it('when only the file and a display name are sent, then the spec defaults fill the rest', async () => {
    const filename = await uploadedPath();
    const before = Date.now();
    const response = await post({ filename, originalName: 'Pinball Row' });
    expect(response.status).toBe(201);
    const image = galleryImageSchema.parse(await response.json());
    expect(image).toMatchObject({
      filename,
      originalName: 'Pinball Row',
      description: '',
      category: 'general',
      isVisible: true,
      variants: [],
    });
    expect(Date.parse(image.uploadedAt)).toBeGreaterThanOrEqual(before - 1000);
    await expect.poll(() => events).toContainEqual({ change: 'created', imageId: image.id });
  });

  it('when every field is sent, then it is stored as sent', async () => {
    const filename = await uploadedPath();
    const sent = {
      filename,
      originalName: 'Finals Night',
      description: 'The last table of the night.\nEveryone stayed.',
      category: 'events',
      isVisible: false,
      uploadedAt: '2026-03-14T19:30:00.000Z',
    };
    const image = galleryImageSchema.parse(await (await post(sent)).json());
    expect(image).toMatchObject(sent);
    expect((await gallery.list({ as: 'staff' }))[0]).toMatchObject(sent);
  });

  it.each([
    [{ filename: undefined, originalName: 'x' }, 'filename'],
    [{ filename: 'https://example.com/cat.png', originalName: 'x' }, 'filename'],
    [{ filename: '/objects/uploads/../../secrets', originalName: 'x' }, 'filename'],
    [{ originalName: '   ' }, 'originalName'],
    [{ originalName: 'x', category: 'bowling' }, 'category'],
    [{ originalName: 'x', isVisible: 'yes' }, 'isVisible'],
    [{ originalName: 'x', uploadedAt: 'last tuesday' }, 'uploadedAt'],
    [{ originalName: 'a\u0000b' }, 'originalName'],
    [{ originalName: 'x'.repeat(201) }, 'originalName'],
  ])('when %j is sent, then it is a 400 naming %s and nothing is stored', async (fields, field) => {
    const filename = await uploadedPath();
    const body = await expectErrorBody(await post({ filename, ...fields }), 400);
    expect(body.errors?.[field]).toBeDefined();
    expect(await gallery.list({ as: 'staff' })).toEqual([]);
  });

  it('when the display name is missing, then the message is the spec text', async () => {
    const body = await expectErrorBody(
      await post({ filename: await uploadedPath(), originalName: '' }),
      400,
    );
    expect(body.errors?.originalName).toEqual(['Please provide a display name for the image']);
  });

  it('when the path names no uploaded image, then it is a 422 naming the filename', async () => {
    const body = await expectErrorBody(
      await post({ filename: `/objects/uploads/${crypto.randomUUID()}`, originalName: 'Ghost' }),
      422,
    );
    expect(body.errors?.filename).toBeDefined();
  });

  it('when a second record is made for one upload, then it is a 409 and there is still one', async () => {
    const filename = await uploadedPath();
    expect((await post({ filename, originalName: 'First' })).status).toBe(201);
    const body = await expectErrorBody(await post({ filename, originalName: 'Second' }), 409);
    expect(body.errors?.filename).toBeDefined();
    expect((await gallery.list({ as: 'staff' })).map((image) => image.originalName)).toEqual([
      'First',
    ]);
  });

  it('when a record is posted without the gateway identity, then it is a 401', async () => {
    const filename = await uploadedPath();
    await expectErrorBody(
      await gallery.api('/api/gallery', { method: 'POST', json: { filename, originalName: 'x' } }),
      401,
    );
  });
});

describe('who sees what', () => {
  let shown: GalleryImage;
  let hidden: GalleryImage;
  let claw: GalleryImage;
  beforeEach(async () => {
    shown = await gallery.upload(await pngImage(), {
      originalName: 'Shown',
      category: 'pinball',
      uploadedAt: '2026-01-01T12:00:00.000Z',
    });
    hidden = await gallery.upload(await pngImage(), {
      originalName: 'Hidden',
      category: 'pinball',
      isVisible: false,
      uploadedAt: '2026-02-01T12:00:00.000Z',
    });
    claw = await gallery.upload(await pngImage(), {
      originalName: 'Claw',
      category: 'claw',
      uploadedAt: '2026-03-01T12:00:00.000Z',
    });
  });

  it('when the public lists the gallery, then hidden images are never in it, newest first', async () => {
    expect((await gallery.list()).map((image) => image.id)).toEqual([claw.id, shown.id]);
    expect((await gallery.list({ query: '?category=pinball' })).map((image) => image.id)).toEqual([
      shown.id,
    ]);
  });

  it('when staff list the gallery, then every image is in it, newest first', async () => {
    expect((await gallery.list({ as: 'staff' })).map((image) => image.id)).toEqual([
      claw.id,
      hidden.id,
      shown.id,
    ]);
    expect(
      (await gallery.list({ as: 'staff', query: '?category=pinball' })).map((image) => image.id),
    ).toEqual([hidden.id, shown.id]);
  });

  it('when the category is unknown, then it is a 400 naming it', async () => {
    const body = await expectErrorBody(await gallery.api('/api/gallery?category=bowling'), 400);
    expect(body.errors?.['query.category']?.[0]).toMatch(/arcade, pinball/);
  });

  it('when a query tries an operator object, then the public still gets the visible list only', async () => {
    const response = await gallery.api('/api/gallery?category[$ne]=x');
    expect(response.status).toBe(200);
    expect(
      galleryImageSchema
        .array()
        .parse(await response.json())
        .map((image) => image.id),
    ).toEqual([claw.id, shown.id]);
  });

  it('when an image is hidden, then the public loses it; shown again, it is back', async () => {
    const edit = { originalName: 'Claw', description: '', category: 'claw' };
    expect((await put(claw.id, { ...edit, isVisible: false })).status).toBe(200);
    expect((await gallery.list()).map((image) => image.id)).toEqual([shown.id]);
    expect((await put(claw.id, { ...edit, isVisible: true })).status).toBe(200);
    expect((await gallery.list()).map((image) => image.id)).toEqual([claw.id, shown.id]);
  });
});

describe('editing and deleting', () => {
  it('when a record is edited, then its four fields change, its file stays and the change is announced', async () => {
    const image = await gallery.upload(await pngImage(), { originalName: 'Before' });
    const response = await put(image.id, {
      originalName: 'After',
      description: 'New words',
      category: 'arcade',
      isVisible: false,
      filename: '/objects/uploads/00000000-0000-4000-8000-000000000000',
    });
    expect(response.status).toBe(200);
    expect(galleryImageSchema.parse(await response.json())).toMatchObject({
      id: image.id,
      filename: image.filename,
      originalName: 'After',
      description: 'New words',
      category: 'arcade',
      isVisible: false,
      uploadedAt: image.uploadedAt,
    });
    await expect.poll(() => events).toContainEqual({ change: 'updated', imageId: image.id });
  });

  it('when an edit is not valid, then it is a 400 and the record is as it was', async () => {
    const image = await gallery.upload(await pngImage(), { originalName: 'Kept' });
    await expectErrorBody(
      await put(image.id, { originalName: '', description: '', category: 'x', isVisible: true }),
      400,
    );
    expect((await gallery.list({ as: 'staff' }))[0]).toMatchObject({ originalName: 'Kept' });
  });

  it('when an unknown record is edited or deleted, then it is a 404', async () => {
    const edit = { originalName: 'x', description: '', category: 'general', isVisible: true };
    await expectErrorBody(await put('no-such-image', edit), 404);
    await expectErrorBody(await remove('no-such-image'), 404);
  });

  it('when a record is deleted, then it is gone, its stored objects too, and the change is announced', async () => {
    const image = await gallery.upload(await pngImage(800, 500), { originalName: 'Doomed' });
    await expect
      .poll(async () => (await gallery.list({ as: 'staff' }))[0]?.variants.length)
      .toBe(2);
    const [withVariants] = await gallery.list({ as: 'staff' });
    const paths = [image.filename, ...withVariants!.variants.map((variant) => variant.url)];
    for (const objectPath of paths) expect((await gallery.api(objectPath)).status).toBe(200);

    expect((await remove(image.id)).status).toBe(204);
    expect(await gallery.list({ as: 'staff' })).toEqual([]);
    for (const objectPath of paths) await expectErrorBody(await gallery.api(objectPath), 404);
    expect(await gallery.objects.keys()).toEqual([]);
    await expect.poll(() => events).toContainEqual({ change: 'deleted', imageId: image.id });
  });
});

describe('a fresh start', () => {
  it('when the store is new, then the shipped images are listed and get their variants; deleted, they stay deleted', async () => {
    await gallery.close();
    gallery = await startGallery({ env: { GALLERY_SEED_IMAGES: 'true' } });
    const seeded = await gallery.list();
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    expect(new Set(seeded.map((image) => image.category)).size).toBeGreaterThanOrEqual(5);
    for (const image of seeded) {
      const served = await gallery.api(image.filename);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
    }
    await expect
      .poll(async () => (await gallery.list()).every((image) => image.variants.length === 2), {
        timeout: 20_000,
      })
      .toBe(true);

    for (const image of seeded) expect((await remove(image.id)).status).toBe(204);
    await gallery.stop();
    gallery = await startGallery({
      env: { GALLERY_SEED_IMAGES: 'true' },
      dataDir: gallery.dataDir,
    });
    expect(await gallery.list()).toEqual([]);
  });
});

describe('pages and counts', () => {
  /** Five images an hour apart, the newest first; the third is hidden and the fourth is claw. */
  const uploadFive = async () => {
    const image = await pngImage(40, 30);
    const made = [];
    for (let hour = 0; hour < 5; hour += 1) {
      made.push(
        await gallery.upload(image, {
          originalName: `Photo ${hour}`,
          uploadedAt: new Date(Date.UTC(2026, 10, 20, 12 - hour)).toISOString(),
          isVisible: hour !== 2,
          category: hour === 3 ? 'claw' : 'arcade',
        }),
      );
    }
    return made.map((image) => image.id);
  };
  const page = async (path: string, as?: 'staff') => {
    const response = await gallery.api(path, { ...(as && { as }) });
    expect(response.status, await response.clone().text()).toBe(200);
    return {
      ids: galleryImageSchema
        .array()
        .parse(await response.json())
        .map((image) => image.id),
      total: response.headers.get('x-total-count'),
      next: linkOf(response.headers.get('link'), 'next'),
    };
  };

  it('when visitors read two at a time, then the pages hold every visible image once, newest first, with the whole count', async () => {
    const ids = await uploadFive();
    const first = await page('/api/gallery?limit=2');
    expect(first).toMatchObject({ ids: [ids[0], ids[1]], total: '4' });
    const second = await page(first.next as string);
    expect(second).toMatchObject({ ids: [ids[3], ids[4]], next: undefined });
    expect((await page('/api/gallery?limit=2', 'staff')).total).toBe('5');
    expect((await page('/api/gallery?category=claw&limit=1')).ids).toEqual([ids[3]]);
    expect((await page('/api/gallery?limit=200')).ids).toEqual([ids[0], ids[1], ids[3], ids[4]]);
  });

  it('when the counts are asked for, then they hold what each audience sees, per category', async () => {
    await uploadFive();
    const counts = async (as?: 'staff') =>
      galleryCountsSchema.parse(
        await (await gallery.api('/api/gallery/counts', { ...(as && { as }) })).json(),
      );
    expect(await counts()).toEqual({
      total: 4,
      categories: {
        arcade: 3,
        pinball: 0,
        rhythm: 0,
        redemption: 0,
        claw: 1,
        events: 0,
        general: 0,
      },
    });
    expect((await counts('staff')).total).toBe(5);
  });

  it.each([
    ['limit=0', 'query.limit'],
    ['limit=201', 'query.limit'],
    ['limit=1.5', 'query.limit'],
    ['before=2026-11-20T12:00:00Z_abc', 'query.before'],
  ])('when the query is %s, then it is a 400 naming %s', async (query, field) => {
    const body = await expectErrorBody(await gallery.api(`/api/gallery?${query}`), 400);
    expect(body.errors?.[field]).toHaveLength(1);
  });
});

describe('tagging an image with a game', () => {
  /** Catalogue game ids, as the staff page sends them. */
  const medieval = 'c0ffee00-0000-4000-8000-000000000001';
  const godzilla = 'c0ffee00-0000-4000-8000-000000000002';
  const edit = { originalName: 'Cabinet', description: '', category: 'pinball', isVisible: true };
  const idsOf = (images: GalleryImage[]) => images.map((image) => image.id);

  it('when an image is created with a game, then it carries the tag and the game lists it, newest first, visible ones for visitors', async () => {
    const older = await gallery.upload(await pngImage(), {
      originalName: 'Older',
      gameId: medieval,
      uploadedAt: '2026-01-01T12:00:00.000Z',
    });
    const newer = await gallery.upload(await pngImage(), {
      originalName: 'Newer',
      gameId: ` ${medieval} `,
      uploadedAt: '2026-02-01T12:00:00.000Z',
    });
    const hidden = await gallery.upload(await pngImage(), {
      originalName: 'Hidden',
      gameId: medieval,
      isVisible: false,
      uploadedAt: '2026-03-01T12:00:00.000Z',
    });
    const other = await gallery.upload(await pngImage(), {
      originalName: 'Other',
      gameId: godzilla,
    });
    const untagged = await gallery.upload(await pngImage(), { originalName: 'Untagged' });
    expect(older.gameId).toBe(medieval);
    expect(newer.gameId).toBe(medieval);
    expect(untagged).not.toHaveProperty('gameId');

    expect(idsOf(await gallery.list({ query: `?game=${medieval}` }))).toEqual([newer.id, older.id]);
    expect(idsOf(await gallery.list({ query: `?game=${medieval}&limit=1` }))).toEqual([newer.id]);
    expect(idsOf(await gallery.list({ as: 'staff', query: `?game=${medieval}` }))).toEqual([
      hidden.id,
      newer.id,
      older.id,
    ]);
    expect(idsOf(await gallery.list({ query: `?game=${godzilla}&category=general` }))).toEqual([
      other.id,
    ]);
    expect(await gallery.list({ query: `?game=${godzilla}&category=pinball` })).toEqual([]);
    expect(await gallery.list({ query: '?game=no-such-game' })).toEqual([]);
    expect(await gallery.list()).toHaveLength(4);
  });

  it('when an edit leaves the game out, then the tag stays; null removes it and an id sets it', async () => {
    const image = await gallery.upload(await pngImage(), { gameId: medieval });

    const kept = await put(image.id, edit);
    expect(kept.status).toBe(200);
    expect(galleryImageSchema.parse(await kept.json()).gameId).toBe(medieval);
    expect(idsOf(await gallery.list({ query: `?game=${medieval}` }))).toEqual([image.id]);

    const removed = await put(image.id, { ...edit, gameId: null });
    expect(removed.status).toBe(200);
    expect(await removed.json()).not.toHaveProperty('gameId');
    expect((await gallery.list())[0]).not.toHaveProperty('gameId');
    expect(await gallery.list({ query: `?game=${medieval}` })).toEqual([]);

    const set = await put(image.id, { ...edit, gameId: godzilla });
    expect(galleryImageSchema.parse(await set.json()).gameId).toBe(godzilla);
    expect(idsOf(await gallery.list({ query: `?game=${godzilla}` }))).toEqual([image.id]);
    await expect.poll(() => events).toContainEqual({ change: 'updated', imageId: image.id });
  });

  it.each([[''], ['   '], ['x'.repeat(65)], [42], ['a\u0000b'], [{ $ne: null }]])(
    'when the game is %j, then creating and editing are a 400 naming gameId and nothing changes',
    async (gameId) => {
      const created = await expectErrorBody(
        await post({ filename: await uploadedPath(), originalName: 'Refused', gameId }),
        400,
      );
      expect(created.errors?.gameId?.[0]).toMatch(/^Machine must/);
      expect(
        (await gallery.list({ as: 'staff' })).map((image) => image.originalName),
      ).not.toContain('Refused');

      const image = await gallery.upload(await pngImage(), {
        originalName: 'Tagged',
        gameId: medieval,
      });
      const edited = await expectErrorBody(
        await put(image.id, { ...edit, originalName: 'Changed', gameId }),
        400,
      );
      expect(edited.errors?.gameId?.[0]).toMatch(/^Machine must/);
      const listed = await gallery.list({ as: 'staff' });
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ id: image.id, originalName: 'Tagged', gameId: medieval });
    },
  );

  it.each([['game='], ['game=' + 'x'.repeat(65)]])(
    'when the list is asked for %s, then it is a 400 naming query.game',
    async (query) => {
      const body = await expectErrorBody(await gallery.api(`/api/gallery?${query}`), 400);
      expect(body.errors?.['query.game']).toHaveLength(1);
    },
  );

  it('when the gallery starts again on its store, then the tags are still there and still listed', async () => {
    const tagged = await gallery.upload(await pngImage(), { gameId: medieval });
    const untagged = await gallery.upload(await pngImage(), { originalName: 'Untagged' });
    expect((await put(untagged.id, { ...edit, gameId: godzilla })).status).toBe(200);
    expect((await put(untagged.id, { ...edit, gameId: null })).status).toBe(200);
    await gallery.stop();
    gallery = await startGallery({ dataDir: gallery.dataDir });

    const listed = await gallery.list({ as: 'staff' });
    expect(listed.find((image) => image.id === tagged.id)?.gameId).toBe(medieval);
    expect(listed.find((image) => image.id === untagged.id)).not.toHaveProperty('gameId');
    expect(idsOf(await gallery.list({ query: `?game=${medieval}` }))).toEqual([tagged.id]);
    expect(await gallery.list({ query: `?game=${godzilla}` })).toEqual([]);
  });
});
