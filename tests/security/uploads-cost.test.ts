import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '@venue/contracts/errors';
import { storedObjectSchema, uploadLimits } from '@venue/contracts/gallery';
import { scorePhotoUploadSchema, scoreSubmissionReceiptSchema } from '@venue/contracts/leaderboard';
import { startGatewayUnderTest, type GatewayUnderTest } from '../../gateway/test/gateway-harness';

/**
 * A score's photo link is public: what it could cost the venue if it were free image hosting,
 * tried through the gateway as a visitor would. Each visitor is an address of its own, said by
 * a proxy the front gateway trusts (as the venue's reverse proxy would).
 */
let gateway: GatewayUnderTest;
let front: Awaited<ReturnType<GatewayUnderTest['another']>>;
let staffToken = '';
let gameName = '';
let visitor = 0;

beforeAll(async () => {
  gateway = await startGatewayUnderTest();
  front = await gateway.another({ trustProxy: 'loopback' });
  await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
  staffToken = await gateway.signIn('crew', 'crew-password-1');
  const names = z
    .array(z.string())
    .parse(await (await fetch(`${front.url}/api/games/list`)).json());
  gameName = names[0]!;
});
afterAll(async () => {
  await front?.close();
  await gateway?.close();
});

const nextVisitor = () => {
  visitor += 1;
  return `198.18.${(visitor >> 8) & 255}.${visitor & 255}`;
};
const asStaff = () => ({ authorization: `Bearer ${staffToken}` });
const read = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${front.url}${path}`, { headers });

/** A visitor's link for a photo (the leaderboard's public route). */
const photoLink = (address: string) =>
  fetch(`${front.url}/api/score-submissions/photo-upload`, {
    method: 'POST',
    headers: { 'x-forwarded-for': address },
  });
const put = (address: string, uploadURL: string, bytes: Buffer<ArrayBuffer>) =>
  fetch(`${front.url}${uploadURL}`, {
    method: 'PUT',
    headers: { 'x-forwarded-for': address, 'content-type': 'image/png' },
    body: bytes,
  });
const photo = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#22c55e' } })
    .png()
    .toBuffer();
/** A real PNG of the most bytes a photo may have: what costs the venue most to take. */
const largestPhoto = async () => {
  const png = await photo();
  return Buffer.concat([png, Buffer.alloc(uploadLimits.maxBytes - png.length, 0)]);
};

async function uploadedPhoto(address: string) {
  const link = await photoLink(address);
  expect(link.status).toBe(201);
  const { uploadURL, photo: path } = scorePhotoUploadSchema.parse(await link.json());
  expect((await put(address, uploadURL, await photo())).status).toBe(201);
  return { uploadURL, path };
}

describe("a score's photo as image hosting", () => {
  it('when a visitor uploads a photo and passes its address around, then nobody but staff can load it, sent with a score or not; once rejected, staff cannot either', async () => {
    const address = nextVisitor();
    const { path } = await uploadedPhoto(address);
    expect((await read(path)).status).toBe(404);
    expect((await read(path, asStaff())).status).toBe(200);

    const submitted = await fetch(`${front.url}/api/score-submissions`, {
      method: 'POST',
      headers: { 'x-forwarded-for': address, 'content-type': 'application/json' },
      body: JSON.stringify({ gameName, playerName: 'Mallory', score: 1, photo: path }),
    });
    expect(submitted.status).toBe(201);
    const { id } = scoreSubmissionReceiptSchema.parse(await submitted.json());
    const answer = await read(path);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control') ?? '').not.toMatch(/public/);

    const rejected = await fetch(`${front.url}/api/score-submissions/${id}/reject`, {
      method: 'POST',
      headers: { ...asStaff(), 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Not a score' }),
    });
    expect(rejected.status).toBe(200);
    expect((await read(path, asStaff())).status).toBe(404);
  });

  it("when a visitor dresses the photo's address as a view link (its upload link's query, a changed signature), then it is a 404", async () => {
    const { uploadURL, path } = await uploadedPhoto(nextVisitor());
    expect((await read(uploadURL)).status).toBe(404);
    const { viewURL } = storedObjectSchema.parse(
      await (await read(`/api/objects/${path.split('/').pop()}`, asStaff())).json(),
    );
    expect((await read(viewURL)).status).toBe(200);
    const forged = viewURL.replace(/signature=([\w-])/, (_match, first: string) =>
      first === 'A' ? 'signature=B' : 'signature=A',
    );
    expect((await read(forged)).status).toBe(404);
  });
});

describe('the bytes one address may send a day', () => {
  it('when one address sends the largest photos all at once, then the photos taken stay within its day of bytes and one photo more, the rest are 429s, and its next link is a 429; another address is not held', async () => {
    const address = nextVisitor();
    const links = [];
    for (let n = 0; n < 12; n += 1) {
      const link = await photoLink(address);
      expect(link.status).toBe(201);
      links.push(scorePhotoUploadSchema.parse(await link.json()));
    }
    const bytes = await largestPhoto();
    const answers = await Promise.all(links.map((link) => put(address, link.uploadURL, bytes)));
    const taken = answers.filter((answer) => answer.status === 201).length;
    const refused = answers.filter((answer) => answer.status === 429);
    expect(taken + refused.length).toBe(links.length);
    // The default day: 100 MB.
    expect(taken * uploadLimits.maxBytes).toBeLessThanOrEqual(
      100 * 1024 * 1024 + uploadLimits.maxBytes,
    );
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) errorBodySchema.parse(await answer.json());

    const next = await photoLink(address);
    expect(next.status).toBe(429);
    expect(errorBodySchema.parse(await next.json()).message).toMatch(/today/);
    await uploadedPhoto(nextVisitor());
  });
});
