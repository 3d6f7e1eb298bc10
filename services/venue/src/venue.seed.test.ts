import { describe, expect, it } from 'vitest';
import { clockOf, parseAddress, parseWeeklyHours } from './venue.seed';

describe('the first start’s variables', () => {
  it.each([
    ['11am', '11:00'],
    ['12am', '00:00'],
    ['12pm', '12:00'],
    ['9:30pm', '21:30'],
    ['7:05', '07:05'],
    ['23:59', '23:59'],
    ['13pm', null],
    ['24:00', null],
    ['noon', null],
  ])('when a time reads %s, then it is %s', (text, clock) => {
    expect(clockOf(text)).toBe(clock);
  });

  it('when the hours name ranges, a wrapping range and a closed day, then every weekday gets its hours', () => {
    const hours = parseWeeklyHours('Sat-Mon 10am-2am|Tue closed|Thu-Fri 4pm-11pm');
    expect(hours).toEqual({
      monday: { closed: false, opens: '10:00', closes: '02:00' },
      tuesday: { closed: true },
      wednesday: { closed: true },
      thursday: { closed: false, opens: '16:00', closes: '23:00' },
      friday: { closed: false, opens: '16:00', closes: '23:00' },
      saturday: { closed: false, opens: '10:00', closes: '02:00' },
      sunday: { closed: false, opens: '10:00', closes: '02:00' },
    });
  });

  it.each(['Mon-Thu 11am', 'Someday 11am-10pm', 'Mon 11am-11am', 'Mon-Tue-Wed 1pm-2pm'])(
    'when the hours read %s, then the problem is said',
    (text) => {
      expect(typeof parseWeeklyHours(text)).toBe('string');
    },
  );

  it('when the address carries a postal code after the province, then it is its own part', () => {
    expect(parseAddress('1 Forks Market Road, Winnipeg, MB R3C 4L9, Canada')).toEqual({
      street: '1 Forks Market Road',
      city: 'Winnipeg',
      province: 'MB',
      postalCode: 'R3C 4L9',
      country: 'Canada',
    });
    expect(parseAddress('1 Forks Market Road, Winnipeg, Manitoba, Canada')).toMatchObject({
      province: 'Manitoba',
      postalCode: '',
    });
    expect(typeof parseAddress('1 Forks Market Road, Winnipeg')).toBe('string');
  });
});
