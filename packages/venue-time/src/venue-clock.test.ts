import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatLongVenueDate,
  formatVenueDate,
  formatVenueDateTime,
  formatVenueTime,
  offsetAt,
  venueParts,
} from './venue-clock';
import { venueClock, venueDateOf, venueTimeZone } from './venue-time';

const at = (iso: string) => new Date(iso);
const minute = 60_000;
const { offsets } = venueClock(at('2026-11-23T15:00:00Z'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('offsetAt', () => {
  it.each([
    ['2026-03-08T07:59:59.999Z', -360],
    ['2026-03-08T08:00:00.000Z', -300],
    ['2026-11-01T06:59:59.999Z', -300],
    ['2026-11-01T07:00:00.000Z', -360],
  ])('when the instant is %s, then the offset is %i', (iso, offset) => {
    expect(offsetAt(at(iso), offsets)).toBe(offset);
  });

  it('when there is no table, then it is the venue’s standard offset, even in summer', () => {
    expect(offsetAt(at('2026-07-01T12:00:00Z'))).toBe(-360);
    expect(offsetAt(at('2026-07-01T12:00:00Z'), [])).toBe(-360);
  });

  it('when the instant is before the table starts, then the table’s first offset holds', () => {
    const table = [{ from: '2026-03-08T08:00:00.000Z', offsetMinutes: -300 }];
    expect(offsetAt(at('2020-01-01T00:00:00Z'), table)).toBe(-300);
  });
});

describe('venueParts', () => {
  it('when the clocks fall back, then both passes of 01:30 read 01:30 on Sunday, November 1', () => {
    const firstPass = { year: 2026, month: 10, day: 1, hour: 1, minute: 30, weekday: 0 };
    expect(venueParts(at('2026-11-01T06:30:00Z'), offsets)).toEqual(firstPass);
    expect(venueParts(at('2026-11-01T07:30:00Z'), offsets)).toEqual(firstPass);
  });

  it('when the clocks spring forward, then 01:59 CST is followed a minute later by 03:00 CDT', () => {
    expect(venueParts(at('2026-03-08T07:59:00Z'), offsets)).toMatchObject({ hour: 1, minute: 59 });
    expect(venueParts(at('2026-03-08T08:00:00Z'), offsets)).toMatchObject({ hour: 3, minute: 0 });
  });

  it('when it is 23:30 on November 30 at the venue, then the parts say November, not December', () => {
    expect(venueParts(at('2026-12-01T05:30:00Z'), offsets)).toEqual({
      year: 2026,
      month: 10,
      day: 30,
      hour: 23,
      minute: 30,
      weekday: 1,
    });
  });
});

describe('formatting instants', () => {
  it('when an instant is formatted, then it uses the spec’s MMM dd, yyyy and HH:mm', () => {
    const instant = at('2026-11-02T20:05:00Z');
    expect(formatVenueDate(instant, offsets)).toBe('Nov 02, 2026');
    expect(formatVenueTime(instant, offsets)).toBe('14:05');
    expect(formatVenueDateTime(instant, offsets)).toBe('Nov 02, 2026 at 14:05');
  });

  it('when a November 2026 instant is formatted with the server’s table, then it is in standard time (the browser’s own rules may say daylight time)', () => {
    expect(formatVenueDateTime(at('2026-11-23T15:00:00Z'), offsets)).toBe('Nov 23, 2026 at 09:00');
  });

  it('when there is no table, then a summer instant is shown in standard time', () => {
    expect(formatVenueTime(at('2026-07-01T19:05:00Z'))).toBe('13:05');
  });

  it('when instants either side of each clock change in the table are formatted, then they agree with the runtime’s zone data', () => {
    const inVenue = { in: tz(venueTimeZone) };
    const agree = (instant: Date) => {
      const { year, month, day } = venueParts(instant, offsets);
      const date = [year, month + 1, day].map((part) => String(part).padStart(2, '0')).join('-');
      expect(date).toBe(venueDateOf(instant));
      expect(formatVenueDate(instant, offsets)).toBe(format(instant, 'MMM dd, yyyy', inVenue));
      expect(formatVenueTime(instant, offsets)).toBe(format(instant, 'HH:mm', inVenue));
    };
    const changes = offsets.slice(1).map((entry) => at(entry.from));
    expect(changes.length).toBeGreaterThanOrEqual(10);
    for (const change of changes) {
      for (let step = -2 * 24 * 4; step <= 2 * 24 * 4; step += 1) {
        agree(new Date(change.getTime() + step * 15 * minute));
      }
      agree(new Date(change.getTime() - 1));
    }
  });

  it('when the browser has no Intl, then formatting still works, so it never asks the browser for zone rules', () => {
    vi.stubGlobal('Intl', undefined);
    expect(formatVenueDateTime(at('2026-11-01T06:30:00Z'), offsets)).toBe('Nov 01, 2026 at 01:30');
    expect(formatLongVenueDate('2026-11-23')).toBe('Monday, November 23, 2026');
  });
});

describe('formatLongVenueDate', () => {
  it.each([
    ['2026-11-23', 'Monday, November 23, 2026'],
    ['2026-11-01', 'Sunday, November 1, 2026'],
    ['2026-03-08', 'Sunday, March 8, 2026'],
    ['2028-02-29', 'Tuesday, February 29, 2028'],
    ['2027-01-01', 'Friday, January 1, 2027'],
  ])('when the event date is %s, then it reads %s', (date, text) => {
    expect(formatLongVenueDate(date)).toBe(text);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-1-01', '+002026-11-23', ''])(
    'when the text is "%s", then it is refused',
    (date) => {
      expect(() => formatLongVenueDate(date)).toThrow(RangeError);
    },
  );
});
