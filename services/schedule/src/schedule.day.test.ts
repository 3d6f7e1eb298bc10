import { describe, expect, it } from 'vitest';
import type { ScheduleSettings } from '@venue/contracts/schedule-settings';
import { requiredStaffOn } from './schedule.day';

const settings = {
  staffNeeded: { Sun: 1, Mon: 2, Tue: 2, Wed: 2, Thu: 2, Fri: 3, Sat: 4 },
  extraStaffPerEvent: { tournament: 2, league: 1, other: 1 },
} as ScheduleSettings;

describe('the staff a day needs', () => {
  it.each([
    ['a Saturday with nothing on', '2026-12-12', [], 4],
    ['a Sunday with nothing on', '2026-12-13', [], 1],
    ['a Saturday tournament', '2026-12-12', ['tournament'], 6],
    ['a Tuesday league night', '2026-12-08', ['league'], 3],
    [
      'a Friday with a tournament, a league night and a party',
      '2026-12-11',
      ['tournament', 'league', 'other'],
      7,
    ],
  ] as const)(
    'when it is %s, then it needs the weekday’s base and each event’s extra',
    (_label, date, kinds, needed) => {
      const events = kinds.map((kind) => ({ title: kind, kind }));
      expect(requiredStaffOn(date, settings, events)).toBe(needed);
    },
  );
});
