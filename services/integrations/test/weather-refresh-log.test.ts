import { afterEach, describe, expect, it } from 'vitest';
import { weatherRefreshQueue } from '@venue/contracts/integrations';
import { createInProcessJobs } from '@venue/jobs/in-process.adapter';
import { createLogger, type Logger } from '@venue/service-kit/logger';
import { type FakeServer, startFakeServer } from '@venue/test-helpers/fake-server';
import type { CurrentWeather } from '../src/weather/current-weather';
import type { EventEnhancements } from '../src/ai/event-enhancements';
import { integrationsJobs } from '../src/integrations.jobs';
import type { WeatherProvider } from '../src/weather/weather-provider';
import { withCircuitBreaker } from '../src/weather/circuit-breaker';
import { openMeteoProvider } from '../src/weather/open-meteo';

const theForks = { latitude: 49.8875, longitude: -97.1305 };

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** What the service logs, one parsed entry per line. */
function capturedLog() {
  const lines: string[] = [];
  const logger = createLogger('test', 'info', { write: (line: string) => void lines.push(line) });
  return { logger, lines, entries: () => lines.map((line) => JSON.parse(line) as LogEntry) };
}
type LogEntry = { level: number; msg: string; reason?: string; err?: { stack?: string } };

/** The weather job as the service runs it, refreshing through `refresh`. */
function weatherJob(refresh: () => Promise<unknown>, logger: Logger) {
  const weather = {
    refresh: async () => {
      await refresh();
      throw new Error('the provider was to fail in this test');
    },
    current: async () => {
      throw new Error('not asked here');
    },
  } satisfies CurrentWeather;
  const jobs = createInProcessJobs({ logger });
  const work = integrationsJobs({
    weather,
    // Not the weather job's business.
    enhancements: {} as EventEnhancements,
    importFeeds: () => Promise.resolve(),
    jobs,
    logger,
  });
  const worker = work.workers?.find((spec) => spec.queue === weatherRefreshQueue);
  if (!worker) throw new Error('no weather worker');
  return () => worker.handler({}, { jobId: 'weather-test', attempt: 1 });
}

const refreshFrom = (provider: WeatherProvider) => () => provider.current(theForks);

describe('the weather job when the provider fails', () => {
  it('when the provider cannot be reached, then each refresh is one warning line naming why, without a stack, through the breaker opening, and the job does not fail', async () => {
    const { logger, lines, entries } = capturedLog();
    const provider = withCircuitBreaker(
      openMeteoProvider({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 }),
      { failuresToOpen: 2 },
    );
    const refresh = weatherJob(refreshFrom(provider), logger);

    for (let run = 0; run < 3; run += 1) await expect(refresh()).resolves.toBeUndefined();

    expect(entries().map(({ level, msg }) => ({ level, msg }))).toEqual(
      Array.from({ length: 3 }, () => ({
        level: 40,
        msg: 'integrations: the weather could not be refreshed',
      })),
    );
    const [first, second, third] = entries().map((entry) => entry.reason);
    expect(first).toMatch(/^open-meteo could not be reached: /);
    expect(second).toMatch(/^open-meteo could not be reached: /);
    expect(third).toMatch(/^weather provider open-meteo is failing \(.+\); trying again after/);
    for (const line of lines) {
      expect(line).not.toMatch(/stack|"err"/);
      expect(line.trimEnd().split('\n')).toHaveLength(1);
    }
  });

  it('when the provider does not answer in time, then it is one warning line saying so', async () => {
    server = await startFakeServer(() => new Promise<void>(() => {}));
    const { logger, entries } = capturedLog();
    const provider = openMeteoProvider({ baseUrl: server.url, timeoutMs: 100 });
    await expect(weatherJob(refreshFrom(provider), logger)()).resolves.toBeUndefined();
    expect(entries()).toEqual([
      expect.objectContaining({ level: 40, reason: 'open-meteo did not answer within 100 ms' }),
    ]);
    expect(entries()[0]?.err).toBeUndefined();
  });

  it('when refreshing fails for a reason of its own, then it is logged with its stack and the job fails', async () => {
    const { logger, entries } = capturedLog();
    const broken = () => Promise.reject(new TypeError('reading is not a function'));
    await expect(weatherJob(broken, logger)()).rejects.toThrow('reading is not a function');
    expect(entries()[0]).toMatchObject({
      level: 40,
      err: { stack: expect.stringMatching(/TypeError/) },
    });
  });
});
