/**
 * The providers' weather codes mapped onto the site's icons (and, for Open-Meteo, which sends
 * only a number, onto words).
 */
import type { WeatherIcon } from '@venue/contracts/integrations';

/** What the sky is doing; clear and partly cloudy skies get a day or a night icon. */
export type WeatherCondition =
  'clear' | 'partly-cloudy' | Exclude<WeatherIcon, `${string}-day` | `${string}-night`>;

export function weatherIcon(condition: WeatherCondition, isDay: boolean): WeatherIcon {
  if (condition === 'clear') return isDay ? 'clear-day' : 'clear-night';
  if (condition === 'partly-cloudy') return isDay ? 'partly-cloudy-day' : 'partly-cloudy-night';
  return condition;
}

interface CodedWeather {
  condition: WeatherCondition;
  description: string;
}

/** WMO weather interpretation codes, as Open-Meteo documents them (every code it sends). */
export const wmoWeatherCodes: Readonly<Record<number, CodedWeather>> = {
  0: { condition: 'clear', description: 'Clear sky' },
  1: { condition: 'partly-cloudy', description: 'Mainly clear' },
  2: { condition: 'partly-cloudy', description: 'Partly cloudy' },
  3: { condition: 'cloudy', description: 'Overcast' },
  45: { condition: 'fog', description: 'Fog' },
  48: { condition: 'fog', description: 'Freezing fog' },
  51: { condition: 'drizzle', description: 'Light drizzle' },
  53: { condition: 'drizzle', description: 'Drizzle' },
  55: { condition: 'drizzle', description: 'Heavy drizzle' },
  56: { condition: 'freezing-rain', description: 'Light freezing drizzle' },
  57: { condition: 'freezing-rain', description: 'Heavy freezing drizzle' },
  61: { condition: 'rain', description: 'Light rain' },
  63: { condition: 'rain', description: 'Rain' },
  65: { condition: 'rain', description: 'Heavy rain' },
  66: { condition: 'freezing-rain', description: 'Light freezing rain' },
  67: { condition: 'freezing-rain', description: 'Heavy freezing rain' },
  71: { condition: 'snow', description: 'Light snow' },
  73: { condition: 'snow', description: 'Snow' },
  75: { condition: 'snow', description: 'Heavy snow' },
  77: { condition: 'snow', description: 'Snow grains' },
  80: { condition: 'rain', description: 'Light rain showers' },
  81: { condition: 'rain', description: 'Rain showers' },
  82: { condition: 'rain', description: 'Violent rain showers' },
  85: { condition: 'snow', description: 'Light snow showers' },
  86: { condition: 'snow', description: 'Heavy snow showers' },
  95: { condition: 'thunderstorm', description: 'Thunderstorm' },
  96: { condition: 'thunderstorm', description: 'Thunderstorm with light hail' },
  99: { condition: 'thunderstorm', description: 'Thunderstorm with heavy hail' },
};

/**
 * OpenWeatherMap condition ids by range (its words come with each reading). The first range
 * holding the id wins: freezing rain is the one 5xx that is not plain rain.
 */
const openWeatherMapConditions: ReadonlyArray<{
  from: number;
  to: number;
  condition: WeatherCondition;
}> = [
  { from: 200, to: 299, condition: 'thunderstorm' },
  { from: 300, to: 399, condition: 'drizzle' },
  { from: 511, to: 511, condition: 'freezing-rain' },
  { from: 500, to: 599, condition: 'rain' },
  { from: 600, to: 699, condition: 'snow' },
  // Mist, smoke, haze, dust, fog, sand, ash, squalls and tornadoes: all a veiled sky.
  { from: 700, to: 799, condition: 'fog' },
  { from: 800, to: 800, condition: 'clear' },
  { from: 801, to: 802, condition: 'partly-cloudy' },
  { from: 803, to: 804, condition: 'cloudy' },
];

export function openWeatherMapCondition(id: number): WeatherCondition | undefined {
  return openWeatherMapConditions.find(({ from, to }) => from <= id && id <= to)?.condition;
}
