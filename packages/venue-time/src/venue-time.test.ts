import { tz, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { venueClockSchema } from '@venue/contracts/venue-time';
import {
  currentWeekStart,
  isValidVenueDate,
  monthBounds,
  monthLabel,
  shortDayName,
  venueClock,
  venueDateOf,
  venueDayCache,
  venueInstant,
  venueMonthOf,
  venueTimeZone,
  venueToday,
  weekDates,
  weekStartOf,
} from './venue-time';

const at = (iso: string) => new Date(iso);
const hour = 3_600_000;
/** The venue's wall clock at `instant`, read with this runtime's zone data through date-fns. */
const wallClock = (instant: Date) => format(instant, 'yyyy-MM-dd HH:mm', { in: tz(venueTimeZone) });

describe('venueDayCache', () => {
  it('when the clock crosses the venue midnights of a clock change, or goes back, then each instant gets the date venueToday gives', () => {
    const today = venueDayCache();
    for (const iso of [
      '2026-10-31T12:00:00Z',
      '2026-11-01T04:59:59.999Z',
      '2026-11-01T05:00:00Z',
      '2026-11-02T05:59:59.999Z',
      '2026-11-02T06:00:00Z',
      '2026-03-08T05:59:00Z',
      '2026-03-08T06:00:00Z',
      '2026-03-09T04:59:00Z',
      '2026-03-09T05:00:00Z',
    ]) {
      expect(today(at(iso).getTime()), iso).toBe(venueToday(at(iso)));
    }
  });
});

describe('venueDateOf and venueToday', () => {
  it.each([
    ['2026-03-08T05:59:00Z', '2026-03-07'],
    ['2026-03-08T06:00:00Z', '2026-03-08'],
    ['2026-03-09T04:59:00Z', '2026-03-08'],
    ['2026-03-09T05:00:00Z', '2026-03-09'],
    ['2026-11-01T04:59:00Z', '2026-10-31'],
    ['2026-11-01T05:00:00Z', '2026-11-01'],
    ['2026-11-02T05:59:00Z', '2026-11-01'],
    ['2026-11-02T06:00:00Z', '2026-11-02'],
  ])(
    'when the instant is %s, either side of a midnight around a clock change, then the venue date is %s',
    (iso, date) => {
      expect(venueDateOf(at(iso))).toBe(date);
      expect(venueToday(at(iso))).toBe(date);
    },
  );

  it('when it is 23:30 on October 31 at the venue (04:30 UTC on November 1), then it is still October', () => {
    const now = at('2026-11-01T04:30:00Z');
    expect(venueToday(now)).toBe('2026-10-31');
    expect(venueMonthOf(now)).toEqual({ year: 2026, month: 9 });
  });

  it('when it is 23:30 on November 30 at the venue (05:30 UTC on December 1), then it is still November', () => {
    const now = at('2026-12-01T05:30:00Z');
    expect(venueToday(now)).toBe('2026-11-30');
    expect(venueMonthOf(now)).toEqual({ year: 2026, month: 10 });
  });

  it('when it is 23:30 on December 31 at the venue, then it is still December of that year', () => {
    expect(venueMonthOf(at('2027-01-01T05:30:00Z'))).toEqual({ year: 2026, month: 11 });
  });
});

describe('weeks', () => {
  it.each([
    ['2026-11-23', '2026-11-23', 'a Monday'],
    ['2026-11-25', '2026-11-23', 'a Wednesday'],
    ['2026-11-29', '2026-11-23', 'a Sunday'],
    ['2026-11-01', '2026-10-26', 'a Sunday whose Monday is in the month before'],
    ['2027-01-03', '2026-12-28', 'a Sunday whose Monday is in the year before'],
    ['2026-03-08', '2026-03-02', 'the Sunday the clocks spring forward'],
    ['2026-11-02', '2026-11-02', 'the Monday after the clocks fall back'],
  ])('when the date is %s, then the week starts on %s (%s)', (date, monday) => {
    expect(weekStartOf(date)).toBe(monday);
  });

  it('when it is Sunday 23:30 at the venue but already Monday in UTC, then the current week is the one ending that Sunday', () => {
    expect(currentWeekStart(at('2026-11-30T05:30:00Z'))).toBe('2026-11-23');
  });

  it('when a week holds the autumn clock change, then it still has seven dates, Monday to Sunday', () => {
    expect(weekDates('2026-10-26')).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weekDates('2026-10-26').map(shortDayName)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
  });

  it('when a week holds the spring clock change, then it runs Monday to Sunday of that week', () => {
    expect(weekDates('2026-03-02')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
  });

  it('when weekDates is given a day other than Monday, then it gives the week holding that day', () => {
    expect(weekDates('2027-01-03')[0]).toBe('2026-12-28');
    expect(weekDates('2027-01-03')[6]).toBe('2027-01-03');
  });
});

describe('months', () => {
  it('when the month is February 2028, a leap year, then it ends on the 29th', () => {
    expect(monthBounds(2028, 1)).toEqual({
      firstDay: '2028-02-01',
      lastDay: '2028-02-29',
      start: at('2028-02-01T06:00:00Z'),
      end: at('2028-03-01T06:00:00Z'),
    });
    expect(monthBounds(2026, 1).lastDay).toBe('2026-02-28');
  });

  it('when the month holds the spring clock change, then it starts at CST midnight and ends at CDT midnight', () => {
    expect(monthBounds(2026, 2)).toEqual({
      firstDay: '2026-03-01',
      lastDay: '2026-03-31',
      start: at('2026-03-01T06:00:00Z'),
      end: at('2026-04-01T05:00:00Z'),
    });
  });

  it('when the month holds the autumn clock change, then it starts at CDT midnight and ends at CST midnight', () => {
    expect(monthBounds(2026, 10)).toEqual({
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
      start: at('2026-11-01T05:00:00Z'),
      end: at('2026-12-01T06:00:00Z'),
    });
  });

  it('when the month is December, then it ends at the next year’s first midnight', () => {
    expect(monthBounds(2026, 11)).toEqual({
      firstDay: '2026-12-01',
      lastDay: '2026-12-31',
      start: at('2026-12-01T06:00:00Z'),
      end: at('2027-01-01T06:00:00Z'),
    });
  });

  it('when an instant is 23:30 on the month’s last day at the venue, then it lies within the month’s bounds', () => {
    const { start, end } = monthBounds(2026, 10);
    const lastEvening = venueInstant('2026-11-30', '23:30');
    expect(lastEvening).toEqual(at('2026-12-01T05:30:00Z'));
    expect(lastEvening >= start && lastEvening < end).toBe(true);
    expect(monthBounds(2026, 9).end).toEqual(start);
  });

  it('when labels are asked for, then they name the month and year', () => {
    expect(monthLabel(2026, 10)).toBe('November 2026');
    expect(monthLabel(2028, 1)).toBe('February 2028');
    expect(monthLabel(2027, 0)).toBe('January 2027');
  });

  it.each([12, -1, 1.5])('when the month is %s, then it is refused', (month) => {
    expect(() => monthBounds(2026, month)).toThrow(RangeError);
    expect(() => monthLabel(2026, month)).toThrow(RangeError);
  });
});

describe('venueInstant', () => {
  it('when no time is given, then it is the venue’s midnight', () => {
    expect(venueInstant('2026-11-23')).toEqual(at('2026-11-23T06:00:00Z'));
    expect(venueInstant('2026-07-01')).toEqual(at('2026-07-01T05:00:00Z'));
  });

  it('when the wall time falls in the hour the clocks skip, then it is read with the offset before the gap (02:30 is 03:30 CDT)', () => {
    expect(venueInstant('2026-03-08', '01:59')).toEqual(at('2026-03-08T07:59:00Z'));
    expect(venueInstant('2026-03-08', '02:00')).toEqual(at('2026-03-08T08:00:00Z'));
    expect(venueInstant('2026-03-08', '02:30')).toEqual(at('2026-03-08T08:30:00Z'));
    expect(venueInstant('2026-03-08', '03:00')).toEqual(at('2026-03-08T08:00:00Z'));
    expect(wallClock(venueInstant('2026-03-08', '02:30'))).toBe('2026-03-08 03:30');
  });

  it('when the wall time falls in the hour the clocks repeat, then it is the first one, in daylight time', () => {
    expect(venueInstant('2026-11-01', '00:59')).toEqual(at('2026-11-01T05:59:00Z'));
    expect(venueInstant('2026-11-01', '01:00')).toEqual(at('2026-11-01T06:00:00Z'));
    expect(venueInstant('2026-11-01', '01:30')).toEqual(at('2026-11-01T06:30:00Z'));
    expect(venueInstant('2026-11-01', '02:00')).toEqual(at('2026-11-01T08:00:00Z'));
  });

  it.each(['2026-03-08', '2026-11-01', '2026-11-23', '2028-02-29'])(
    'when every quarter hour of %s is turned into an instant and read back, then it reads the same, but for the skipped hour',
    (date) => {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = [Math.floor(minutes / 60), minutes % 60]
          .map((part) => String(part).padStart(2, '0'))
          .join(':');
        const skipped = date === '2026-03-08' && time.startsWith('02:');
        if (!skipped) expect(wallClock(venueInstant(date, time))).toBe(`${date} ${time}`);
      }
    },
  );

  it('when every quarter hour around both 2026 clock changes is read at the venue and turned back, then it is the same instant, but for the second pass of the repeated hour', () => {
    const secondPass = (instant: Date) =>
      instant >= at('2026-11-01T07:00:00Z') && instant < at('2026-11-01T08:00:00Z');
    for (const change of ['2026-03-08T08:00:00Z', '2026-11-01T07:00:00Z']) {
      for (let step = -48; step <= 48; step += 1) {
        const instant = new Date(at(change).getTime() + step * (hour / 4));
        const [date = '', time = ''] = wallClock(instant).split(' ');
        const expected = secondPass(instant) ? new Date(instant.getTime() - hour) : instant;
        expect(venueInstant(date, time)).toEqual(expected);
      }
    }
  });

  it.each([
    ['2026-02-29', '00:00'],
    ['2026-11-23', '24:00'],
    ['2026-11-23', '7:05'],
    ['2026-11-23', '07:60'],
    ['23/11/2026', '07:05'],
  ])('when the date is %s and the time %s, then it is refused', (date, time) => {
    expect(() => venueInstant(date, time)).toThrow(RangeError);
  });
});

describe('isValidVenueDate', () => {
  it.each(['2026-11-23', '2028-02-29', '2026-12-31'])(
    'when the text is %s, then it is valid',
    (text) => {
      expect(isValidVenueDate(text)).toBe(true);
    },
  );

  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-11-31',
    '2026-1-01',
    '20261123',
    '2026-11-23T00:00',
    '',
  ])('when the text is "%s", then it is not valid', (text) => {
    expect(isValidVenueDate(text)).toBe(false);
  });
});

// date-fns' TZDate resolves some wall times by the process's own zone; the answers must not.
describe('the server’s own time zone', () => {
  const serverZone = process.env.TZ;
  afterEach(() => {
    if (serverZone === undefined) delete process.env.TZ;
    else process.env.TZ = serverZone;
  });

  const answers = () => ({
    skipped: venueInstant('2026-03-08', '02:30'),
    repeated: venueInstant('2026-11-01', '01:30'),
    midnight: venueInstant('2026-11-01'),
    weekStart: weekStartOf('2026-11-01'),
    week: weekDates('2026-03-02'),
    month: monthBounds(2026, 10),
    today: venueToday(at('2026-12-01T05:30:00Z')),
    monthOf: venueMonthOf(at('2026-12-01T05:30:00Z')),
    label: monthLabel(2026, 10),
    dayName: shortDayName('2026-11-01'),
  });

  it.each([
    'UTC',
    'America/Los_Angeles',
    'America/Santiago',
    'Asia/Kolkata',
    'Australia/Lord_Howe',
  ])(
    'when the server’s zone is %s, then every answer is the one given in the venue’s zone',
    (zone) => {
      process.env.TZ = 'America/Winnipeg';
      const inVenueZone = answers();
      process.env.TZ = zone;
      const july = at('2026-07-01T12:00:00Z');
      expect(july.getTimezoneOffset() + tzOffset(zone, july)).toBe(0);
      expect(answers()).toEqual(inVenueZone);
    },
  );
});

describe('venueClock', () => {
  /** Every change of the venue's offset, found by stepping hour by hour through the zone. */
  const changesByHour = (from: Date, to: Date) => {
    const changes: { from: string; offsetMinutes: number }[] = [];
    let previous = tzOffset(venueTimeZone, from);
    for (let time = from.getTime() + hour; time <= to.getTime(); time += hour) {
      const offset = tzOffset(venueTimeZone, new Date(time));
      if (offset !== previous)
        changes.push({ from: new Date(time).toISOString(), offsetMinutes: offset });
      previous = offset;
    }
    return changes;
  };

  it('when it is Monday morning, November 23 2026, then the snapshot says that day, week and month', () => {
    const now = at('2026-11-23T15:00:00Z');
    const clock = venueClock(now);
    expect(clock).toMatchObject({
      timeZone: 'America/Winnipeg',
      now: '2026-11-23T15:00:00.000Z',
      today: '2026-11-23',
      weekStart: '2026-11-23',
      year: 2026,
      month: 10,
      monthLabel: 'November 2026',
    });
    expect(venueClockSchema.parse(clock)).toEqual(clock);
  });

  it('when it is 23:30 on the month’s last day at the venue, then the snapshot is still in that day and month', () => {
    expect(venueClock(at('2026-12-01T05:30:00Z'))).toMatchObject({
      today: '2026-11-30',
      weekStart: '2026-11-30',
      year: 2026,
      month: 10,
      monthLabel: 'November 2026',
    });
  });

  it('when it is Sunday 23:30 at the venue, then the snapshot is still in that week', () => {
    expect(venueClock(at('2026-11-30T05:30:00Z'))).toMatchObject({
      today: '2026-11-29',
      weekStart: '2026-11-23',
    });
  });

  it('when the offsets table is made, then it holds both 2026 clock changes, in time order', () => {
    const { offsets } = venueClock(at('2026-11-23T15:00:00Z'));
    expect(offsets).toContainEqual({ from: '2026-03-08T08:00:00.000Z', offsetMinutes: -300 });
    expect(offsets).toContainEqual({ from: '2026-11-01T07:00:00.000Z', offsetMinutes: -360 });
    const times = offsets.map((entry) => Date.parse(entry.from));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
  });

  it.each(['2026-11-23T15:00:00Z', '2026-01-31T12:00:00Z', '2026-03-08T08:30:00Z'])(
    'when it is %s, then the table covers three years back to two ahead and matches an hour-by-hour walk through the zone',
    (iso) => {
      const now = at(iso);
      const [first, ...changes] = venueClock(now).offsets;
      const threeYearsBack = new Date(now);
      threeYearsBack.setUTCFullYear(now.getUTCFullYear() - 3);
      const twoYearsAhead = new Date(now);
      twoYearsAhead.setUTCFullYear(now.getUTCFullYear() + 2);
      const walked = changesByHour(at(first!.from), twoYearsAhead);

      expect(Date.parse(first!.from)).toBeLessThanOrEqual(threeYearsBack.getTime());
      expect(first!.offsetMinutes).toBe(tzOffset(venueTimeZone, at(first!.from)));
      expect(walked.length).toBeGreaterThanOrEqual(10);
      expect(changes.filter((change) => at(change.from) <= twoYearsAhead)).toEqual(walked);
    },
  );

  it('when a caller changes its snapshot, then the next snapshot of the day is unaffected', () => {
    const now = at('2026-11-23T15:00:00Z');
    const first = venueClock(now);
    const offsets = structuredClone(first.offsets);
    first.offsets[0]!.offsetMinutes = 0;
    first.offsets.pop();
    const second = venueClock(new Date(now.getTime() + hour));
    expect(second.offsets).toEqual(offsets);
    expect(second.now).toBe('2026-11-23T16:00:00.000Z');
  });

  it('when the offsets are out of time order, then the contract refuses the snapshot', () => {
    const clock = venueClock(at('2026-11-23T15:00:00Z'));
    const result = venueClockSchema.safeParse({ ...clock, offsets: [...clock.offsets].reverse() });
    expect(result.success).toBe(false);
  });
});
