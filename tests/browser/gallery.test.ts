import { galleryImageSchema, type GalleryImage } from '@venue/contracts/gallery';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { allProblems, getJson, viewports, type TestPage } from './browser';
import {
  createGameViaApi,
  deleteGalleryImageViaApi,
  deleteGameByName,
  expectToast,
  uniqueSuffix,
  withSession,
} from './staff';
import { browserSuite } from './suite';

const { baseUrl, admin, session, pages } = browserSuite({ signIn: true });

/** A real PNG of one colour, big enough that the variants job makes both widths. */
const pngOf = (background: string, width = 1400, height = 900) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const publicGallery = async () =>
  galleryImageSchema.array().parse(await getJson(baseUrl, '/api/gallery'));

async function staffGallery(): Promise<GalleryImage[]> {
  const response = await fetch(new URL('/api/gallery', baseUrl), {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return galleryImageSchema.array().parse(await response.json());
}

/** The staff page of an admin who passed its gate earlier in this tab. */
async function openStaffGallery(
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<TestPage> {
  const tab = await pages.open({ viewport, ...withSession(baseUrl, session) });
  await tab.context.addInitScript((username) => {
    window.sessionStorage.setItem('staffGate:gallery', username);
  }, admin.username);
  await tab.goto('/staff/galleryupload');
  await tab.page.getByRole('heading', { name: 'Gallery Upload' }).waitFor();
  await tab.page.getByRole('table').waitFor();
  return tab;
}

async function openUploadDialog(page: Page) {
  await page.getByRole('button', { name: 'Upload New Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload New Image' });
  await dialog.waitFor();
  return dialog;
}

/** The public card of an image, found by its name. */
const cardOf = (page: Page, name: string) =>
  page.locator('.gallery-card').filter({ has: page.getByRole('button', { name: `View ${name}` }) });

describe('the public gallery', () => {
  it('when a visitor opens /gallery on a fresh start, then the shipped photos show with variants, lazily, and the filter counts them', async () => {
    const shipped = await publicGallery();
    expect(shipped.length).toBeGreaterThanOrEqual(5);
    // The variants job runs after the first start; the page shows what the API says.
    await expect
      .poll(async () => (await publicGallery()).every((image) => image.variants.length > 0), {
        timeout: 30_000,
      })
      .toBe(true);
    const images = await publicGallery();

    const { page, goto, problems } = await pages.open();
    await goto('/gallery');
    await page.locator('.gallery-card').first().waitFor();
    await expect.poll(() => page.locator('.gallery-card').count()).toBe(images.length);
    await expect
      .poll(() => page.locator('.gallery-count').innerText())
      .toBe(`${images.length} photos`);

    const filter = page.getByRole('group', { name: 'Photo categories' });
    const categories = new Set(images.map((image) => image.category));
    await expect
      .poll(async () => {
        const options = await filter.getByRole('button').allInnerTexts();
        return { first: options[0]?.replace(/\s+/g, ' '), count: options.length };
      })
      .toEqual({ first: `All Photos ${images.length}`, count: categories.size + 1 });

    const first = page.locator('.gallery-card img').first();
    await expect.poll(() => first.getAttribute('srcset')).toMatch(/-w480 480w/);
    await expect.poll(() => first.getAttribute('sizes')).toBeTruthy();
    await expect.poll(() => first.getAttribute('loading')).toBe('eager');
    await expect.poll(() => first.getAttribute('fetchpriority')).toBe('high');
    await expect
      .poll(() => page.locator('.gallery-card img').last().getAttribute('loading'))
      .toBe('lazy');
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/objects\/uploads\/[0-9a-f-]{36}(-w\d+)?$/);
    expect(allProblems(problems)).toEqual([]);
  });

  it('when a photo is opened, then the large view shows it; the arrows move and Escape closes', async () => {
    const images = await publicGallery();
    const { page, goto } = await pages.open();
    await goto('/gallery');
    await page.getByRole('button', { name: `View ${images[0]!.originalName}` }).click();
    const dialog = page.getByRole('dialog', { name: images[0]!.originalName });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.locator('.lightbox__position').innerText())
      .toBe(`Photo 1 of ${images.length}`);
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: images[1]!.originalName }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: images.at(-1)!.originalName }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^View /);
  });

  it('when a category is chosen, then only its photos show; with none, No Photos Found offers them all', async () => {
    const images = await publicGallery();
    const pinball = images.filter((image) => image.category === 'pinball');
    const { page, goto } = await pages.open();
    await goto('/gallery');
    await page
      .getByRole('group', { name: 'Photo categories' })
      .getByRole('button', { name: /^Pinball/ })
      .click();
    await page.waitForURL(/category=pinball/);
    await expect.poll(() => page.locator('.gallery-card').count()).toBe(pinball.length);

    await goto('/gallery?category=general');
    await page.getByText('No Photos Found').waitFor();
    await expect.poll(() => page.locator('.gallery-count').innerText()).toBe('0 photos');
    await page.getByRole('button', { name: 'View All Photos' }).click();
    await page.locator('.gallery-card').first().waitFor();
    await expect.poll(() => page.locator('.gallery-card').count()).toBe(images.length);
  });

  it('when an image cannot load, then a placeholder in its category colour shows its name', async () => {
    const [broken] = await publicGallery();
    const tab = await pages.open();
    await tab.context.route(
      (url) => url.pathname.startsWith(broken!.filename),
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await tab.goto('/gallery');
    const placeholder = tab.page.getByRole('img', { name: broken!.originalName });
    await placeholder.waitFor();
    await expect
      .poll(() => placeholder.getAttribute('class'))
      .toMatch(/gallery-placeholder accent-/);
    await expect.poll(() => placeholder.innerText()).toBe(broken!.originalName);
  });

  it.each([360, 390, 768, 1280, 1920])(
    'when the gallery is %ipx wide, then nothing scrolls sideways',
    async (width) => {
      const { page, goto } = await pages.open({ viewport: { width, height: 900 } });
      await goto('/gallery');
      await page.locator('.gallery-card').first().waitFor();
      await expect
        .poll(() =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        )
        .toBe(0);
    },
  );
});

describe('the staff gallery page', () => {
  it('when the page opens, then its gate asks for the password first', async () => {
    const { page, goto } = await pages.open(withSession(baseUrl, session));
    await goto('/staff/galleryupload');
    await page.getByRole('heading', { name: 'Staff Gallery Access' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Access', exact: true }).click();
    await expectToast(page, 'Access Granted');
    await page.getByRole('table').waitFor();
  });

  it('when a PNG and then a batch of three are uploaded, then they are listed with variants, one hidden disappears for the public, and one deleted is gone', async () => {
    const suffix = uniqueSuffix();
    const single = `Neon Night ${suffix}`;
    const { page, problems } = await openStaffGallery();

    const dialog = await openUploadDialog(page);
    await dialog.locator('input[type=file]').setInputFiles({
      name: `neon-${suffix}.png`,
      mimeType: 'image/png',
      buffer: await pngOf('#9333ea'),
    });
    await dialog.getByLabel('Display Name').fill(single);
    await dialog.getByLabel('Category').selectOption('events');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Image Uploaded');
    await page.getByRole('row', { name: new RegExp(single) }).waitFor();

    const batch = ['one', 'two', 'three'].map((word) => `batch-${suffix}-${word}`);
    const again = await openUploadDialog(page);
    await again.locator('input[type=file]').setInputFiles([
      { name: `${batch[0]}.png`, mimeType: 'image/png', buffer: await pngOf('#06b6d4') },
      {
        name: `${batch[1]}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await sharp({
          create: { width: 1300, height: 800, channels: 3, background: '#84cc16' },
        })
          .jpeg()
          .toBuffer(),
      },
      { name: `${batch[2]}.png`, mimeType: 'image/png', buffer: await pngOf('#d946ef') },
    ]);
    await expect.poll(() => again.getByLabel('Display Name').count()).toBe(0);
    await again.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Batch Upload Complete', 'Successfully uploaded 3 images to gallery');
    for (const name of batch) await page.getByRole('row', { name: new RegExp(name) }).waitFor();

    const mine = (await staffGallery()).filter(
      (image) => image.originalName === single || batch.includes(image.originalName),
    );
    expect(mine).toHaveLength(4);
    expect(mine.find((image) => image.originalName === batch[1])).toMatchObject({
      description: `Auto-uploaded: ${batch[1]}.jpg`,
      category: 'general',
      isVisible: true,
    });
    expect(mine.find((image) => image.originalName === single)).toMatchObject({
      description: 'Uploaded via staff interface',
      category: 'events',
    });

    // The public page, once the variants job has run for all four.
    await expect
      .poll(
        async () =>
          (await publicGallery()).filter(
            (image) => mine.some((own) => own.id === image.id) && image.variants.length === 2,
          ).length,
        { timeout: 30_000 },
      )
      .toBe(4);
    const visitor = await pages.open();
    await visitor.goto('/gallery');
    for (const name of [single, ...batch]) {
      const image = cardOf(visitor.page, name).locator('img');
      await image.waitFor();
      await expect.poll(() => image.getAttribute('srcset')).toMatch(/-w480 480w, .*-w1200 1200w/);
    }

    // Hidden: still listed for staff, gone for the public.
    await page.getByRole('button', { name: `Edit ${batch[0]}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Image' });
    await edit.getByLabel('Show on the public gallery').uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Image Updated');
    await page
      .getByRole('row', { name: new RegExp(batch[0]!) })
      .getByText('Hidden')
      .waitFor();
    await visitor.goto('/gallery');
    await cardOf(visitor.page, batch[1]!).waitFor();
    await expect.poll(() => cardOf(visitor.page, batch[0]!).count()).toBe(0);

    // Deleted: gone everywhere, its files too.
    const doomed = mine.find((image) => image.originalName === batch[2])!;
    await page.getByRole('button', { name: `Delete ${batch[2]}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete image?' });
    await expect
      .poll(() => confirm.innerText())
      .toContain('Are you sure you want to delete this image?');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Image Deleted');
    await expect.poll(() => page.getByRole('row', { name: new RegExp(batch[2]!) }).count()).toBe(0);
    expect((await fetch(new URL(doomed.filename, baseUrl))).status).toBe(404);
    await visitor.goto('/gallery');
    await cardOf(visitor.page, batch[1]!).waitFor();
    await expect.poll(() => cardOf(visitor.page, batch[2]!).count()).toBe(0);

    expect(allProblems(problems)).toEqual([]);
    expect(allProblems(visitor.problems)).toEqual([]);
  });

  it('when a machine is picked in the upload dialog and changed in the edit dialog, then each tag is saved and shown, and None removes it', async () => {
    const suffix = uniqueSuffix();
    const [first, second] = await Promise.all(
      ['Upload Cabinet', 'Edit Cabinet'].map((prefix) =>
        createGameViaApi(baseUrl, session.token, {
          category: 'arcade',
          name: `${prefix} ${suffix}`,
          manufacturer: 'Atari',
          year: 1982,
        }),
      ),
    );
    const name = `Machine Photo ${suffix}`;
    const tagOf = async () =>
      (await staffGallery()).find((image) => image.originalName === name)?.gameId ?? null;
    try {
      const { page, problems } = await openStaffGallery();
      const dialog = await openUploadDialog(page);
      await dialog.locator('input[type=file]').setInputFiles({
        name: `machine-${suffix}.png`,
        mimeType: 'image/png',
        buffer: await pngOf('#06b6d4', 800, 600),
      });
      await dialog.getByLabel('Display Name').fill(name);
      const machine = dialog.getByLabel('Machine', { exact: true });
      await expect.poll(() => machine.locator('option').first().innerText()).toBe('None');
      await machine.selectOption({ label: first!.name });
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await expectToast(page, 'Image Uploaded');
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.getByText(first!.name).waitFor();
      await expect.poll(tagOf).toBe(first!.id);

      const editTo = async (label: string) => {
        await page.getByRole('button', { name: `Edit ${name}` }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Image' });
        await edit.getByLabel('Machine', { exact: true }).selectOption({ label });
        await edit.getByRole('button', { name: 'Save Changes' }).click();
        await expectToast(page, 'Image Updated');
        await expect.poll(() => edit.count()).toBe(0);
      };
      await editTo(second!.name);
      await row.getByText(second!.name).waitFor();
      await expect.poll(tagOf).toBe(second!.id);

      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const reopened = page.getByRole('dialog', { name: 'Edit Image' });
      await expect
        .poll(() => reopened.getByLabel('Machine', { exact: true }).inputValue())
        .toBe(second!.id);
      await reopened.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => reopened.count()).toBe(0);

      await editTo('None');
      await expect.poll(() => row.locator('.gallery-table__machine').innerText()).toBe('None');
      await expect.poll(tagOf).toBeNull();
      expect(allProblems(problems)).toEqual([]);
    } finally {
      const mine = (await staffGallery()).filter((image) => image.originalName === name);
      for (const image of mine) await deleteGalleryImageViaApi(baseUrl, session.token, image.id);
      for (const game of [first!, second!]) {
        await deleteGameByName(baseUrl, session.token, 'arcade', game.name);
      }
    }
  });

  it('when files break the upload rules, then each gets the spec message and nothing is sent', async () => {
    const { page } = await openStaffGallery();
    const dialog = await openUploadDialog(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(request.url());
    });

    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'No Files Selected');

    const input = dialog.locator('input[type=file]');
    const tiny = await pngOf('#f59e0b', 20, 20);
    await input.setInputFiles(
      Array.from({ length: 11 }, (_, index) => ({
        name: `too-many-${index}.png`,
        mimeType: 'image/png',
        buffer: tiny,
      })),
    );
    await expectToast(page, 'Too Many Files', 'Please select no more than 10 files');
    await expect.poll(() => dialog.locator('.upload-file').count()).toBe(0);

    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expectToast(page, 'Invalid File', 'notes.txt is not an image file');

    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 1),
    });
    await expectToast(page, 'File Too Large');

    await input.setInputFiles({ name: 'floor.png', mimeType: 'image/png', buffer: tiny });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByText('Please provide a display name for the image').waitFor();
    expect(sent).toEqual([]);
  });

  it('when a renamed text file is uploaded, then the server refuses it and the dialog says why', async () => {
    const { page, problems } = await openStaffGallery();
    const dialog = await openUploadDialog(page);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'scores.png',
      mimeType: 'image/png',
      buffer: Buffer.from('name,score\nAlex,100\n'.repeat(300)),
    });
    await dialog.getByLabel('Display Name').fill('Not really a picture');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Upload Failed', 'Failed to upload scores.png');
    await dialog.getByText(/Failed: The file is not an image/).waitFor();
    expect(
      (await staffGallery()).some((image) => image.originalName === 'Not really a picture'),
    ).toBe(false);
    expect(
      allProblems(problems, {
        expectedHttpErrors: [{ status: 415, path: /^\/objects\/uploads\// }],
      }),
    ).toEqual([]);
  });

  it('when the page is 360px wide, then the table becomes cards and nothing scrolls sideways', async () => {
    const { page } = await openStaffGallery({ width: 360, height: 800 });
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBe(0);
    await openUploadDialog(page);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBe(0);
  });
});
