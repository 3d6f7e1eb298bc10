import type { ScheduleDay } from '@venue/contracts/schedule';
import { CalendarHeart, Flag, UsersRound } from 'lucide-react';

/**
 * What the schedule works out about a day, beside what was saved: a holiday, what is on, and
 * whether fewer are scheduled than the day needs, where the saved coverage does not already
 * say the day is understaffed.
 */
export function DayMarks({ day, scheduled }: { day: ScheduleDay; scheduled: boolean }) {
  return (
    <>
      {day.holiday ? (
        <span
          className={`day-mark day-mark--holiday day-mark--${day.holiday.kind}`}
          title={day.holiday.note}
        >
          <CalendarHeart aria-hidden="true" />
          {day.holiday.name}
        </span>
      ) : null}
      {day.events.length > 0 ? (
        <span className="day-mark day-mark--events">
          <Flag aria-hidden="true" />
          {day.events.map((event) => event.title).join(', ')}
        </span>
      ) : null}
      {scheduled && day.short && day.coverage !== 'understaffed' ? (
        <span className="day-mark day-mark--short">
          <UsersRound aria-hidden="true" />
          Short: {day.staff.length} of {day.requiredStaff}
        </span>
      ) : null}
    </>
  );
}

/** True when people on the day work different times, or some have none (each is worth listing). */
export function hasOwnTimes(day: ScheduleDay): boolean {
  const [first] = day.shifts;
  return (
    day.shifts.length !== day.staff.length ||
    day.shifts.some((shift) => shift.start !== first?.start || shift.end !== first?.end)
  );
}
