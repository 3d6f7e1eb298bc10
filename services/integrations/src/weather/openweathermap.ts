/** OpenWeatherMap's current weather API (needs a key): the current conditions at the venue. */
import { z } from 'zod';
import type { ProviderReading, VenueLocation, WeatherProvider } from './weather-provider';
import { endpoint, errorReason, fetchText, OutsideServiceError, parseBody } from '../outside/http';
import { openWeatherMapCondition, weatherIcon } from './icons';
import { checkedReading, roundTo } from './reading';

interface OpenWeatherMapOptions {
  /** Default `https://api.openweathermap.org`. */
  baseUrl?: string;
  apiKey: string;
  timeoutMs: number;
}

const service = 'openweathermap';
const maxBytes = 64 * 1024;
const kmhPerMetrePerSecond = 3.6;

const conditionSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  /** e.g. `13n`: the letter says day or night at the place. */
  icon: z.string().regex(/^\d{2}[dn]$/, 'expected an icon like 13n'),
});

const currentWeatherSchema = z.object({
  /** The main condition first, then any others. */
  weather: z.tuple([conditionSchema], conditionSchema),
  main: z.object({ temp: z.number(), humidity: z.number() }),
  wind: z.object({ speed: z.number() }),
  /** Unix seconds. */
  dt: z.number().int(),
});

/** OpenWeatherMap's error body, e.g. `{"cod":401,"message":"Invalid API key. …"}`. */
const errorReasonSchema = z.object({ message: z.string() }).transform(({ message }) => message);

export function openWeatherMapProvider({
  baseUrl = 'https://api.openweathermap.org',
  apiKey,
  timeoutMs,
}: OpenWeatherMapOptions): WeatherProvider {
  return {
    name: service,
    async current({ latitude, longitude }: VenueLocation): Promise<ProviderReading> {
      const query = new URLSearchParams({
        lat: String(latitude),
        lon: String(longitude),
        units: 'metric',
        appid: apiKey,
      });
      const { status, text } = await fetchText(
        endpoint(baseUrl, `/data/2.5/weather?${query}`),
        { headers: { accept: 'application/json' } },
        { service, timeoutMs, maxBytes },
      );
      if (status === 401) {
        throw new Error(
          `${service} refused the API key (401): ${errorReason(text, errorReasonSchema)}`,
        );
      }
      if (status < 200 || status > 299) {
        throw new OutsideServiceError(
          `${service} answered ${status}: ${errorReason(text, errorReasonSchema)}`,
        );
      }
      const body = parseBody(text, currentWeatherSchema, service);
      const [weather] = body.weather;
      const condition = openWeatherMapCondition(weather.id);
      if (!condition) throw new Error(`${service} sent an unknown condition id ${weather.id}`);
      return checkedReading(service, {
        icon: weatherIcon(condition, weather.icon.endsWith('d')),
        description: capitalised(weather.description.trim()),
        temperature: roundTo(body.main.temp, 1),
        humidity: roundTo(body.main.humidity, 0),
        windSpeed: roundTo(body.wind.speed * kmhPerMetrePerSecond, 0),
        observedAt: new Date(body.dt * 1000),
      });
    },
  };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
