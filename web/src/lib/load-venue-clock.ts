import { venueApi, venueClockElementId, venueClockSchema } from '@venue/contracts/venue-time';

import { callApi } from './api-client';
import { setVenueClock } from './venue-time';

const refreshMs = 60 * 60 * 1000;

/**
 * Takes the venue's clock the gateway wrote into the page, so no date is ever shown by the
 * browser's own (possibly different) zone rules, then asks for it again every hour.
 */
export function loadVenueClock(): void {
  const block = document.getElementById(venueClockElementId)?.textContent;
  if (block) {
    const parsed = venueClockSchema.safeParse(JSON.parse(block));
    if (parsed.success) setVenueClock(parsed.data);
  }
  window.setInterval(() => {
    callApi(venueApi.routes.clock).then(setVenueClock, () => undefined);
  }, refreshMs);
}
