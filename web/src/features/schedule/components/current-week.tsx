import {
  formatHours,
  isScheduled,
  shiftTextOf,
  type ScheduleDay,
  type StaffSchedule,
} from '@venue/contracts/schedule';
import { BellRing, CalendarCheck2, Clock, Star } from 'lucide-react';

import { QueryState } from '@/components/ui/query-state/query-state';

import { useCurrentWeek } from '../api/get-current-week';
import { shortDate } from '../schedule-display';
import { CopyWeekButton } from './copy-week-dialog';
import { CoverageBadge } from './coverage-badge';
import { DayMarks, hasOwnTimes } from './day-marks';
import { Panel } from './schedule-panel';
import { StaffPerformancePanel } from './staff-performance';

/** Each person's own times and paid hours, when they differ across the day. */
function PeopleTimes({ day }: { day: ScheduleDay }) {
  const timed = new Set(day.shifts.map((shift) => shift.name));
  return (
    <ul className="week-day__people">
      {day.shifts.map((shift) => (
        <li key={shift.name}>
          <span className="week-day__person">{shift.name}</span> {shiftTextOf(shift)} ·{' '}
          {formatHours(shift.hours)} h
        </li>
      ))}
      {day.staff
        .filter((name) => !timed.has(name))
        .map((name) => (
          <li key={name}>
            <span className="week-day__person">{name}</span> hours unknown
          </li>
        ))}
    </ul>
  );
}

function WeekDay({ day, isToday }: { day: ScheduleDay; isToday: boolean }) {
  const scheduled = isScheduled(day);
  return (
    <li
      className={scheduled ? 'week-day week-day--scheduled' : 'week-day'}
      aria-current={isToday ? 'date' : undefined}
    >
      <div className="week-day__when">
        <span className="week-day__name">{day.day}</span>
        <span className="week-day__date">{shortDate(day.date)}</span>
        {isToday ? <span className="week-day__today">Today</span> : null}
      </div>
      {scheduled ? (
        <>
          <div className="week-day__details">
            <span className="week-day__shift">
              {day.shift}
              <span className="week-day__hours"> · {formatHours(day.hours)} h</span>
            </span>
            <span className="week-day__staff">{day.staff.join(', ')}</span>
            {hasOwnTimes(day) ? <PeopleTimes day={day} /> : null}
          </div>
          <CoverageBadge coverage={day.coverage} />
        </>
      ) : (
        <div className="week-day__details">
          <span className="week-day__empty">No schedule</span>
        </div>
      )}
      <div className="week-day__marks">
        <DayMarks day={day} scheduled={scheduled} />
      </div>
    </li>
  );
}

/** One overtime figure against the month's budget; the bar stops at 100% of it. */
function OvertimeBar({ label, hours, budget }: { label: string; hours: number; budget: number }) {
  // A budget of 0 hours: any overtime at all fills the bar.
  const max = budget > 0 ? budget : 1;
  const value = budget > 0 ? Math.min(hours, budget) : hours > 0 ? 1 : 0;
  const over = hours > budget;
  return (
    <div className="overtime-bar">
      <div className="overtime-bar__text">
        <span className="overtime-bar__label">{label}</span>
        <span className={over ? 'overtime-bar__hours is-over' : 'overtime-bar__hours'}>
          {formatHours(hours)} h of {formatHours(budget)} h
        </span>
      </div>
      <meter
        className="overtime-bar__meter"
        min={0}
        max={max}
        low={max * 0.5}
        high={max * 0.8}
        optimum={0}
        value={value}
        aria-label={`Overtime ${label.toLowerCase()}: ${formatHours(hours)} hours of the ${formatHours(budget)}-hour budget`}
      />
    </div>
  );
}

function WeekView({ week }: { week: StaffSchedule }) {
  const { overtimeHours } = week;
  return (
    <div className="current-week wide-split">
      <Panel
        id="week-days-title"
        className="current-week__days"
        title={`Week of ${shortDate(week.weekStart)}, ${week.weekStart.slice(0, 4)}`}
        icon={<CalendarCheck2 aria-hidden="true" />}
        actions={<CopyWeekButton weekStart={week.weekStart} />}
      >
        <p className="schedule-panel__lead">
          Monday {shortDate(week.weekStart)} to Sunday {shortDate(week.weekEnd)}
        </p>
        <ol className="week-days">
          {week.currentWeek.map((day) => (
            <WeekDay key={day.date} day={day} isToday={day.date === week.today} />
          ))}
        </ol>
      </Panel>

      <div className="current-week__side">
        <Panel id="week-alerts-title" title="Alerts" icon={<BellRing aria-hidden="true" />}>
          {week.notifications.length > 0 ? (
            <ul className="schedule-alerts">
              {week.notifications.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : (
            <p className="schedule-panel__empty">No alerts this week.</p>
          )}
        </Panel>

        <Panel id="week-overtime-title" title="Overtime" icon={<Clock aria-hidden="true" />}>
          <OvertimeBar
            label="This Week"
            hours={overtimeHours.thisWeek}
            budget={overtimeHours.budget}
          />
          <OvertimeBar
            label="This Month"
            hours={overtimeHours.thisMonth}
            budget={overtimeHours.budget}
          />
          <p className="schedule-panel__note">
            Monthly budget {formatHours(overtimeHours.budget)} hours. A person&apos;s paid hours
            past {formatHours(overtimeHours.standardDay)} in a day or{' '}
            {formatHours(overtimeHours.standardWeek)} in a week (Monday to Sunday) are overtime,
            paid 1.5 times; shifts over 5 hours have an unpaid 30-minute break.
          </p>
          {week.eventsKnown ? null : (
            <p className="schedule-panel__note">
              The events calendar could not be read: staff needed counts no events.
            </p>
          )}
        </Panel>
      </div>

      <Panel
        id="week-performance-title"
        className="current-week__performance wide-split__full"
        title="Staff Performance"
        icon={<Star aria-hidden="true" />}
      >
        <StaffPerformancePanel members={week.staffPerformance} />
      </Panel>
    </div>
  );
}

/** This venue week by day, its alerts, overtime and the performance of who works it. */
export function CurrentWeek() {
  const week = useCurrentWeek();
  return (
    <QueryState
      query={week}
      loading="Loading this week..."
      error="Failed to load this week's schedule"
    >
      {(data) => <WeekView week={data} />}
    </QueryState>
  );
}
