import {
  plannedPeople,
  weekdayOf,
  type Coverage,
  type WeekdayName,
} from '@venue/contracts/schedule';
import { monthBounds, venueMonthOf, weekStartOf } from '@venue/venue-time/venue-time';
import { addDays } from './schedule.dates';
import type {
  PerformanceFields,
  ScheduleDayFields,
  ScheduleRepository,
} from './schedule.repository';

/*
 * A sample plan for a small crew, so a fresh install shows a schedule worth looking at: the
 * venue's usual hours, two leads who take turns at a long week (opening Friday two hours before
 * the others, which is overtime), part-timers, a quiet Tuesday short of hands and a busy
 * Saturday with one too many every other week.
 */

const shifts: Record<WeekdayName, string> = {
  Mon: '2 PM - 10 PM',
  Tue: '2 PM - 10 PM',
  Wed: '2 PM - 10 PM',
  Thu: '2 PM - 10 PM',
  Fri: '6 PM - 2 AM',
  Sat: '12 PM - 8 PM',
  Sun: '12 PM - 8 PM',
};

interface Crew {
  staff: string[];
  coverage: Coverage;
}

/** The crew in weeks where Sarah has the long week; Mike has it in the others. */
const crews: Record<WeekdayName, Crew> = {
  Mon: { staff: ['Sarah', 'Jordan'], coverage: 'full' },
  Tue: { staff: ['Mike', 'Priya'], coverage: 'full' },
  Wed: { staff: ['Sarah', 'Mike'], coverage: 'full' },
  Thu: { staff: ['Sarah', 'Jordan', 'Alex'], coverage: 'full' },
  Fri: { staff: ['Sarah', 'Mike', 'Priya'], coverage: 'full' },
  Sat: { staff: ['Mike', 'Jordan', 'Priya', 'Alex'], coverage: 'overstaffed' },
  Sun: { staff: ['Sarah', 'Alex'], coverage: 'full' },
};

const swapLeads = (name: string) => (name === 'Sarah' ? 'Mike' : name === 'Mike' ? 'Sarah' : name);

function crewFor(date: string): Crew {
  const day = weekdayOf(date);
  const crew = crews[day];
  const weekNumber = Math.round(
    (Date.parse(weekStartOf(date)) - Date.parse('2024-01-01')) / (7 * 24 * 3_600_000),
  );
  if (weekNumber % 2 === 0) return crew;
  if (day === 'Tue') return { staff: ['Sarah'], coverage: 'understaffed' };
  if (day === 'Sat') return { staff: ['Sarah', 'Jordan', 'Priya'], coverage: 'full' };
  return { staff: crew.staff.map(swapLeads), coverage: crew.coverage };
}

/** Alex is new: no figures yet. */
const samplePerformance: Array<[string, PerformanceFields]> = [
  ['Sarah', { punctuality: 97, customerRating: 4.8 }],
  ['Mike', { punctuality: 92, customerRating: 4.6 }],
  ['Jordan', { punctuality: 88, customerRating: 4.4 }],
  ['Priya', { punctuality: 95, customerRating: 4.7 }],
];

const seededBy = 'sample schedule';

/** Every date of the venue's current month and the next. */
function seedDates(now: Date): string[] {
  const { year, month } = venueMonthOf(now);
  const { firstDay } = monthBounds(year, month);
  const { lastDay } = monthBounds(month === 11 ? year + 1 : year, (month + 1) % 12);
  const dates: string[] = [];
  for (let date = firstDay; date <= lastDay; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** On Fridays the lead (the first name) opens at 4 PM. */
const leadOpensFriday = (day: WeekdayName, staff: string[]) =>
  day === 'Fri' && staff[0] ? [{ name: staff[0], start: '16:00', end: '02:00' }] : [];

function sampleDays(now: Date): ScheduleDayFields[] {
  return seedDates(now).map((date) => {
    const day = weekdayOf(date);
    const { staff, coverage } = crewFor(date);
    const people = plannedPeople({
      shift: shifts[day],
      staff,
      shifts: leadOpensFriday(day, staff),
    });
    return {
      date,
      day,
      shift: shifts[day],
      staff,
      shifts: people.flatMap(({ name, times }) => (times ? [{ name, ...times }] : [])),
      coverage,
    };
  });
}

/**
 * First start only: an empty schedule gets the sample plan for this venue month and the next
 * (a start that a stop cut short writes it again: every write is an upsert). A schedule that
 * already holds days is left alone. Returns how many days it wrote. Seeding fills the store
 * before the service serves, so there is no one to tell: no event.
 */
export async function seedSampleSchedule(repository: ScheduleRepository, now: Date) {
  const state = await repository.seedState();
  if (state === 'done') return 0;
  if (state === null && (await repository.countDays()) > 0) {
    await repository.setSeedState('done');
    return 0;
  }
  await repository.setSeedState('writing');
  const days = sampleDays(now);
  for (const day of days) await repository.saveDay(day, seededBy);
  for (const [name, figures] of samplePerformance) {
    await repository.savePerformance(name, figures, seededBy);
  }
  await repository.setSeedState('done');
  return days.length;
}
