import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { VenueEvent } from '@venue/contracts/events';
import { eventCalendar, eventsCalendar } from '../src/events.calendar';

/**
 * Text an event may hold (the contract refuses control characters and lone surrogates), weighted
 * towards characters of every UTF-8 width and those iCalendar escapes, in runs long enough to
 * be folded many times.
 */
const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('a', ' ', 'é', '€', '中', '\u{1f3b0}', ';', ',', '\\') },
  {
    weight: 2,
    arbitrary: fc
      .string({ unit: 'binary', minLength: 1, maxLength: 4 })
      .filter((text) => !/\p{Cc}/u.test(text)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'é', '€', '\u{1f3b0}'), fc.integer({ min: 1, max: 200 }))
      .map(([character, times]) => character.repeat(times)),
  },
);
const text = (maxLength: number) =>
  fc.array(piece, { minLength: 1, maxLength }).map((pieces) => `T${pieces.join('')}`.trim());
const multilineText = fc
  .array(fc.oneof(text(8), fc.constant('\n')), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join('').trim() || 'T');

const generatedEvent = fc.record({
  id: fc.stringMatching(/^[a-z0-9]{1,20}(?:-[a-z0-9]{1,20}){0,2}$/),
  title: text(6),
  date: fc
    .date({ min: new Date('2026-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  time: fc.constantFrom(undefined, '7:00 PM - 10:00 PM', '19:00', 'Doors at dusk'),
  location: text(4),
  description: multilineText,
  cost: fc.option(text(3), { nil: undefined }),
  registrationUrl: fc.option(
    fc.webUrl().map((url) => `${url}/${'é'.repeat(40)}`),
    { nil: undefined },
  ),
  featured: fc.boolean(),
  kind: fc.constantFrom('tournament' as const, 'league' as const, 'other' as const),
}) satisfies fc.Arbitrary<VenueEvent>;

const options = { name: 'Forks Arcade Events \u{1f3b0} Winnipeg', generatedAt: new Date() };

const parse = (feed: string) => new ICAL.Component(ICAL.parse(feed));

describe('folding the feed lines (RFC 5545 3.1)', () => {
  it('when events hold long text of every UTF-8 width, then every line of the feed is at most 75 octets, split only between characters, and unfolds to the same text', () => {
    fc.assert(
      fc.property(fc.array(generatedEvent, { minLength: 1, maxLength: 4 }), (events) => {
        const unique = events.map((event, index) => ({ ...event, id: `${event.id}-${index}` }));
        const feeds: Array<[string, VenueEvent[]]> = [
          [eventsCalendar(unique, options), unique],
          [eventCalendar(unique[0]!, options), [unique[0]!]],
        ];
        for (const [feed, shown] of feeds) {
          expect(feed.endsWith('\r\n')).toBe(true);
          const lines = feed.slice(0, -2).split('\r\n');
          for (const line of lines) {
            expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
            // A line cut inside a character would hold half of it: it would not survive UTF-8.
            expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
            expect(line).not.toMatch(/[\r\n]/);
          }
          const vevents = parse(feed)
            .getAllSubcomponents('vevent')
            .map((component) => new ICAL.Event(component));
          expect(vevents.map((event) => event.summary)).toEqual(shown.map((event) => event.title));
          expect(vevents.map((event) => event.location)).toEqual(
            shown.map((event) => event.location),
          );
          for (const [index, event] of vevents.entries()) {
            expect(event.description).toContain(shown[index]!.description);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('when a title is 150 characters, then it is folded into lines of 75, 75 and 10 octets, continuations starting with one space', () => {
    const event: VenueEvent = {
      id: 'long-title',
      title: 'A'.repeat(150),
      date: '2030-07-09',
      location: 'Forks Arcade',
      description: 'A long night.',
      featured: false,
      kind: 'other',
    };
    const lines = eventCalendar(event, options).split('\r\n');
    const summary = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    const folded = lines.slice(summary, summary + 3);
    expect(folded.map((line) => Buffer.byteLength(line, 'utf8'))).toEqual([75, 75, 10]);
    expect(folded.slice(1).every((line) => /^ A/.test(line))).toBe(true);
    const vevent = parse(lines.join('\r\n')).getFirstSubcomponent('vevent')!;
    expect(new ICAL.Event(vevent).summary).toBe(event.title);
  });
});
