import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSchema, type Game } from '@venue/contracts/catalogue';
import { staffLoginResponseSchema } from '@venue/contracts/staff';
import { startProduct } from '@venue/test-helpers/product';
import { tempDir } from '@venue/test-helpers/service-harness';
import { writeStubWebApp } from '@venue/test-helpers/web-app-stub';

const admin = { STAFF_ADMIN_USERNAME: 'crashadmin', STAFF_ADMIN_PASSWORD: 'crash-test-password' };
let dataDir: string;
let webDist: string;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = await tempDir('crash-product');
  // The gateway only needs some built web app to start; this test is about the API.
  webDist = `${dataDir}-web`;
  await writeStubWebApp(webDist);
  env = { ...admin, WEB_DIST: webDist };
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(webDist, { recursive: true, force: true });
});

const signIn = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: admin.STAFF_ADMIN_USERNAME,
      password: admin.STAFF_ADMIN_PASSWORD,
    }),
  });
  return staffLoginResponseSchema.parse(await response.json()).token;
};

describe('the product after kill -9', () => {
  it('when it is killed while games are being written, then every acknowledged game is there after a restart', async () => {
    const first = await startProduct({ dataDir, env });
    const token = await signIn(first.baseUrl);
    const acknowledged: Game[] = [];
    let writing = true;
    const writer = async (lane: number) => {
      for (let index = 0; writing; index++) {
        const response = await fetch(`${first.baseUrl}/api/games`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            category: 'arcade',
            name: `Crash ${lane}-${index}`,
            manufacturer: 'Test',
            year: 2000,
          }),
        }).catch(() => null);
        if (response?.status === 201) acknowledged.push(gameSchema.parse(await response.json()));
        else break;
      }
    };
    const lanes = [0, 1, 2, 3].map(writer);
    await expect.poll(() => acknowledged.length).toBeGreaterThan(150);
    await first.crash();
    writing = false;
    await Promise.all(lanes);

    const second = await startProduct({ dataDir, env });
    try {
      const games = (await (await fetch(`${second.baseUrl}/api/games/arcade`)).json()) as Game[];
      const stored = new Map(games.map((game) => [game.id, game]));
      for (const game of acknowledged) expect(stored.get(game.id)).toEqual(game);
      const counts = await (await fetch(`${second.baseUrl}/api/games/counts`)).json();
      expect(counts.arcade).toBe(games.length);
      const token2 = await signIn(second.baseUrl);
      const after = await fetch(`${second.baseUrl}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token2}` },
        body: JSON.stringify({
          category: 'arcade',
          name: 'After the crash',
          manufacturer: 'Test',
          year: 2001,
        }),
      });
      expect(after.status).toBe(201);
    } finally {
      await second.stop();
    }
  });
});
