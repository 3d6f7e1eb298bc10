import { weekdayNames, type CalendarDay, type MonthlySchedule } from '@venue/contracts/schedule';

import { formatLongDate } from '@/lib/venue-time';

import { CoverageBadge } from './coverage-badge';

function DayCell({
  day,
  isToday,
  onEdit,
}: {
  day: CalendarDay;
  isToday: boolean;
  onEdit: (day: CalendarDay) => void;
}) {
  const { schedule } = day;
  const classes = [
    'calendar-day',
    schedule ? 'calendar-day--scheduled' : null,
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
      {schedule ? (
        <>
          <span className="calendar-day__shift">{schedule.shift}</span>
          <span className="calendar-day__staff">{schedule.staff.join(', ')}</span>
          <CoverageBadge coverage={schedule.coverage} />
        </>
      ) : (
        <span className="calendar-day__empty">No schedule</span>
      )}
    </button>
  );
}

type ScheduleCalendarProps = {
  schedule: MonthlySchedule;
  onEdit: (day: CalendarDay) => void;
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
        {schedule.weeks.flatMap((week, weekIndex) =>
          week.days.map((day, dayIndex) =>
            day ? (
              <li key={day.date} className="schedule-calendar__cell">
                <DayCell day={day} isToday={day.date === schedule.today} onEdit={onEdit} />
              </li>
            ) : (
              <li
                key={`blank-${weekIndex}-${dayIndex}`}
                className="schedule-calendar__cell schedule-calendar__cell--blank"
                aria-hidden="true"
              />
            ),
          ),
        )}
      </ol>
    </div>
  );
}
