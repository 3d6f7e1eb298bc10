/**
 * The outside services the integrations service talks to, each behind an interface with a
 * real HTTP implementation chosen by configuration (none of them is reachable from our build
 * machines: tests run the real clients against local fake servers).
 */
import type { VenueEvent } from '@venue/contracts/events';
import type { GeneratedContent, WeatherReading } from '@venue/contracts/integrations';

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

export interface EventWriter {
  /** `ai` for a model (with its name), `copywriter` for the built-in one. */
  writer: 'ai' | 'copywriter';
  model?: string;
  /** Content for the event, already checked against the contract's schema. */
  write(event: VenueEvent): Promise<GeneratedContent>;
}
