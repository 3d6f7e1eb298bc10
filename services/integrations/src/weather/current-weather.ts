import { weatherUpdated, type Weather } from '@venue/contracts/integrations';
import { Unavailable } from '@venue/service-kit/errors';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import type { IntegrationsRepository, WeatherRecord } from '../integrations.repository';
import type { VenueLocation, WeatherProvider } from './weather-provider';

const present = ({ icon, temperature, description, humidity, windSpeed, ...meta }: WeatherRecord) =>
  ({
    icon,
    temperature,
    description,
    humidity,
    windSpeed,
    observedAt: meta.observedAt.toISOString(),
    provider: meta.provider,
  }) satisfies Weather;

/**
 * The venue's weather: a reading the refresh job renews from the provider, and the page's
 * answer from that stored reading (never from the provider, so a slow provider never slows a
 * page). A reading older than `maxAgeMs` is not shown.
 */
export function currentWeather(options: {
  repository: IntegrationsRepository;
  outbox: Outbox;
  provider: WeatherProvider;
  location: VenueLocation;
  maxAgeMs: number;
}) {
  const { repository, outbox, provider, location, maxAgeMs } = options;
  return {
    /** The provider's name, for the lines the refresh logs. */
    provider: provider.name,

    async refresh(): Promise<Weather> {
      const { observedAt, ...reading } = await provider.current(location);
      const record = { ...reading, observedAt, provider: provider.name, fetchedAt: new Date() };
      const saved = await outbox.record(
        [
          domainEvent(weatherUpdated, {
            observedAt: observedAt.toISOString(),
            provider: provider.name,
          }),
        ],
        () => repository.saveWeather(record),
      );
      return present(saved);
    },

    async current(now = new Date()): Promise<Weather> {
      const record = await repository.weather();
      // Why there is none was logged by the refresh, once: each page that asks is only told.
      if (!record) throw new Unavailable('Weather data unavailable: no reading yet');
      if (now.getTime() - record.observedAt.getTime() > maxAgeMs) {
        const minutes = Math.round(maxAgeMs / 60_000);
        throw new Unavailable(
          `Weather data unavailable: no reading in the last ${minutes} minutes`,
        );
      }
      return present(record);
    },
  };
}

export type CurrentWeather = ReturnType<typeof currentWeather>;
