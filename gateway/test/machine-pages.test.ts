import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameBySlugSchema, gameSchema } from '@venue/contracts/catalogue';
import { galleryImageSchema, uploadUrlSchema } from '@venue/contracts/gallery';
import { machineStatusSchema } from '@venue/contracts/machines';
import { jsonRequest, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

/**
 * The machine pages' reads (a game by its slug, its status) through the gateway: kept by the
 * edge cache, and dropped by the events that change them, so a QR scan after a change shows it.
 */
let gateway: GatewayUnderTest;
let token = '';

const call = (path: string, init: RequestInit = {}) => fetch(`${gateway.url}${path}`, init);
const misses = async () =>
  (
    (await (
      await call('/api/staff/status', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { edgeCache: { misses: number } }
  ).edgeCache.misses;
const statusOf = async (slug: string) => {
  const response = await call(`/api/machines/${slug}/status`);
  return response.status === 200 ? machineStatusSchema.parse(await response.json()) : null;
};

beforeAll(async () => {
  gateway = await startGatewayUnderTest();
  await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
  token = await gateway.signIn('crew', 'crew-password-1');
  // The machines are built from the catalogue and the floor once both answer; every status
  // built is announced (and drops cached answers) before the cache can keep one for long.
  const games = Object.values(
    (await (await call('/api/games')).json()) as Record<string, unknown[]>,
  ).flat().length;
  await vi.waitFor(
    async () =>
      expect(((await (await call('/api/machines/status')).json()) as unknown[]).length).toBe(games),
    { timeout: 20_000, interval: 100 },
  );
  await gateway.services.services.machines!.outbox.relay();
});
afterAll(() => gateway.close());

describe('machine pages through the edge', () => {
  it('when a status is read twice, then the second is a hit; when staff flag the machine, then the next read shows it', async () => {
    expect((await statusOf('attack-from-mars'))?.status).toBe('working');
    const before = await misses();
    expect((await statusOf('attack-from-mars'))?.status).toBe('working');
    expect(await misses()).toBe(before);

    const flagged = await call(
      '/api/machines/attack-from-mars/out-of-order',
      jsonRequest('PUT', { outOfOrder: true, note: 'New coil on order' }, token),
    );
    expect(flagged.status).toBe(200);
    await expect
      .poll(() => statusOf('attack-from-mars'))
      .toMatchObject({ status: 'out of order', note: 'New coil on order' });
    await expect
      .poll(async () =>
        machineStatusSchema
          .array()
          .parse(await (await call('/api/machines/status')).json())
          .find((machine) => machine.slug === 'attack-from-mars'),
      )
      .toMatchObject({ status: 'out of order' });
  });

  it('when a player reports a machine, then its page says reported and that it was already reported', async () => {
    const report = {
      gameName: 'Medieval Madness',
      issueType: 'game_frozen',
      description: 'Froze on the castle multiball.',
    };
    expect((await call('/api/machine-reports/open?game=Medieval%20Madness')).status).toBe(200);
    expect((await call('/api/machine-reports', jsonRequest('POST', report))).status).toBe(201);
    await expect
      .poll(
        async () =>
          (await (
            await call('/api/machine-reports/open?game=Medieval%20Madness')
          ).json()) as unknown,
      )
      .toMatchObject({ alreadyReported: true, openReports: 1 });
    await expect.poll(async () => (await statusOf('medieval-madness'))?.status).toBe('reported');
  });

  it('when a game is renamed, then its old slug answers the game as an alias and its status moves', async () => {
    const read = await call('/api/games/by-slug/twilight-zone');
    const game = gameBySlugSchema.parse(await read.json());
    const renamed = await call(
      `/api/games/${game.id}`,
      jsonRequest(
        'PUT',
        {
          category: 'pinball',
          name: 'Twilight Zone Remastered',
          manufacturer: 'Bally',
          year: 1993,
        },
        token,
      ),
    );
    expect(gameSchema.parse(await renamed.json()).slug).toBe('twilight-zone-remastered');
    await expect
      .poll(async () => (await (await call('/api/games/by-slug/twilight-zone')).json()) as unknown)
      .toMatchObject({ slug: 'twilight-zone-remastered', isAlias: true });
    await expect.poll(() => statusOf('twilight-zone-remastered')).not.toBeNull();
    expect(await statusOf('twilight-zone')).toBeNull();
  });

  it("when an image is tagged with a game, then that game's photo read shows it and another game's stays apart", async () => {
    const gameAt = async (slug: string) =>
      gameBySlugSchema.parse(await (await call(`/api/games/by-slug/${slug}`)).json());
    const tagged = await gameAt('attack-from-mars');
    const other = await gameAt('medieval-madness');
    const photoOf = async (query: string) =>
      galleryImageSchema
        .array()
        .parse(await (await call(`/api/gallery?${query}`)).json())
        .map((image) => image.id);
    // Both kept by the edge before the tag exists.
    expect(await photoOf(`game=${tagged.id}&limit=1`)).toEqual([]);
    expect(await photoOf(`game=${other.id}&limit=1`)).toEqual([]);

    const staff = { authorization: `Bearer ${token}` };
    const link = uploadUrlSchema.parse(
      await (await call('/api/objects/upload', { method: 'POST', headers: staff })).json(),
    );
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#9333ea' },
    })
      .png()
      .toBuffer();
    const stored = await call(link.uploadURL, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    expect(stored.status).toBe(201);
    const created = await call(
      '/api/gallery',
      jsonRequest(
        'POST',
        {
          filename: link.uploadURL.split('?')[0],
          originalName: 'Martians at the glass',
          gameId: tagged.id,
        },
        token,
      ),
    );
    expect(created.status).toBe(201);
    const image = galleryImageSchema.parse(await created.json());

    await expect.poll(() => photoOf(`game=${tagged.id}&limit=1`)).toEqual([image.id]);
    expect(await photoOf(`limit=1&game=${tagged.id}`)).toEqual([image.id]);
    expect(await photoOf(`game=${other.id}&limit=1`)).toEqual([]);
  });
});
