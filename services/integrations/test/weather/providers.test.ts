import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { WeatherProvider } from '../../src/weather/weather-provider';
import { openMeteoProvider } from '../../src/weather/open-meteo';
import { openWeatherMapProvider } from '../../src/weather/openweathermap';
import {
  type FakeHandler,
  type FakeServer,
  sendJson,
  startFakeServer,
} from '@venue/test-helpers/fake-server';
import { openMeteoAnswer } from '@venue/test-helpers/fake-weather';

const theForks = { latitude: 49.8875, longitude: -97.1305 };
/** Long enough for any answer the fake servers give, however busy the machine. */
const timeoutMs = 10_000;
/** For the provider that never answers. */
const shortTimeoutMs = 300;

/** Open-Meteo's answer to our request, as it sends it: overcast, measured at 16:00 GMT. */
const openMeteoBody = openMeteoAnswer(new Date('2026-11-23T16:00:00Z'), {
  temperature_2m: -5.34,
  relative_humidity_2m: 81,
  weather_code: 3,
  wind_speed_10m: 14.2,
});

/** OpenWeatherMap's answer to our request, as it sends it. */
const openWeatherMapBody = {
  coord: { lon: -97.1305, lat: 49.8875 },
  weather: [{ id: 600, main: 'Snow', description: 'light snow', icon: '13n' }],
  base: 'stations',
  main: {
    temp: -8.26,
    feels_like: -14.9,
    temp_min: -9,
    temp_max: -7.2,
    pressure: 1021,
    humidity: 86,
    sea_level: 1021,
    grnd_level: 990,
  },
  visibility: 6000,
  wind: { speed: 4.63, deg: 310 },
  clouds: { all: 100 },
  dt: 1795449600,
  sys: { type: 2, id: 2011045, country: 'CA', sunrise: 1795441000, sunset: 1795473000 },
  timezone: -21600,
  id: 6183235,
  name: 'Winnipeg',
  cod: 200,
};

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: FakeHandler): Promise<FakeServer> {
  server = await startFakeServer(handler);
  return server;
}

const never = () => new Promise<void>(() => {});
const sendHtml = (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<html><body>Service temporarily unavailable</body></html>');
};

describe('open-meteo', () => {
  const provider = (url: string, answerWithinMs = timeoutMs): WeatherProvider =>
    openMeteoProvider({ baseUrl: url, timeoutMs: answerWithinMs });

  it('when Open-Meteo answers, then the reading is its current weather in our units', async () => {
    const { url, requests } = await serve((_, response) => sendJson(response, 200, openMeteoBody));

    const reading = await provider(url).current(theForks);

    expect(reading).toEqual({
      icon: 'cloudy',
      description: 'Overcast',
      temperature: -5.3,
      humidity: 81,
      windSpeed: 14,
      observedAt: new Date('2026-11-23T16:00:00Z'),
    });
    const asked = new URL(requests[0]!.url, url);
    expect(asked.pathname).toBe('/v1/forecast');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      latitude: '49.8875',
      longitude: '-97.1305',
      current: 'temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m,is_day',
      wind_speed_unit: 'kmh',
      timezone: 'GMT',
    });
  });

  it('when the sun is down, then a clear sky has the night icon', async () => {
    const { url } = await serve((_, response) =>
      sendJson(response, 200, {
        ...openMeteoBody,
        current: { ...openMeteoBody.current, weather_code: 0, is_day: 0 },
      }),
    );

    const reading = await provider(`${url}/`).current(theForks);

    expect(reading).toMatchObject({ icon: 'clear-night', description: 'Clear sky' });
  });

  it('when Open-Meteo does not answer in time, then it fails within the timeout', async () => {
    const { url } = await serve(never);

    const started = Date.now();
    await expect(provider(url, shortTimeoutMs).current(theForks)).rejects.toThrow(
      `open-meteo did not answer within ${shortTimeoutMs} ms`,
    );
    expect(Date.now() - started).toBeLessThan(timeoutMs);
  });

  it('when Open-Meteo answers 500, then the error carries the status', async () => {
    const { url } = await serve((_, response) =>
      sendJson(response, 500, { error: true, reason: 'Internal error' }),
    );

    await expect(provider(url).current(theForks)).rejects.toThrow(
      'open-meteo answered 500: Internal error',
    );
  });

  it('when the body is an HTML page, then it is refused as not JSON', async () => {
    const { url } = await serve((_, response) => sendHtml(response));

    await expect(provider(url).current(theForks)).rejects.toThrow(
      'open-meteo sent a body that is not JSON: <html><body>Service temporarily unavailable',
    );
  });

  it('when the JSON has no current weather, then it is refused naming what is missing', async () => {
    const { url } = await serve((_, response) =>
      sendJson(response, 200, { ...openMeteoBody, current: { time: '2026-11-23T16:00' } }),
    );

    await expect(provider(url).current(theForks)).rejects.toThrow(
      /open-meteo sent an unexpected body: current\.temperature_2m: /,
    );
  });

  it('when the humidity is 250 %, then the reading is refused as out of range', async () => {
    const { url } = await serve((_, response) =>
      sendJson(response, 200, {
        ...openMeteoBody,
        current: { ...openMeteoBody.current, relative_humidity_2m: 250 },
      }),
    );

    await expect(provider(url).current(theForks)).rejects.toThrow(
      /open-meteo sent a reading out of range: humidity: /,
    );
  });

  it('when the weather code is not a WMO code, then the reading is refused', async () => {
    const { url } = await serve((_, response) =>
      sendJson(response, 200, {
        ...openMeteoBody,
        current: { ...openMeteoBody.current, weather_code: 42 },
      }),
    );

    await expect(provider(url).current(theForks)).rejects.toThrow(
      'open-meteo sent an unknown weather code 42',
    );
  });

  it('when the body is larger than the limit, then it is refused', async () => {
    const { url } = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ...openMeteoBody, padding: 'x'.repeat(100_000) }));
    });

    await expect(provider(url).current(theForks)).rejects.toThrow(
      'open-meteo sent a body larger than 65536 bytes',
    );
  });

  it('when nothing listens, then the error says it could not be reached', async () => {
    const { url, close } = await serve(never);
    await close();
    server = undefined;

    await expect(provider(url).current(theForks)).rejects.toThrow(
      /^open-meteo could not be reached: /,
    );
  });
});

describe('openweathermap', () => {
  const apiKey = 'test-key-123';
  const provider = (url: string, answerWithinMs = timeoutMs): WeatherProvider =>
    openWeatherMapProvider({ baseUrl: url, apiKey, timeoutMs: answerWithinMs });

  it('when OpenWeatherMap answers, then the reading is its current weather in our units', async () => {
    const { url, requests } = await serve((_, response) =>
      sendJson(response, 200, openWeatherMapBody),
    );

    const reading = await provider(url).current(theForks);

    expect(reading).toEqual({
      icon: 'snow',
      description: 'Light snow',
      temperature: -8.3,
      humidity: 86,
      windSpeed: 17,
      observedAt: new Date(1795449600 * 1000),
    });
    const asked = new URL(requests[0]!.url, url);
    expect(asked.pathname).toBe('/data/2.5/weather');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      lat: '49.8875',
      lon: '-97.1305',
      units: 'metric',
      appid: apiKey,
    });
  });

  it('when the icon ends in n, then a clear sky has the night icon', async () => {
    const { url } = await serve((_, response) =>
      sendJson(response, 200, {
        ...openWeatherMapBody,
        weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01n' }],
      }),
    );

    const reading = await provider(url).current(theForks);

    expect(reading).toMatchObject({ icon: 'clear-night', description: 'Clear sky' });
  });

  it('when the key is refused, then the error says so and does not show the key', async () => {
    const { url } = await serve((_, response) =>
      sendJson(response, 401, {
        cod: 401,
        message:
          'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
      }),
    );

    const failure = provider(url).current(theForks);

    await expect(failure).rejects.toThrow(
      'openweathermap refused the API key (401): Invalid API key.',
    );
    await expect(failure).rejects.not.toThrow(apiKey);
  });

  it('when OpenWeatherMap does not answer in time, then it fails within the timeout', async () => {
    const { url } = await serve(never);

    const started = Date.now();
    await expect(provider(url, shortTimeoutMs).current(theForks)).rejects.toThrow(
      `openweathermap did not answer within ${shortTimeoutMs} ms`,
    );
    expect(Date.now() - started).toBeLessThan(timeoutMs);
  });

  it('when OpenWeatherMap answers 500, then the error carries the status', async () => {
    const { url } = await serve((_, response) => {
      response.writeHead(500);
      response.end('Internal Server Error');
    });

    await expect(provider(url).current(theForks)).rejects.toThrow(
      'openweathermap answered 500: Internal Server Error',
    );
  });

  it('when the body is an HTML page, then it is refused as not JSON', async () => {
    const { url } = await serve((_, response) => sendHtml(response));

    await expect(provider(url).current(theForks)).rejects.toThrow(
      'openweathermap sent a body that is not JSON',
    );
  });

  it('when the JSON has no conditions, then it is refused naming what is wrong', async () => {
    const { url } = await serve((_, response) =>
      sendJson(response, 200, { ...openWeatherMapBody, weather: [] }),
    );

    await expect(provider(url).current(theForks)).rejects.toThrow(
      /openweathermap sent an unexpected body: weather\.0: /,
    );
  });

  it('when the humidity is 250 %, then the reading is refused as out of range', async () => {
    const { url } = await serve((_, response) =>
      sendJson(response, 200, {
        ...openWeatherMapBody,
        main: { ...openWeatherMapBody.main, humidity: 250 },
      }),
    );

    await expect(provider(url).current(theForks)).rejects.toThrow(
      /openweathermap sent a reading out of range: humidity: /,
    );
  });
});
