import {
  isScheduled,
  weekdayNames,
  type MonthlySchedule,
  type ScheduleDay,
} from '@venue/contracts/schedule';

import { formatLongDate } from '@/lib/venue-time';

import { CoverageBadge } from './coverage-badge';
import { DayMarks } from './day-marks';

function DayCell({
  day,
  isToday,
  onEdit,
}: {
  day: ScheduleDay;
  isToday: boolean;
  onEdit: (day: ScheduleDay) => void;
}) {
  const scheduled = isScheduled(day);
  const classes = [
    'calendar-day',
    scheduled ? 'calendar-day--scheduled' : null,
    scheduled && day.short ? 'calendar-day--short' : null,
    isToday ? 'calendar-day--today' : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-current={isToday ? 'date' : undefined}
      onClick={() => onEdit(day)}
    >
      {/* Read as the full date; the number and the short name are for the eye. */}
      <span className="visually-hidden">{formatLongDate(day.date)}</span>
      <span className="calendar-day__top" aria-hidden="true">
        <span className="calendar-day__number">{Number(day.date.slice(8, 10))}</span>
        <span className="calendar-day__weekday">{day.day}</span>
        {isToday ? <span className="calendar-day__today">Today</span> : null}
      </span>
      {scheduled ? (
        <>
          <span className="calendar-day__shift">{day.shift}</span>
          <span className="calendar-day__staff">{day.staff.join(', ')}</span>
          <CoverageBadge coverage={day.coverage} />
        </>
      ) : (
        <span className="calendar-day__empty">No schedule</span>
      )}
      <DayMarks day={day} scheduled={scheduled} />
    </button>
  );
}

/**
 * The grid's cells, Sunday to Saturday: each week's days under their weekdays, with blank cells
 * (their keys) before its first day and after its last.
 */
function cellsOf(weeks: MonthlySchedule['weeks']): Array<ScheduleDay | string> {
  return weeks.flatMap(({ days }) => {
    const columns = days.map((day) => weekdayNames.indexOf(day.day));
    const key = days[0]?.date;
    return [
      ...Array.from({ length: Math.min(...columns) }, (_, index) => `before-${key}-${index}`),
      ...days,
      ...Array.from(
        { length: weekdayNames.length - 1 - Math.max(...columns) },
        (_, index) => `after-${key}-${index}`,
      ),
    ];
  });
}

type ScheduleCalendarProps = {
  schedule: MonthlySchedule;
  onEdit: (day: ScheduleDay) => void;
};

/**
 * The month Sunday to Saturday, blank cells before the 1st (and after the last day); each date a
 * button that opens its edit panel. Phones list the dates one under another instead.
 */
export function ScheduleCalendar({ schedule, onEdit }: ScheduleCalendarProps) {
  return (
    <div className="schedule-calendar">
      <ol className="schedule-calendar__head" aria-hidden="true">
        {weekdayNames.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ol>
      <ol className="schedule-calendar__grid" aria-label={`${schedule.monthLabel} schedule`}>
        {cellsOf(schedule.weeks).map((cell) =>
          typeof cell === 'string' ? (
            <li
              key={cell}
              className="schedule-calendar__cell schedule-calendar__cell--blank"
              aria-hidden="true"
            />
          ) : (
            <li key={cell.date} className="schedule-calendar__cell">
              <DayCell day={cell} isToday={cell.date === schedule.today} onEdit={onEdit} />
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
