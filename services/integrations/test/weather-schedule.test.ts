import { Queue } from 'bullmq';
import { afterEach, expect, it } from 'vitest';
import { weatherRefreshQueue } from '@venue/contracts/integrations';
import { describeWithRedisServer } from '@venue/test-helpers/redis-suite';
import {
  startServicesUnderTest,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { eventsService } from '@venue/events/events.service';
import { integrationsService } from '../src/integrations.service';
import type { FakeServer } from '@venue/test-helpers/fake-server';
import { startFakeOpenMeteo } from '@venue/test-helpers/fake-weather';

const running: ServicesUnderTest[] = [];
let provider: FakeServer | undefined;
let queue: Queue | undefined;
afterEach(async () => {
  await Promise.all(running.splice(0).map((hosted) => hosted.close()));
  await queue?.close();
  await provider?.close();
});

describeWithRedisServer('the weather job on BullMQ', (server) => {
  it('when two integrations processes start on one Redis, then the repeatable weather job is scheduled once and runs once', async () => {
    provider = await startFakeOpenMeteo();
    const redisUrl = server().url;
    const env = { OPEN_METEO_URL: provider.url };
    for (let process = 0; process < 2; process += 1) {
      running.push(
        await startServicesUnderTest([eventsService, integrationsService], { redisUrl, env }),
      );
    }

    queue = new Queue(weatherRefreshQueue.name, { connection: { url: redisUrl } });
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map(({ key, every }) => ({ key, every }))).toEqual([
      { key: 'weather-refresh-every-10-minutes', every: 600_000 },
    ]);
    await expect.poll(() => provider!.requests.length, { timeout: 10_000 }).toBe(1);
    // Both processes work the queue: a second run would come now, not in ten minutes.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(provider.requests).toHaveLength(1);
  });
});
