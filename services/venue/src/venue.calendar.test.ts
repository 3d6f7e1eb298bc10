import { describe, expect, it } from 'vitest';
import type { VenueException, WeeklyHours } from '@venue/contracts/venue';
import { addDays, hoursOn, isAnnounced, upcomingExceptions, weekdayOf } from './venue.calendar';

const christmas: VenueException = {
  date: '2026-12-25',
  label: 'Christmas Day',
  closed: true,
  announceDaysBefore: 14,
};
const boxingDay: VenueException = {
  date: '2026-12-26',
  label: 'Boxing Day',
  closed: false,
  opens: '12:00',
  closes: '18:00',
  announceDaysBefore: 0,
};
const open = { closed: false as const, opens: '11:00', closes: '22:00' };
const hours: WeeklyHours = {
  monday: open,
  tuesday: open,
  wednesday: open,
  thursday: open,
  friday: { closed: false, opens: '11:00', closes: '00:00' },
  saturday: { closed: false, opens: '11:00', closes: '00:00' },
  sunday: { closed: true },
};

describe('the venue calendar', () => {
  it.each([
    ['2026-12-10', false],
    ['2026-12-11', true],
    ['2026-12-25', true],
    ['2026-12-26', false],
  ])('when today is %s, then Christmas (14 days’ notice) announced is %s', (today, announced) => {
    expect(isAnnounced(christmas, today)).toBe(announced);
  });

  it('when an exception gives no notice, then it is announced on its own day only', () => {
    expect(isAnnounced(boxingDay, '2026-12-25')).toBe(false);
    expect(isAnnounced(boxingDay, '2026-12-26')).toBe(true);
  });

  it('when dates cross a month, a year or a leap day, then days are counted on the calendar', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(weekdayOf('2026-12-25')).toBe('friday');
    expect(weekdayOf('2026-11-29')).toBe('sunday');
    expect(weekdayOf('2026-11-30')).toBe('monday');
  });

  it('when a date has an exception, then its hours and label hold; otherwise its weekday’s', () => {
    const settings = { hours, exceptions: [christmas, boxingDay] };
    expect(hoursOn(settings, '2026-12-25')).toEqual({
      date: '2026-12-25',
      label: 'Christmas Day',
      closed: true,
    });
    expect(hoursOn(settings, '2026-12-26')).toEqual({
      date: '2026-12-26',
      label: 'Boxing Day',
      closed: false,
      opens: '12:00',
      closes: '18:00',
    });
    expect(hoursOn(settings, '2026-12-27')).toEqual({ date: '2026-12-27', closed: true });
    expect(hoursOn(settings, '2026-12-24')).toEqual({ date: '2026-12-24', ...open });
  });

  it('when exceptions are listed on a day, then the past ones are gone and the rest are by date', () => {
    expect(upcomingExceptions([boxingDay, christmas], '2026-12-26')).toEqual([boxingDay]);
    expect(upcomingExceptions([boxingDay, christmas], '2026-12-01')).toEqual([
      christmas,
      boxingDay,
    ]);
  });
});
