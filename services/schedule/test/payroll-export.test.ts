/** A pay period's hours per person, as JSON and as the CSV file the payroll provider takes. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payrollSchema } from '@venue/contracts/schedule-payroll';
import {
  api,
  closeSchedule,
  expectErrorBody,
  saveDay,
  start,
  venueClockAt,
} from './schedule-harness';

afterEach(closeSchedule);

const csvOf = async (query: string) => {
  const response = await api(`/api/staff/schedule/payroll.csv${query}`, { as: 'staff' });
  expect(response.status, await response.clone().text()).toBe(200);
  return response;
};

describe('the pay period', () => {
  it('when no period is asked for, then it is the biweekly period from Monday, January 1, 2024 that holds today', async () => {
    venueClockAt('2026-11-21T05:30:00Z'); // 23:30 on Friday, November 20 at the venue
    await start();
    const response = await api('/api/staff/schedule/payroll', { as: 'staff' });
    expect(payrollSchema.parse(await response.json())).toEqual({
      from: '2026-11-16',
      to: '2026-11-29',
      people: [],
    });
  });

  it('when an admin sets a weekly period from another Monday, then the period holding today follows it, also before that Monday', async () => {
    venueClockAt('2026-11-20T18:00:00Z');
    await start();
    const settings = (await (
      await api('/api/staff/schedule/settings', { as: 'staff' })
    ).json()) as object;
    const saved = await api('/api/staff/schedule/settings', {
      method: 'PUT',
      as: 'admin',
      json: { ...settings, payPeriodDays: 7, payPeriodStart: '2027-01-04' },
    });
    expect(saved.status).toBe(200);
    const response = await api('/api/staff/schedule/payroll', { as: 'staff' });
    expect(payrollSchema.parse(await response.json())).toMatchObject({
      from: '2026-11-16',
      to: '2026-11-22',
    });
  });

  it('when a week’s overtime is passed in the next period, then it counts in that period, from the week’s own Monday', async () => {
    await start();
    // Monday to Saturday of one week; the period boundary falls on Friday.
    for (const date of [
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]) {
      await saveDay(date, { shift: '10 AM - 7:30 PM', staff: 'Sam' });
    }
    const first = await api('/api/staff/schedule/payroll?from=2026-11-16&to=2026-11-19', {
      as: 'staff',
    });
    const second = await api('/api/staff/schedule/payroll?from=2026-11-20&to=2026-11-22', {
      as: 'staff',
    });
    // Nine paid hours a day: one past 8 each day, and Saturday's 8 more are past 40 in the week.
    expect(payrollSchema.parse(await first.json()).people).toEqual([
      expect.objectContaining({ regularHours: 32, overtimeHours: 4, totalHours: 36 }),
    ]);
    expect(payrollSchema.parse(await second.json()).people).toEqual([
      expect.objectContaining({ regularHours: 8, overtimeHours: 10, totalHours: 18 }),
    ]);
  });
});

describe('the CSV file', () => {
  beforeEach(() => start());

  it('when the period has hours, then the file has a header and a row a person, in name order, CRLF lines, as an attachment', async () => {
    await saveDay('2026-11-17', { shift: '10 AM - 8 PM', staff: 'Sam, Alex' });
    await saveDay('2026-11-18', { shift: 'all day', staff: 'Alex' });
    await saveDay('2026-12-25', { shift: '2 PM - 10 PM', staff: 'Sam' });
    const response = await csvOf('?from=2026-11-16&to=2026-12-31');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="payroll-2026-11-16-to-2026-12-31.csv"',
    );
    expect(await response.text()).toBe(
      [
        'Name,Regular hours,Overtime hours,General holiday hours,Remembrance Day hours,Total hours,Shifts with unknown hours',
        'Alex,8,1.5,0,0,9.5,1',
        'Sam,8,1.5,7.5,0,17,0',
        '',
      ].join('\r\n'),
    );
  });

  it('when names hold commas, quotes or start like a formula, then they are quoted and defused', async () => {
    await saveDay('2026-11-17', {
      shift: '',
      staff: [],
      shifts: [
        { name: '=HYPERLINK("http://x")', start: '10:00', end: '14:00' },
        { name: '+1 Guest', start: '10:00', end: '14:00' },
        { name: '-Dash', start: '10:00', end: '14:00' },
        { name: '@Handle', start: '10:00', end: '14:00' },
        { name: 'Lee "Ace" Park', start: '10:00', end: '14:00' },
        { name: 'O’Brien, Pat', start: '10:00', end: '14:00' },
      ],
    });
    const lines = (await (await csvOf('?from=2026-11-16&to=2026-11-22')).text()).split('\r\n');
    expect(lines.slice(1, -1).sort()).toEqual(
      [
        `'+1 Guest,4,0,0,0,4,0`,
        `'-Dash,4,0,0,0,4,0`,
        `'@Handle,4,0,0,0,4,0`,
        `"'=HYPERLINK(""http://x"")",4,0,0,0,4,0`,
        `"Lee ""Ace"" Park",4,0,0,0,4,0`,
        `"O’Brien, Pat",4,0,0,0,4,0`,
      ].sort(),
    );
  });

  it('when nobody worked the period, then the file is the header alone', async () => {
    expect(await (await csvOf('?from=2026-11-16&to=2026-11-22')).text()).toBe(
      'Name,Regular hours,Overtime hours,General holiday hours,Remembrance Day hours,Total hours,Shifts with unknown hours\r\n',
    );
  });

  it.each([
    ['from=2026-11-16', 'query.to'],
    ['to=2026-11-16', 'query.from'],
    ['from=2026-11-16&to=2026-11-15', 'query.to'],
    ['from=2026-01-01&to=2026-04-03', 'query.to'],
    ['from=2026-02-30&to=2026-03-01', 'query.from'],
    ['from=16/11/2026&to=2026-11-22', 'query.from'],
  ])('when the query is %s, then both routes answer 400 naming %s', async (query, field) => {
    for (const path of ['payroll', 'payroll.csv']) {
      const body = await expectErrorBody(
        await api(`/api/staff/schedule/${path}?${query}`, { as: 'staff' }),
        400,
      );
      expect(body.errors?.[field]?.[0]).toEqual(expect.any(String));
    }
  });

  it('when the period is 92 days, then it is answered', async () => {
    await csvOf('?from=2026-01-01&to=2026-04-02');
  });

  it('when the file is asked for without an identity, then it is a 401', async () => {
    await expectErrorBody(await api('/api/staff/schedule/payroll.csv'), 401);
  });
});
