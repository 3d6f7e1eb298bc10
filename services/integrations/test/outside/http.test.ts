import { describe, expect, it } from 'vitest';
import { retryAfterMs } from '../../src/outside/http';

describe('Retry-After', () => {
  const now = Date.parse('2026-11-23T19:00:00Z');

  it('when it gives seconds, then that is the wait', () => {
    expect(retryAfterMs('20', now)).toBe(20_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
  });

  it('when it gives an HTTP date, then the wait runs until then, and a past date waits nothing', () => {
    expect(retryAfterMs('Mon, 23 Nov 2026 19:01:30 GMT', now)).toBe(90_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 18:00:00 GMT', now)).toBe(0);
  });

  it('when it is absent or unreadable, then there is no wait asked for', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-5', now)).toBeUndefined();
    expect(retryAfterMs('1.5', now)).toBeUndefined();
  });
});
