import { afterEach, describe, expect, it } from 'vitest';
import { weatherRefreshQueue } from '@venue/contracts/integrations';
import { createInProcessJobs } from '@venue/jobs/in-process.adapter';
import { createLogger, type Logger } from '@venue/service-kit/logger';
import { type FakeServer, startFakeServer } from '@venue/test-helpers/fake-server';
import {
  startServicesUnderTest,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import type { CurrentWeather } from '../src/weather/current-weather';
import type { EventEnhancements } from '../src/ai/event-enhancements';
import { integrationsJobs } from '../src/integrations.jobs';
import type { WeatherProvider } from '../src/weather/weather-provider';
import { withCircuitBreaker } from '../src/weather/circuit-breaker';
import { openMeteoProvider } from '../src/weather/open-meteo';
import { integrationsService } from '../src/integrations.service';

const theForks = { latitude: 49.8875, longitude: -97.1305 };

let server: FakeServer | undefined;
let hosted: ServicesUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  await hosted?.close();
  server = undefined;
  hosted = undefined;
});

/** What the service logs, one parsed entry per line. */
function capturedLog() {
  const lines: string[] = [];
  const logger = createLogger('test', 'info', { write: (line: string) => void lines.push(line) });
  return { logger, lines, entries: () => lines.map((line) => JSON.parse(line) as LogEntry) };
}
type LogEntry = {
  level: number;
  msg: string;
  provider?: string;
  reason?: string;
  res?: { statusCode: number };
  err?: { stack?: string };
  /** Set on what a job's run logs. */
  queue?: string;
};

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
    provider: 'open-meteo',
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
    expect(entries().map((entry) => entry.provider)).toEqual(Array(3).fill('open-meteo'));
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

describe('the weather read while the provider is down', () => {
  it('when /api/weather has no reading to give, over HTTP or by a call, then it answers 503 and logs nothing at error level; the refresh is one warning line', async () => {
    const { logger, lines, entries } = capturedLog();
    hosted = await startServicesUnderTest([integrationsService], {
      env: { OPEN_METEO_URL: 'http://127.0.0.1:9' },
      logger,
    });
    await expect
      .poll(() => entries().filter((entry) => entry.msg.includes('weather could not be refreshed')))
      .toHaveLength(1);
    const refreshed = entries().length;

    const reads = hosted.services.integrations!.reads!;
    for (let view = 0; view < 3; view += 1) {
      expect((await hosted.call('integrations', '/api/weather')).status).toBe(503);
      expect((await reads('/api/weather'))!.status).toBe(503);
    }

    const afterRefresh = entries().slice(refreshed);
    expect(afterRefresh.flatMap((entry) => (entry.res ? [entry.res] : []))).toEqual(
      Array(6).fill({ statusCode: 503 }),
    );
    // The service's other jobs run meanwhile and log their own (the AI's, asking for the events
    // service, which is not hosted here): what is held here is what the reads log.
    const readsLogged = afterRefresh.filter((entry) => entry.queue === undefined);
    expect(readsLogged.filter((entry) => entry.level >= 40)).toEqual([]);
    expect(lines.join('')).not.toMatch(/"stack"/);
    expect(entries()[0]).toMatchObject({
      level: 40,
      provider: 'open-meteo',
      reason: expect.stringMatching(/^open-meteo could not be reached: /),
    });
  });
});
