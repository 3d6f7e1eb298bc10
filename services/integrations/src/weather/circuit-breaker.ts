/**
 * A circuit breaker in front of a weather provider: after a run of failures it stops calling
 * the provider and fails at once, until a reset time has passed and one trial call succeeds.
 */
import CircuitBreaker from 'opossum';
import { OutsideServiceError } from '../outside/http';
import type { ProviderReading, VenueLocation, WeatherProvider } from './weather-provider';

interface BreakerOptions {
  /** Failures in a row that open the breaker. Default 3. */
  failuresToOpen?: number;
  /** How long it stays open before one trial call. Default 5 minutes. */
  resetTimeoutMs?: number;
}

export function withCircuitBreaker(
  provider: WeatherProvider,
  { failuresToOpen = 3, resetTimeoutMs = 5 * 60_000 }: BreakerOptions = {},
): WeatherProvider {
  const breaker = new CircuitBreaker((location: VenueLocation) => provider.current(location), {
    name: provider.name,
    // The provider's own request deadline applies.
    timeout: false,
    resetTimeout: resetTimeoutMs,
    // Opossum opens on an error rate over a rolling window of seconds, which a reading every
    // few minutes never fills; the breaker opens on failures in a row instead (below).
    errorThresholdPercentage: 100,
  });
  let failuresInARow = 0;
  let lastFailure = '';
  let openedAt = 0;
  breaker.on('success', () => {
    failuresInARow = 0;
  });
  breaker.on('failure', (error: unknown) => {
    failuresInARow += 1;
    lastFailure = error instanceof Error ? error.message : String(error);
    if (failuresInARow >= failuresToOpen) breaker.open();
  });
  breaker.on('open', () => {
    openedAt = Date.now();
  });

  return {
    name: provider.name,
    async current(location: VenueLocation): Promise<ProviderReading> {
      try {
        return await breaker.fire(location);
      } catch (error) {
        if (!isOpenBreaker(error)) throw error;
        const waitSeconds = Math.max(1, Math.ceil((openedAt + resetTimeoutMs - Date.now()) / 1000));
        throw new OutsideServiceError(
          `weather provider ${provider.name} is failing (${lastFailure}); trying again after ${waitSeconds} s`,
          { cause: error },
        );
      }
    },
  };
}

function isOpenBreaker(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === 'EOPENBREAKER';
}
