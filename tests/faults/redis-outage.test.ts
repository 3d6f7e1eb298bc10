import { rm } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { notesService } from '@venue/test-helpers/notes-service';
import { startRedisServer } from '@venue/test-helpers/redis-server';
import { createGame, gamesSeen, hostPerTest } from '@venue/test-helpers/game-events';
import { describeWithRedisServer } from '@venue/test-helpers/redis-suite';
import { tempDir } from '@venue/test-helpers/service-harness';
import { catalogueService } from '@venue/catalogue/catalogue.service';

/** Services on Redis in separate hosts, as separate processes would be, while Redis goes away. */
const { host, closeAll } = hostPerTest();

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
        await closeAll();
        await restarted.stop();
      }
    } finally {
      await redis.stop();
      await rm(redisData, { recursive: true, force: true });
    }
  });
});
