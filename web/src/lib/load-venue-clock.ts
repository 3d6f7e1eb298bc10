import { venueApi } from '@venue/contracts/venue-time';

import { callApi } from './api-client';
import { setVenueClock } from './venue-time';

/** Long enough for the gateway on any network; past it the page formats in standard time. */
const patienceMs = 1500;
const refreshMs = 60 * 60 * 1000;

/**
 * Asks the server for the venue's clock before the first render, so no date is ever shown by
 * the browser's own (possibly different) zone rules, and again every hour for the offsets.
 */
export async function loadVenueClock(): Promise<void> {
  const load = () =>
    callApi(venueApi.routes.clock, { signal: AbortSignal.timeout(patienceMs) }).then(
      setVenueClock,
      () => undefined,
    );
  await load();
  window.setInterval(() => void load(), refreshMs);
}
