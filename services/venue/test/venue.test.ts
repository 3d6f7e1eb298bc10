import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  venueChanged,
  type VenueExceptionInput,
  type VenueSettingsInput,
} from '@venue/contracts/venue';
import { ConfigError } from '@venue/service-kit/config';
import { venueToday } from '@venue/venue-time/venue-time';
import { addDays, weekdayOf } from '../src/venue.calendar';
import { editable, startVenue, type Venue } from './venue-harness';

let venue: Venue;

beforeEach(async () => {
  venue = await startVenue();
});
afterEach(() => venue.close());

const current = async (): Promise<VenueSettingsInput> => editable(await venue.read());

describe('the first start', () => {
  it('when nothing is configured, then the venue reads as the spec has it, with the 555 placeholder phone', async () => {
    const settings = await venue.read();
    expect(settings).toMatchObject({
      name: 'Forks Arcade',
      phone: '(204) 555-0142',
      email: 'hello@forksarcade.ca',
      eventsEmail: 'events@forksarcade.ca',
      address: {
        street: '1 Forks Market Road',
        city: 'Winnipeg',
        province: 'MB',
        postalCode: '',
        country: 'Canada',
      },
      social: {
        facebook: 'https://www.facebook.com/forksarcade',
        instagram: 'https://www.instagram.com/forksarcade',
        tiktok: 'https://www.tiktok.com/@forksarcade',
      },
      exceptions: [],
      notices: [],
      updatedAt: null,
    });
    const open = (opens: string, closes: string) => ({ closed: false, opens, closes });
    expect(settings.hours).toEqual({
      monday: open('11:00', '22:00'),
      tuesday: open('11:00', '22:00'),
      wednesday: open('11:00', '22:00'),
      thursday: open('11:00', '22:00'),
      friday: open('11:00', '00:00'),
      saturday: open('11:00', '00:00'),
      sunday: open('11:00', '21:00'),
    });
    const today = venueToday();
    expect(settings.today).toEqual({ date: today, ...settings.hours[weekdayOf(today)] });
  });

  it('when the variables are set on the first start, then they are the settings, and later starts keep the stored ones', async () => {
    await venue.close();
    venue = await startVenue({
      env: {
        VENUE_NAME: 'Forks Pinball',
        VENUE_PHONE: '+1 204 000 1234',
        VENUE_ADDRESS: '25 Forks Market Road, Winnipeg, MB R3C 4S8, Canada',
        VENUE_HOURS: 'Tue-Thu 12pm-10pm|Fri-Sat 12:00-02:00|Sun 12pm-8pm',
        VENUE_TIKTOK_URL: 'http://tiktok.example/forks',
      },
    });
    const first = await venue.read();
    expect(first).toMatchObject({
      name: 'Forks Pinball',
      phone: '+1 204 000 1234',
      address: { street: '25 Forks Market Road', province: 'MB', postalCode: 'R3C 4S8' },
      social: { tiktok: 'http://tiktok.example/forks' },
    });
    expect(first.hours.monday).toEqual({ closed: true });
    expect(first.hours.saturday).toEqual({ closed: false, opens: '12:00', closes: '02:00' });

    venue = await venue.restart({ VENUE_NAME: 'Another Name', VENUE_PHONE: '204 999 9999' });
    expect(await venue.read()).toEqual(first);
  });

  it('when a variable cannot be read, then the start stops naming it', async () => {
    await expect(startVenue({ env: { VENUE_HOURS: 'Mon-Thu 11am-25pm' } })).rejects.toThrow(
      ConfigError,
    );
    await expect(startVenue({ env: { VENUE_HOURS: 'Mon-Thu 11am-25pm' } })).rejects.toThrow(
      /VENUE_HOURS/,
    );
    await expect(startVenue({ env: { VENUE_ADDRESS: 'Winnipeg' } })).rejects.toThrow(
      /VENUE_ADDRESS/,
    );
    await expect(startVenue({ env: { VENUE_PHONE: 'call us' } })).rejects.toThrow(/VENUE_PHONE/);
  });
});

describe('saving the settings', () => {
  it('when an admin saves, then the public read shows the change and venue.changed is published', async () => {
    const heard: unknown[] = [];
    venue.hosted.jobs.subscribe(venueChanged, 'venue-test', async (payload) => {
      heard.push(payload);
    });
    const settings = {
      ...(await current()),
      name: 'Forks Arcade & Pinball',
      phone: '(204) 000-0199',
      hours: {
        ...(await current()).hours,
        monday: { closed: true },
        friday: { closed: false, opens: '16:00', closes: '02:00' },
      },
    } satisfies VenueSettingsInput;
    const answer = await venue.saved(settings);
    expect(answer).toMatchObject({ name: 'Forks Arcade & Pinball', phone: '(204) 000-0199' });
    expect(answer.updatedAt).not.toBeNull();
    expect(await venue.read()).toEqual(answer);
    expect(answer.hours.monday).toEqual({ closed: true });
    await expect.poll(() => heard).toEqual([{ updatedAt: answer.updatedAt }]);
  });

  it('when a staff member who is not an admin, or nobody, saves, then it is refused and nothing changes', async () => {
    const before = await venue.read();
    const settings = { ...(await current()), phone: '204 000 0000' };
    expect((await venue.save(settings, 'staff')).status).toBe(403);
    expect((await venue.save(settings, undefined)).status).toBe(401);
    expect(await venue.read()).toEqual(before);
  });

  it.each([
    ['phone', 'phone', { phone: 'call us' }],
    ['short phone', 'phone', { phone: '555-12' }],
    ['e-mail', 'email', { email: 'hello at forks' }],
    ['events e-mail', 'eventsEmail', { eventsEmail: '' }],
    ['blank name', 'name', { name: '   ' }],
    ['name with a line break', 'name', { name: 'Forks\nArcade' }],
    ['javascript: link', 'social.facebook', { social: { facebook: 'javascript:alert(1)' } }],
    ['ftp link', 'social.instagram', { social: { instagram: 'ftp://forks.example' } }],
    ['missing city', 'address.city', { address: { city: undefined } }],
    ['postal code', 'address.postalCode', { address: { postalCode: '<R3C>' } }],
    [
      'hour 24',
      'hours.monday.opens',
      { hours: { monday: { closed: false, opens: '24:00', closes: '02:00' } } },
    ],
    [
      'time without minutes',
      'hours.tuesday.opens',
      { hours: { tuesday: { closed: false, opens: '11', closes: '22:00' } } },
    ],
    [
      'missing closes',
      'hours.sunday.closes',
      { hours: { sunday: { closed: false, opens: '11:00' } } },
    ],
    [
      'same opens and closes',
      'hours.sunday.closes',
      { hours: { sunday: { closed: false, opens: '11:00', closes: '11:00' } } },
    ],
    ['closed not a flag', 'hours.friday.closed', { hours: { friday: { closed: 'yes' } } }],
  ])(
    'when the %s is not valid, then a 400 names %s and nothing changes',
    async (_what, field, change) => {
      const before = await venue.read();
      const settings = await current();
      const merged = {
        ...settings,
        ...change,
        ...('social' in change && { social: { ...settings.social, ...change.social } }),
        ...('address' in change && { address: { ...settings.address, ...change.address } }),
        ...('hours' in change && { hours: { ...settings.hours, ...change.hours } }),
      };
      const body = await venue.refused(merged);
      expect(Object.keys(body.errors ?? {})).toContain(field);
      expect(await venue.read()).toEqual(before);
    },
  );

  it('when exceptions repeat a date, lie in the past or announce too early, then a 400 names each and nothing changes', async () => {
    const before = await venue.read();
    const today = venueToday();
    const christmas = { date: addDays(today, 5), label: 'Christmas Day', closed: true };
    const body = await venue.refused({
      ...(await current()),
      exceptions: [
        christmas,
        { ...christmas, label: 'Also Christmas' },
        { date: addDays(today, 9), label: 'Long notice', closed: true, announceDaysBefore: 91 },
        { date: '2026-02-30', label: 'No such day', closed: true },
        { date: addDays(today, 12), label: '', closed: false, opens: '12:00', closes: '18:00' },
      ],
    });
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([
      'exceptions.1.date',
      'exceptions.2.announceDaysBefore',
      'exceptions.3.date',
      'exceptions.4.label',
    ]);
    const past = await venue.refused({
      ...(await current()),
      exceptions: [{ date: addDays(today, -1), label: 'Yesterday', closed: true }],
    });
    expect(Object.keys(past.errors ?? {})).toEqual(['exceptions.0.date']);
    expect(await venue.read()).toEqual(before);
  });
});

describe('holiday hours and closures', () => {
  it('when exceptions are saved, then each is announced from its window’s first day to its own day, and today’s hours follow one for today', async () => {
    const today = venueToday();
    const exceptions: VenueExceptionInput[] = [
      { date: addDays(today, 20), label: 'Far off', closed: true },
      { date: addDays(today, 3), label: 'Christmas Day', closed: true },
      {
        date: addDays(today, 4),
        label: 'Boxing Day',
        closed: false,
        opens: '12:00',
        closes: '18:00',
        announceDaysBefore: 4,
      },
      { date: addDays(today, 5), label: 'Not yet', closed: true, announceDaysBefore: 4 },
      { date: addDays(today, 30), label: 'Long notice', closed: true, announceDaysBefore: 30 },
      {
        date: today,
        label: 'Staff party',
        closed: false,
        opens: '11:00',
        closes: '17:00',
        announceDaysBefore: 0,
      },
    ];
    const settings = await venue.saved({ ...(await current()), exceptions });

    expect(settings.exceptions.map((exception) => exception.label)).toEqual([
      'Staff party',
      'Christmas Day',
      'Boxing Day',
      'Not yet',
      'Far off',
      'Long notice',
    ]);
    expect(settings.exceptions[1]).toEqual({ ...exceptions[1], announceDaysBefore: 14 });
    expect(settings.notices.map((notice) => notice.label)).toEqual([
      'Staff party',
      'Christmas Day',
      'Boxing Day',
      'Long notice',
    ]);
    expect(settings.today).toEqual({
      date: today,
      label: 'Staff party',
      closed: false,
      opens: '11:00',
      closes: '17:00',
    });
  });
});
