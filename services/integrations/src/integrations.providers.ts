/**
 * Which implementation serves each outside service, chosen by configuration: each sits behind its
 * area's interface (weather/weather-provider.ts, ai/event-writer.ts) with a real HTTP client, and
 * the built-in copywriter stands in when no AI model is configured. None of the outside services
 * is reachable from our build machines: tests run the real clients against local fake servers.
 */
import { chatCompletionsWriter } from './ai/chat-completions';
import { copywriter } from './ai/copywriter';
import type { EventWriter } from './ai/event-writer';
import type { IntegrationsEnv } from './integrations.config';
import { withCircuitBreaker } from './weather/circuit-breaker';
import { openMeteoProvider } from './weather/open-meteo';
import { openWeatherMapProvider } from './weather/openweathermap';
import type { WeatherProvider } from './weather/weather-provider';

/** OpenWeatherMap when a key is configured, else Open-Meteo (no key); behind a breaker. */
export function weatherProviderFrom(config: IntegrationsEnv): WeatherProvider {
  const timeoutMs = config.WEATHER_TIMEOUT_MS;
  const provider = config.OPENWEATHERMAP_API_KEY
    ? openWeatherMapProvider({
        baseUrl: config.OPENWEATHERMAP_URL,
        apiKey: config.OPENWEATHERMAP_API_KEY,
        timeoutMs,
      })
    : openMeteoProvider({ baseUrl: config.OPEN_METEO_URL, timeoutMs });
  return withCircuitBreaker(provider);
}

/** The configured AI model, or the built-in copywriter without one. */
export function eventWriterFrom(config: IntegrationsEnv): EventWriter {
  if (config.AI_BASE_URL && config.AI_MODEL && config.AI_API_KEY) {
    return chatCompletionsWriter({
      baseUrl: config.AI_BASE_URL,
      model: config.AI_MODEL,
      apiKey: config.AI_API_KEY,
      timeoutMs: config.AI_TIMEOUT_MS,
    });
  }
  return copywriter();
}
