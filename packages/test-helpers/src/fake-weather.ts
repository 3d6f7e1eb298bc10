import { sendJson, startFakeServer, type FakeServer } from './fake-server';

/** The weather a fake Open-Meteo reports unless told otherwise: light snow at the Forks. */
const snowyEvening = {
  temperature_2m: -7.4,
  relative_humidity_2m: 84,
  weather_code: 71,
  wind_speed_10m: 18.7,
  is_day: 1,
};

/**
 * Open-Meteo's answer to `/v1/forecast?...&current=...&timezone=GMT`: the current block's time
 * is GMT without an offset, to the minute.
 */
export const openMeteoAnswer = (
  observedAt: Date = new Date(),
  current: Partial<typeof snowyEvening> = {},
) => ({
  latitude: 49.9,
  longitude: -97.125,
  generationtime_ms: 0.05,
  utc_offset_seconds: 0,
  timezone: 'GMT',
  timezone_abbreviation: 'GMT',
  elevation: 232,
  current_units: {
    time: 'iso8601',
    interval: 'seconds',
    temperature_2m: '°C',
    relative_humidity_2m: '%',
    weather_code: 'wmo code',
    wind_speed_10m: 'km/h',
    is_day: '',
  },
  current: {
    time: observedAt.toISOString().slice(0, 16),
    interval: 900,
    ...snowyEvening,
    ...current,
  },
});

/**
 * A stand-in for Open-Meteo on 127.0.0.1 (nothing outside is reachable from our machines) that
 * reports the weather as measured at each request. Give its url as OPEN_METEO_URL.
 */
export const startFakeOpenMeteo = (
  current: Partial<typeof snowyEvening> = {},
): Promise<FakeServer> =>
  startFakeServer((_request, response) =>
    sendJson(response, 200, openMeteoAnswer(new Date(), current)),
  );
