import { weatherReadingSchema } from '@venue/contracts/integrations';
import { describe, expect, it } from 'vitest';
import {
  openWeatherMapCondition,
  weatherIcon,
  wmoWeatherCodes,
  type WeatherCondition,
} from '../../src/weather/icons';

const wmoIcon = (code: number, isDay: boolean) => {
  const coded = wmoWeatherCodes[code];
  return coded && weatherIcon(coded.condition, isDay);
};

describe('WMO weather codes (Open-Meteo)', () => {
  it.each([
    [0, 'clear-day', 'clear-night'],
    [1, 'partly-cloudy-day', 'partly-cloudy-night'],
    [2, 'partly-cloudy-day', 'partly-cloudy-night'],
    [3, 'cloudy', 'cloudy'],
    [45, 'fog', 'fog'],
    [48, 'fog', 'fog'],
    [51, 'drizzle', 'drizzle'],
    [53, 'drizzle', 'drizzle'],
    [55, 'drizzle', 'drizzle'],
    [56, 'freezing-rain', 'freezing-rain'],
    [57, 'freezing-rain', 'freezing-rain'],
    [61, 'rain', 'rain'],
    [63, 'rain', 'rain'],
    [65, 'rain', 'rain'],
    [66, 'freezing-rain', 'freezing-rain'],
    [67, 'freezing-rain', 'freezing-rain'],
    [71, 'snow', 'snow'],
    [73, 'snow', 'snow'],
    [75, 'snow', 'snow'],
    [77, 'snow', 'snow'],
    [80, 'rain', 'rain'],
    [81, 'rain', 'rain'],
    [82, 'rain', 'rain'],
    [85, 'snow', 'snow'],
    [86, 'snow', 'snow'],
    [95, 'thunderstorm', 'thunderstorm'],
    [96, 'thunderstorm', 'thunderstorm'],
    [99, 'thunderstorm', 'thunderstorm'],
  ])('when the code is %i, then the icon is %s by day and %s by night', (code, day, night) => {
    expect(wmoIcon(code, true)).toBe(day);
    expect(wmoIcon(code, false)).toBe(night);
  });

  it.each([
    [0, 'Clear sky'],
    [2, 'Partly cloudy'],
    [3, 'Overcast'],
    [45, 'Fog'],
    [51, 'Light drizzle'],
    [57, 'Heavy freezing drizzle'],
    [65, 'Heavy rain'],
    [75, 'Heavy snow'],
    [81, 'Rain showers'],
    [99, 'Thunderstorm with heavy hail'],
  ])('when the code is %i, then the description is %s', (code, description) => {
    expect(wmoWeatherCodes[code]?.description).toBe(description);
  });

  it('when any code is described, then the words fit a reading', () => {
    for (const { description } of Object.values(wmoWeatherCodes)) {
      expect(weatherReadingSchema.shape.description.safeParse(description).success).toBe(true);
    }
  });

  it.each([4, 44, 50, 100])('when the code is %i, then it is not known', (code) => {
    expect(wmoWeatherCodes[code]).toBeUndefined();
  });
});

describe('OpenWeatherMap condition ids', () => {
  it.each<[number, WeatherCondition]>([
    [200, 'thunderstorm'],
    [232, 'thunderstorm'],
    [300, 'drizzle'],
    [321, 'drizzle'],
    [500, 'rain'],
    [504, 'rain'],
    [511, 'freezing-rain'],
    [520, 'rain'],
    [531, 'rain'],
    [600, 'snow'],
    [616, 'snow'],
    [622, 'snow'],
    [701, 'fog'],
    [741, 'fog'],
    [781, 'fog'],
    [800, 'clear'],
    [801, 'partly-cloudy'],
    [802, 'partly-cloudy'],
    [803, 'cloudy'],
    [804, 'cloudy'],
  ])('when the id is %i, then the condition is %s', (id, condition) => {
    expect(openWeatherMapCondition(id)).toBe(condition);
  });

  it.each([0, 199, 400, 805, 900])('when the id is %i, then it is not known', (id) => {
    expect(openWeatherMapCondition(id)).toBeUndefined();
  });
});

describe('day and night icons', () => {
  it('when the sky is clear or partly cloudy, then day and night differ; else they do not', () => {
    expect(weatherIcon('clear', true)).toBe('clear-day');
    expect(weatherIcon('clear', false)).toBe('clear-night');
    expect(weatherIcon('partly-cloudy', true)).toBe('partly-cloudy-day');
    expect(weatherIcon('partly-cloudy', false)).toBe('partly-cloudy-night');
    expect(weatherIcon('snow', true)).toBe('snow');
    expect(weatherIcon('snow', false)).toBe('snow');
  });
});
