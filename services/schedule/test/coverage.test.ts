/** The staff a day needs, from its weekday and what is on, and the days that are short. */
import { afterEach, describe, expect, it } from 'vitest';
import { scheduleSettingsSchema } from '@venue/contracts/schedule-settings';
import { createLogger } from '@venue/service-kit/logger';
import { serviceClient } from '@venue/service-kit/service-client';
import { scheduleService } from '../src/schedule.service';
import { whatsOnFromEvents } from '../src/schedule.whats-on';
import {
  addEvent,
  api,
  closeSchedule,
  currentWeek,
  hosted,
  monthly,
  saveDay,
  start,
  venueClockAt,
} from './schedule-harness';

afterEach(closeSchedule);

const dayIn = async (date: string) =>
  (await monthly(Number(date.slice(5, 7)) - 1, Number(date.slice(0, 4)))).weeks
    .flatMap((week) => week.days)
    .find((day) => day.date === date);

describe('staff needed', () => {
  it('when an event is added on a day, then the day needs one more, is short, says what is on and the alerts say so', async () => {
    venueClockAt('2026-12-09T18:00:00Z'); // Wednesday, December 9
    await start();
    await saveDay('2026-12-12', { shift: '2 PM - 10 PM', staff: 'Sam, Robin' });
    expect(await dayIn('2026-12-12')).toMatchObject({ requiredStaff: 2, short: false, events: [] });

    await addEvent('2026-12-12', 'Pinball Open');
    expect(await dayIn('2026-12-12')).toMatchObject({
      requiredStaff: 3,
      short: true,
      coverage: 'full',
      events: [{ title: 'Pinball Open', kind: 'other' }],
    });
    expect((await monthly(11, 2026)).eventsKnown).toBe(true);
    expect((await currentWeek()).notifications).toContain(
      'Sat 12 Dec is short: 2 scheduled, 3 needed (Pinball Open).',
    );
  });

  it('when the manager already calls the day understaffed, then the alert is theirs alone', async () => {
    venueClockAt('2026-12-09T18:00:00Z');
    await start();
    await saveDay('2026-12-12', { staff: 'Sam', coverage: 'understaffed' });
    const alerts = (await currentWeek()).notifications.filter((text) => text.includes('12 Dec'));
    expect(alerts).toEqual(['Sat 12 Dec is understaffed (2 PM - 10 PM).']);
  });

  it('when the settings ask more on Saturdays and for every event, then the day needs that many', async () => {
    await start();
    const current = scheduleSettingsSchema.parse(
      await (await api('/api/staff/schedule/settings', { as: 'staff' })).json(),
    );
    await api('/api/staff/schedule/settings', {
      method: 'PUT',
      as: 'admin',
      json: {
        ...current,
        staffNeeded: { ...current.staffNeeded, Sat: 4 },
        extraStaffPerEvent: { ...current.extraStaffPerEvent, other: 2 },
      },
    });
    await addEvent('2026-12-12', 'Pinball Open');
    await addEvent('2026-12-12', 'Retro Night');
    expect(await dayIn('2026-12-12')).toMatchObject({ requiredStaff: 8, short: true });
    expect(await dayIn('2026-12-11')).toMatchObject({ requiredStaff: 2 });
  });

  it('when the events service does not answer, then the calendar still shows, says so, and needs only the base', async () => {
    await start({}, undefined, [scheduleService]);
    await saveDay('2026-12-12', { shift: '2 PM - 10 PM', staff: 'Sam, Robin, Alex' });
    const december = await monthly(11, 2026);
    expect(december.eventsKnown).toBe(false);
    expect(await dayIn('2026-12-12')).toMatchObject({ requiredStaff: 2, short: false, events: [] });
  });

  it('when several events fall on a day of the month, then each counts, and none from the months around it', async () => {
    await start();
    for (let index = 0; index < 3; index += 1) await addEvent('2026-12-05', `Night ${index}`);
    await addEvent('2026-11-30', 'Month Before');
    await addEvent('2026-12-31', 'Last Day');
    await addEvent('2027-01-01', 'Next Year');
    const days = (await monthly(11, 2026)).weeks.flatMap((week) => week.days);
    expect(days.find((day) => day.date === '2026-12-05')?.requiredStaff).toBe(5);
    expect(days.flatMap((day) => day.events.map((event) => `${day.date} ${event.title}`))).toEqual([
      '2026-12-05 Night 0',
      '2026-12-05 Night 1',
      '2026-12-05 Night 2',
      '2026-12-31 Last Day',
    ]);
  });
});

describe('reading what is on', () => {
  it('when a period is longer than one window of the events service, then every window up to its end is read', async () => {
    await start();
    const dates = ['2026-12-01', '2026-12-01', '2026-12-02', '2026-12-09', '2026-12-20'];
    for (const [index, date] of dates.entries()) await addEvent(date, `Event ${index}`);
    const events = hosted.services.events!;
    const whatsOn = whatsOnFromEvents(
      serviceClient({ caller: 'schedule', urlOf: () => events.url, identityKey: 'unused' }),
      createLogger('test', 'silent'),
      2,
    );
    const byDate = await whatsOn('2026-12-01', '2026-12-10');
    expect([...(byDate ?? [])].map(([date, onDay]) => [date, onDay.length])).toEqual([
      ['2026-12-01', 2],
      ['2026-12-02', 1],
      ['2026-12-09', 1],
    ]);
  });

  it('when a weekly league night is a series with one date cancelled and one moved, then each date it is on needs the league’s extra staff and the others none', async () => {
    await start();
    const id = await addEvent('2026-12-01', 'League Night', {
      kind: 'league',
      recurrence: { frequency: 'weekly', weekdays: ['TU'], count: 4 },
    });
    for (const [date, change] of [
      ['2026-12-08', { cancelled: true }],
      ['2026-12-15', { date: '2026-12-17' }],
    ] as const) {
      const response = await hosted.call('events', `/api/events/${id}/occurrences/${date}`, {
        method: 'PUT',
        as: 'staff',
        json: change,
      });
      expect(response.status, await response.clone().text()).toBe(200);
    }
    const needed = async (date: string) => (await dayIn(date))?.requiredStaff;
    expect(await dayIn('2026-12-01')).toMatchObject({
      requiredStaff: 3,
      events: [{ title: 'League Night', kind: 'league' }],
    });
    expect(await needed('2026-12-08')).toBe(2);
    expect(await needed('2026-12-15')).toBe(2);
    expect(await needed('2026-12-17')).toBe(3);
    expect(await needed('2026-12-22')).toBe(3);
    expect(await needed('2026-12-29')).toBe(2);
  });
});
