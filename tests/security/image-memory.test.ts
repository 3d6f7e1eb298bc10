import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '@venue/contracts/errors';
import { uploadLimits } from '@venue/contracts/gallery';
import { scorePhotoUploadSchema } from '@venue/contracts/leaderboard';
import { embeddedEnv } from '../../scripts/lib/embedded-runtime';
import { interlacedPng, noisyGif, solidGif, webpBomb } from './hostile-images';

/**
 * What images a visitor sends to a score's photo link cost the process that reads them: the
 * services on the upload path run in a child process of their own, as in production (glibc
 * tuned as `npm start` and the Dockerfile tune it), and its resident memory's peak is read from
 * the kernel while three uploads arrive at once. sharp's memory is native, outside the heap
 * limit, so this is the only bound it has.
 */
const growthLimitMb = 150;

let child: ChildProcess;
let urls: { gallery: string; leaderboard: string };

beforeAll(async () => {
  child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'upload-path-process.ts')],
    { env: { ...process.env, ...embeddedEnv }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  urls = z.object({ gallery: z.string(), leaderboard: z.string() }).parse(JSON.parse(line));
  // The first image loads what every later one shares: that is no image's cost.
  const warmUp = await upload(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer(),
    'image/png',
  );
  expect(warmUp.status).toBe(201);
});
afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
});

const megabytesOf = (field: 'VmRSS' | 'VmHWM') => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
};

/** How far the child's resident memory rose above where it was, at its highest, during `work`. */
async function peakGrowthDuring(work: () => Promise<unknown>) {
  // Resets the kernel's record of the peak (VmHWM) to the memory resident now.
  writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
  const before = megabytesOf('VmRSS');
  await work();
  return megabytesOf('VmHWM') - before;
}

/** A player's two steps to a photo: the leaderboard's link, then the bytes sent to it. */
async function upload(bytes: Buffer<ArrayBuffer>, type: string) {
  const link = await fetch(`${urls.leaderboard}/api/score-submissions/photo-upload`, {
    method: 'POST',
  });
  expect(link.status).toBe(201);
  const { uploadURL } = scorePhotoUploadSchema.parse(await link.json());
  return fetch(`${urls.gallery}${uploadURL}`, {
    method: 'PUT',
    headers: { 'content-type': type },
    body: bytes,
  });
}

const atOnce = (images: Array<{ bytes: Buffer<ArrayBuffer>; type: string }>) =>
  Promise.all(images.map(({ bytes, type }) => upload(bytes, type)));

describe('images that decode far larger than they are, sent three at once to the photo link', () => {
  it.each([
    ['a 2000 × 32000 GIF of one colour', () => solidGif(2000, 32000), 'image/gif'],
    ['an 8000 × 8000 lossless WebP of 38 bytes', webpBomb, 'image/webp'],
    ['an interlaced 8000 × 8000 PNG', () => interlacedPng(8000, 8000), 'image/png'],
  ])(
    'when each is %s, then each is refused as too large, and memory grows by less than 150 MB',
    async (_label, make, type) => {
      const bytes = make();
      expect(bytes.length).toBeLessThan(100_000);
      let answers: Response[] = [];
      const growth = await peakGrowthDuring(async () => {
        answers = await atOnce([1, 2, 3].map(() => ({ bytes, type })));
      });
      for (const answer of answers) {
        expect(answer.status).toBe(422);
        expect(errorBodySchema.parse(await answer.json()).message).toMatch(
          /^The image is too large/,
        );
      }
      expect(growth).toBeLessThan(growthLimitMb);
    },
  );
});

describe('the largest images a photo may be, sent at once', () => {
  it('when a GIF, a WebP, a JPEG and a PNG each at their limit arrive together, then all are stored, and memory grows by less than 150 MB', async () => {
    const { maxPixels } = uploadLimits;
    // Noise is what costs an encoder most; a JPEG and an interlaced PNG are read whole.
    const noise = (width: number, height: number) =>
      sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#475569',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      });
    const images = [
      { bytes: noisyGif(1920, Math.floor(maxPixels['image/gif'] / 1920)), type: 'image/gif' },
      {
        bytes: await noise(1920, Math.floor(maxPixels['image/webp'] / 1920))
          .webp({ quality: 90 })
          .toBuffer(),
        type: 'image/webp',
      },
      {
        bytes: await noise(4000, Math.floor(maxPixels['image/jpeg'] / 4000))
          .jpeg({ quality: 40, progressive: true })
          .toBuffer(),
        type: 'image/jpeg',
      },
      {
        bytes: interlacedPng(4000, Math.floor(maxPixels['image/png'] / 4000)),
        type: 'image/png',
      },
    ];
    for (const { bytes } of images) expect(bytes.length).toBeLessThan(uploadLimits.maxBytes);
    let answers: Response[] = [];
    const growth = await peakGrowthDuring(async () => {
      answers = await atOnce(images);
    });
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(growth).toBeLessThan(growthLimitMb);
  });
});
