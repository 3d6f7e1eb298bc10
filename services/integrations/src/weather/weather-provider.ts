/**
 * The weather provider interface: Open-Meteo (open-meteo.ts) or OpenWeatherMap
 * (openweathermap.ts), each a real HTTP client, behind a circuit breaker (circuit-breaker.ts).
 */
import type { WeatherReading } from '@venue/contracts/integrations';

export interface VenueLocation {
  latitude: number;
  longitude: number;
}

/** A reading and when the provider measured it. */
export interface ProviderReading extends WeatherReading {
  observedAt: Date;
}

export interface WeatherProvider {
  /** Named in every stored reading, e.g. `open-meteo`. */
  name: string;
  /** The current weather; rejects with a clear reason on a timeout, an error or a bad body. */
  current(location: VenueLocation): Promise<ProviderReading>;
}
