import type { VenueClock } from '@venue/contracts/venue-time';
import { venueClockElementId } from '@venue/contracts/values';

import { callApi } from './api-client';
import { apiRoutes } from './api-routes';
import { setVenueClock, venueTimeZone } from './venue-time';

const refreshMs = 60 * 60 * 1000;

/** The block is the server's own writing; a page from elsewhere (a saved copy) may hold anything. */
const isVenueClock = (value: unknown): value is VenueClock =>
  typeof value === 'object' &&
  value !== null &&
  (value as VenueClock).timeZone === venueTimeZone &&
  Array.isArray((value as VenueClock).offsets);

/**
 * Takes the venue's clock the server wrote into the page, so no date is ever shown by the
 * browser's own (possibly different) zone rules, then asks for it again every hour (the answer
 * checked with the route's schema, which loads then).
 */
export function loadVenueClock(): void {
  const block = document.getElementById(venueClockElementId)?.textContent;
  if (block) {
    const clock: unknown = JSON.parse(block);
    if (isVenueClock(clock)) setVenueClock(clock);
  }
  window.setInterval(() => {
    apiRoutes
      .venue()
      .then((routes) => callApi(routes.clock))
      .then(setVenueClock, () => undefined);
  }, refreshMs);
}
