import { afterEach, describe, expect, it } from 'vitest';
import type { WeatherProvider } from '../../src/weather/weather-provider';
import { withCircuitBreaker } from '../../src/weather/circuit-breaker';
import { openMeteoProvider } from '../../src/weather/open-meteo';
import { type FakeServer, sendJson, startFakeServer } from '@venue/test-helpers/fake-server';

const theForks = { latitude: 49.8875, longitude: -97.1305 };
const resetTimeoutMs = 200;

const forecast = {
  current: {
    time: '2026-11-23T16:00',
    interval: 900,
    temperature_2m: -5.3,
    relative_humidity_2m: 81,
    weather_code: 3,
    wind_speed_10m: 14.2,
    is_day: 1,
  },
};

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Open-Meteo that answers 500 while `healthy.now` is false. */
async function flakyOpenMeteo() {
  const healthy = { now: false };
  server = await startFakeServer((_, response) =>
    healthy.now
      ? sendJson(response, 200, forecast)
      : sendJson(response, 500, { error: true, reason: 'Internal error' }),
  );
  const provider = withCircuitBreaker(openMeteoProvider({ baseUrl: server.url, timeoutMs: 1000 }), {
    failuresToOpen: 3,
    resetTimeoutMs,
  });
  return { healthy, provider, requests: server.requests };
}

const failuresOf = async (provider: WeatherProvider, times: number) => {
  for (let call = 0; call < times; call += 1) {
    await expect(provider.current(theForks)).rejects.toThrow('open-meteo answered 500');
  }
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('weather circuit breaker', () => {
  it('when the provider answers, then its reading and name pass through', async () => {
    const { healthy, provider } = await flakyOpenMeteo();
    healthy.now = true;

    await expect(provider.current(theForks)).resolves.toMatchObject({ icon: 'cloudy' });
    expect(provider.name).toBe('open-meteo');
  });

  it('when the provider fails 3 times in a row, then the next call fails fast without calling it', async () => {
    const { provider, requests } = await flakyOpenMeteo();
    await failuresOf(provider, 3);

    await expect(provider.current(theForks)).rejects.toThrow(
      'weather provider open-meteo is failing (open-meteo answered 500: Internal error); trying again after 1 s',
    );
    expect(requests).toHaveLength(3);
  });

  it('when a call succeeds between failures, then the count starts again', async () => {
    const { healthy, provider, requests } = await flakyOpenMeteo();
    await failuresOf(provider, 2);
    healthy.now = true;
    await provider.current(theForks);
    healthy.now = false;

    await failuresOf(provider, 2);

    expect(requests).toHaveLength(5);
  });

  it('when the reset time has passed and the provider recovered, then the trial call closes the breaker', async () => {
    const { healthy, provider, requests } = await flakyOpenMeteo();
    await failuresOf(provider, 3);
    healthy.now = true;
    await pause(resetTimeoutMs + 50);

    await expect(provider.current(theForks)).resolves.toMatchObject({ icon: 'cloudy' });
    await expect(provider.current(theForks)).resolves.toMatchObject({ icon: 'cloudy' });
    expect(requests).toHaveLength(5);
  });

  it('when the trial call after the reset time fails, then the breaker opens again at once', async () => {
    const { provider, requests } = await flakyOpenMeteo();
    await failuresOf(provider, 3);
    await pause(resetTimeoutMs + 50);

    await failuresOf(provider, 1);

    await expect(provider.current(theForks)).rejects.toThrow(/is failing .* trying again after/);
    expect(requests).toHaveLength(4);
  });

  it('with no options, then it still opens after 3 failures and waits 5 minutes', async () => {
    server = await startFakeServer((_, response) => sendJson(response, 503, {}));
    const provider = withCircuitBreaker(
      openMeteoProvider({ baseUrl: server.url, timeoutMs: 1000 }),
    );
    for (let call = 0; call < 3; call += 1) {
      await expect(provider.current(theForks)).rejects.toThrow('open-meteo answered 503');
    }

    await expect(provider.current(theForks)).rejects.toThrow('trying again after 300 s');
  });
});
