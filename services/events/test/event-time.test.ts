import { describe, expect, it } from 'vitest';
import { eventIdFrom } from '@venue/contracts/events';
import { parseEventTime } from '../src/event-time';

describe('reading an event time', () => {
  it.each([
    ['7 PM', { start: '19:00' }],
    ['7:30pm', { start: '19:30' }],
    ['7:30 p.m.', { start: '19:30' }],
    ['12 PM', { start: '12:00' }],
    ['12:15 AM', { start: '00:15' }],
    ['19:00', { start: '19:00' }],
    ['7:00 PM - 10:00 PM', { start: '19:00', end: '22:00' }],
    ['7 - 11 PM', { start: '19:00', end: '23:00' }],
    ['7:30 - 11 PM', { start: '19:30', end: '23:00' }],
    ['11 - 2 PM', { start: '11:00', end: '14:00' }],
    ['10 PM to 2 AM', { start: '22:00', end: '02:00' }],
    ['18:30–21:00', { start: '18:30', end: '21:00' }],
    ['6:30 PM (doors at 6)', { start: '18:30' }],
  ])('when the time text is %j, then it starts (and ends) at %j', (text, expected) => {
    expect(parseEventTime(text)).toEqual(expected);
  });

  it.each(['', 'Doors at 6:30 PM', 'All afternoon', '7', '13 PM', '25:00', '7:75 PM', '2030'])(
    'when the time text is %j, then it gives no clock time',
    (text) => {
      expect(parseEventTime(text)).toBeNull();
    },
  );
});

describe('the id a new event is given', () => {
  it.each([
    ['Monday League Night', '2026-11-30', 'monday-league-night-20261130'],
    ['Pinball Tournament', '2026-12-12', 'pinball-tournament-20261212'],
    ['Winter Flip-Out Championship', '2027-01-09', 'winter-flip-out-cham-20270109'],
    ['Rock & Roll -- Night!!', '2026-12-01', 'rock-roll-night-20261201'],
    ['!!!', '2026-12-01', '20261201'],
  ])('when the title is %j on %s, then the id is %j', (title, date, id) => {
    expect(eventIdFrom(title, date)).toBe(id);
  });
});
