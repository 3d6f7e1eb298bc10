import { rm } from 'node:fs/promises';
import { afterEach, expect, it } from 'vitest';
import type { GameChangedEvent } from '@venue/contracts/catalogue';
import { notesService } from '@venue/test-helpers/notes-service';
import { startRedisServer } from '@venue/test-helpers/redis-server';
import { describeWithRedisServer } from '@venue/test-helpers/redis-suite';
import {
  startServicesUnderTest,
  tempDir,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { catalogueService } from '@venue/catalogue/catalogue.service';

/** Services on Redis in separate hosts, as separate processes would be, while Redis goes away. */
const running: ServicesUnderTest[] = [];
const host = async (...args: Parameters<typeof startServicesUnderTest>) => {
  const hosted = await startServicesUnderTest(...args);
  running.push(hosted);
  return hosted;
};
afterEach(async () => {
  await Promise.all(running.splice(0).map((hosted) => hosted.close()));
});

const game = (name: string) => ({ category: 'arcade', name, manufacturer: 'Atari', year: 1979 });
const createGame = (hosted: ServicesUnderTest, name: string) =>
  hosted.call('catalogue', '/api/games', { method: 'POST', as: 'staff', json: game(name) });
const gamesSeen = async (hosted: ServicesUnderTest) =>
  (await (
    await hosted.call('notes', '/api/notes/games-seen', { as: 'admin' })
  ).json()) as GameChangedEvent[];

// Redis here is one the test stops and starts again; the suite's rule decides whether it runs.
describeWithRedisServer('services on Redis while Redis is away', () => {
  it('when Redis is down during a save, then the save is answered honestly and its event arrives once Redis is back', async () => {
    // Redis keeps its data across the outage, as production's does (append-only file).
    const redisData = await tempDir('redis-outage');
    const redis = await startRedisServer({ dataDir: redisData });
    try {
      const notes = await host([notesService], { redisUrl: redis.url });
      const catalogue = await host([catalogueService], { redisUrl: redis.url });
      await redis.stop();
      const response = await createGame(catalogue, 'Event Test Three');
      expect(response.status).toBe(201);
      expect(
        (await catalogue.call('catalogue', '/api/games/arcade').then((r) => r.json())) as unknown[],
      ).toContainEqual(expect.objectContaining({ name: 'Event Test Three' }));
      const restarted = await startRedisServer({ port: redis.port, dataDir: redisData });
      try {
        await expect
          .poll(() => gamesSeen(notes))
          .toEqual([expect.objectContaining({ name: 'Event Test Three' })]);
      } finally {
        await Promise.all(running.splice(0).map((hosted) => hosted.close()));
        await restarted.stop();
      }
    } finally {
      await redis.stop();
      await rm(redisData, { recursive: true, force: true });
    }
  });
});
