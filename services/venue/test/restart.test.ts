import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { venueSettingsInputSchema, type VenueSettingsInput } from '@venue/contracts/venue';
import { venueToday } from '@venue/venue-time/venue-time';
import { addDays } from '../src/venue.calendar';
import { editable, startVenue, type Venue } from './venue-harness';

let venue: Venue;

beforeEach(async () => {
  venue = await startVenue();
});
afterEach(() => venue.close());

/** Characters stores and JSON treat specially, and some far from ASCII. */
const awkward = ['\u2028', '\u2029', '"', '\\', '$', '.', '\ufeff', '\u{1f3b0}', '\u{10ffff}', 'é'];

/** Text a settings field takes: a visible word among awkward pieces, any code points. */
const text = (max: number) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...awkward),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }),
      ),
      { maxLength: 5 },
    )
    .map((pieces) => `A${pieces.join('')}`.slice(0, max));

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

const dayHours = fc.oneof(
  fc.constant({ closed: true as const }),
  fc
    .tuple(time, time)
    .filter(([opens, closes]) => opens !== closes)
    .map(([opens, closes]) => ({ closed: false as const, opens, closes })),
);

const settings = (today: string) =>
  fc
    .record({
      name: text(80),
      street: text(120),
      city: text(80),
      phone: fc.constantFrom('(204) 000-0101', '+1 204 000 0199', '204.000.0142'),
      hours: fc.tuple(dayHours, dayHours, dayHours, dayHours, dayHours, dayHours, dayHours),
      labels: fc.uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 4 }),
      label: text(60),
      announce: fc.integer({ min: 0, max: 90 }),
    })
    .map(({ name, street, city, phone, hours, labels, label, announce }): VenueSettingsInput => ({
      name,
      phone,
      email: 'hello@forksarcade.ca',
      eventsEmail: 'events@forksarcade.ca',
      address: { street, city, province: 'MB', postalCode: 'R3C 4S8', country: 'Canada' },
      hours: {
        monday: hours[0],
        tuesday: hours[1],
        wednesday: hours[2],
        thursday: hours[3],
        friday: hours[4],
        saturday: hours[5],
        sunday: hours[6],
      },
      social: { facebook: '', instagram: 'https://www.instagram.com/forksarcade', tiktok: '' },
      exceptions: labels.map((offset) => {
        const day = { date: addDays(today, offset), label, announceDaysBefore: announce };
        return offset % 2 === 0
          ? { ...day, closed: true }
          : { ...day, closed: false, opens: '12:00', closes: '18:00' };
      }),
    }))
    // What the schema trims or refuses is another test's: these are accepted as they are.
    .filter((input) => {
      const parsed = venueSettingsInputSchema.safeParse(input);
      return parsed.success && JSON.stringify(parsed.data) === JSON.stringify(input);
    });

describe('what the settings accept survives a restart', () => {
  it('when any accepted text, hours and exceptions are saved, then they read back equal after a restart', async () => {
    await fc.assert(
      fc.asyncProperty(settings(venueToday()), async (input) => {
        const answer = await venue.saved(input);
        expect(editable(answer)).toEqual({
          ...input,
          exceptions: [...(input.exceptions ?? [])].sort((a, b) => a.date.localeCompare(b.date)),
        });
        venue = await venue.restart();
        expect(await venue.read()).toEqual(answer);
      }),
      { numRuns: 15 },
    );
  });
});
