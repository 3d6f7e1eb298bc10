import type { ScheduleDay } from '@venue/contracts/schedule';
import { MousePointerClick } from 'lucide-react';
import { useState } from 'react';

import { SelectField } from '@/components/ui/form/field';
import { QueryState } from '@/components/ui/query-state/query-state';
import { monthNames } from '@/lib/venue-time';

import { useMonthlySchedule, type MonthChoice } from '../api/get-monthly-schedule';
import { EditDayDialog } from './edit-day-dialog';
import { ScheduleCalendar } from './schedule-calendar';

const monthOptions = monthNames.map((label, index) => ({ value: String(index), label }));

/** The years the server offers, and the chosen one while its answer is on the way. */
const yearOptions = (offered: number[], chosen: number) =>
  [...new Set([...offered, chosen])]
    .sort((a, b) => a - b)
    .map((year) => ({ value: String(year), label: String(year) }));

type MonthlyScheduleProps = {
  /** The month asked for; null for the venue's current month (the server says which). */
  choice: MonthChoice;
  onChoose: (choice: { month: number; year: number }) => void;
};

/** The month and year selectors, the calendar and its edit panel. */
export function MonthlySchedule({ choice, onChoose }: MonthlyScheduleProps) {
  const monthly = useMonthlySchedule(choice);
  const [editing, setEditing] = useState<ScheduleDay | null>(null);
  const shown = monthly.data;
  const selected = choice ?? (shown ? { month: shown.month, year: shown.year } : null);
  const waiting = [{ value: '', label: 'Loading...' }];

  return (
    <>
      <div className="schedule-toolbar">
        <SelectField
          label="Month"
          className="schedule-toolbar__month"
          options={selected ? monthOptions : waiting}
          value={selected ? String(selected.month) : ''}
          disabled={!selected}
          onChange={(event) =>
            selected && onChoose({ ...selected, month: Number(event.target.value) })
          }
        />
        <SelectField
          label="Year"
          className="schedule-toolbar__year"
          options={selected ? yearOptions(shown?.years ?? [], selected.year) : waiting}
          value={selected ? String(selected.year) : ''}
          disabled={!selected}
          onChange={(event) =>
            selected && onChoose({ ...selected, year: Number(event.target.value) })
          }
        />
        <p className="schedule-toolbar__hint">
          <MousePointerClick aria-hidden="true" />
          Click any date to set the schedule for that day
        </p>
      </div>
      <QueryState query={monthly} loading="Loading schedule..." error="Failed to load the schedule">
        {(schedule) => (
          <div
            className={monthly.isPlaceholderData ? 'schedule-month is-loading' : 'schedule-month'}
            aria-busy={monthly.isPlaceholderData}
          >
            <h2 className="schedule-month__title">{schedule.monthLabel}</h2>
            {schedule.eventsKnown ? null : (
              <p className="schedule-panel__note">
                The events calendar could not be read: staff needed counts no events.
              </p>
            )}
            <ScheduleCalendar schedule={schedule} onEdit={setEditing} />
          </div>
        )}
      </QueryState>
      <EditDayDialog day={editing} onClose={() => setEditing(null)} />
    </>
  );
}
