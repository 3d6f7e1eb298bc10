/** Open-Meteo's forecast API (no key): the current conditions at the venue. */
import { z } from 'zod';
import type { ProviderReading, VenueLocation, WeatherProvider } from './weather-provider';
import { endpoint, errorReason, fetchText, OutsideServiceError, parseBody } from '../outside/http';
import { weatherIcon, wmoWeatherCodes } from './icons';
import { checkedReading, roundTo } from './reading';

interface OpenMeteoOptions {
  /** Default `https://api.open-meteo.com`. */
  baseUrl?: string;
  timeoutMs: number;
}

const service = 'open-meteo';
const maxBytes = 64 * 1024;

const forecastSchema = z.object({
  current: z.object({
    /** GMT, as asked, written without an offset: `2026-11-23T16:00`. */
    time: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'expected YYYY-MM-DDTHH:MM'),
    temperature_2m: z.number(),
    relative_humidity_2m: z.number(),
    weather_code: z.number().int(),
    wind_speed_10m: z.number(),
    is_day: z.union([z.literal(0), z.literal(1)]),
  }),
});

/** Open-Meteo's error body, e.g. `{"error":true,"reason":"Latitude must be in range…"}`. */
const errorReasonSchema = z.object({ reason: z.string() }).transform(({ reason }) => reason);

export function openMeteoProvider({
  baseUrl = 'https://api.open-meteo.com',
  timeoutMs,
}: OpenMeteoOptions): WeatherProvider {
  return {
    name: service,
    async current({ latitude, longitude }: VenueLocation): Promise<ProviderReading> {
      const query = new URLSearchParams({
        latitude: String(latitude),
        longitude: String(longitude),
        current: 'temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m,is_day',
        wind_speed_unit: 'kmh',
        timezone: 'GMT',
      });
      const { status, text } = await fetchText(
        endpoint(baseUrl, `/v1/forecast?${query}`),
        { headers: { accept: 'application/json' } },
        { service, timeoutMs, maxBytes },
      );
      if (status < 200 || status > 299) {
        throw new OutsideServiceError(
          `${service} answered ${status}: ${errorReason(text, errorReasonSchema)}`,
        );
      }
      const { current } = parseBody(text, forecastSchema, service);
      const coded = wmoWeatherCodes[current.weather_code];
      if (!coded)
        throw new Error(`${service} sent an unknown weather code ${current.weather_code}`);
      return checkedReading(service, {
        icon: weatherIcon(coded.condition, current.is_day === 1),
        description: coded.description,
        temperature: roundTo(current.temperature_2m, 1),
        humidity: roundTo(current.relative_humidity_2m, 0),
        windSpeed: roundTo(current.wind_speed_10m, 0),
        observedAt: new Date(`${current.time}:00Z`),
      });
    },
  };
}
