import {
  recurrenceText,
  weekdayCodes,
  weekdayNames,
  weekdayOf,
  weeksOfMonthOf,
  type Recurrence,
  type RecurrenceInput,
  type WeekdayCode,
} from '@venue/contracts/event-recurrence';

import { CheckboxField, NumberField, SelectField, TextField } from '@/components/ui/form/field';

/** How the event repeats, as the form's controls hold it. */
export type RepeatChoice = 'none' | 'weekly' | 'monthly-day' | 'monthly-weekday' | 'monthly-last';

export type RecurrenceValues = {
  repeats: RepeatChoice;
  interval: string;
  weekdays: WeekdayCode[];
  ends: 'until' | 'count';
  until: string;
  count: string;
};

export const noRecurrence: RecurrenceValues = {
  repeats: 'none',
  interval: '1',
  weekdays: [],
  ends: 'count',
  until: '',
  count: '10',
};

/** The controls' values for a rule the event has (or none). */
export function recurrenceValues(recurrence: Recurrence | undefined): RecurrenceValues {
  if (!recurrence) return noRecurrence;
  const { frequency, interval, weekdays = [], monthDay, weekOfMonth, until, count } = recurrence;
  const repeats: RepeatChoice =
    frequency === 'weekly'
      ? 'weekly'
      : monthDay !== undefined
        ? 'monthly-day'
        : weekOfMonth === -1
          ? 'monthly-last'
          : 'monthly-weekday';
  return {
    repeats,
    interval: String(interval),
    weekdays,
    ends: until ? 'until' : 'count',
    until: until ?? '',
    count: count === undefined ? noRecurrence.count : String(count),
  };
}

const isDate = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date);

/**
 * The rule the controls describe for a series starting on `date`, for the contract to check
 * (its messages say what is missing); none when the event does not repeat.
 */
export function recurrenceOf(values: RecurrenceValues, date: string): RecurrenceInput | undefined {
  if (values.repeats === 'none') return undefined;
  const ends =
    values.ends === 'until' ? { until: values.until } : { count: Number(values.count || NaN) };
  const base = { interval: Number(values.interval || NaN), ...ends };
  if (values.repeats === 'weekly')
    return { frequency: 'weekly', weekdays: values.weekdays, ...base };
  if (!isDate(date)) return { frequency: 'monthly', ...base };
  if (values.repeats === 'monthly-day') {
    return { frequency: 'monthly', monthDay: Number(date.slice(8)), ...base };
  }
  const weekOfMonth = values.repeats === 'monthly-last' ? -1 : Math.ceil(Number(date.slice(8)) / 7);
  return {
    frequency: 'monthly',
    weekdays: [weekdayOf(date)],
    weekOfMonth: weekOfMonth as 1 | 2 | 3 | 4 | -1,
    ...base,
  };
}

/** The ways a series starting on `date` can repeat, named as the series will read. */
function repeatOptions(date: string): Array<{ value: RepeatChoice; label: string }> {
  const options: Array<{ value: RepeatChoice; label: string }> = [
    { value: 'none', label: 'Does not repeat' },
  ];
  if (!isDate(date)) return [...options, { value: 'weekly', label: 'Weekly' }];
  const weekday = weekdayOf(date);
  const weeks = weeksOfMonthOf(date);
  const monthly = (rule: Partial<Recurrence>) =>
    recurrenceText({ frequency: 'monthly', interval: 1, weekdays: [weekday], ...rule });
  options.push({ value: 'weekly', label: `Weekly on ${weekdayNames[weekday]}` });
  options.push({ value: 'monthly-day', label: monthly({ monthDay: Number(date.slice(8)) }) });
  const nth = weeks[0] as number;
  if (nth <= 4)
    options.push({ value: 'monthly-weekday', label: monthly({ weekOfMonth: nth as 1 }) });
  if (weeks.includes(-1)) {
    options.push({ value: 'monthly-last', label: monthly({ weekOfMonth: -1 }) });
  }
  return options;
}

type RecurrenceFieldsProps = {
  values: RecurrenceValues;
  /** The event's date: the series' first, which the monthly choices are named from. */
  date: string;
  onChange: (values: RecurrenceValues) => void;
  /** What the contract said about the rule. */
  error: string | undefined;
};

/** Repeats: the rule of a series, its days and its end, under the event's date. */
export function RecurrenceFields({ values, date, onChange, error }: RecurrenceFieldsProps) {
  const set = (changes: Partial<RecurrenceValues>) => onChange({ ...values, ...changes });
  const options = repeatOptions(date);
  const repeats = options.some((option) => option.value === values.repeats)
    ? values.repeats
    : 'none';
  const unit = repeats === 'weekly' ? 'weeks' : 'months';
  return (
    <div className="form-grid__wide recurrence-fields">
      <SelectField
        label="Repeats"
        name="recurrence"
        value={repeats}
        options={options}
        error={repeats === 'none' ? undefined : error}
        onChange={(event) => {
          const choice = event.target.value as RepeatChoice;
          const weekdays =
            choice === 'weekly' && values.weekdays.length === 0 && isDate(date)
              ? [weekdayOf(date)]
              : values.weekdays;
          set({ repeats: choice, weekdays });
        }}
      />
      {repeats === 'none' ? null : (
        <>
          <NumberField
            label={`Every how many ${unit}`}
            min={1}
            max={12}
            name="interval"
            value={values.interval}
            onChange={(event) => set({ interval: event.target.value })}
          />
          {repeats === 'weekly' ? (
            <fieldset className="recurrence-fields__days">
              <legend className="field__label">On</legend>
              {weekdayCodes.map((code) => (
                <CheckboxField
                  key={code}
                  label={weekdayNames[code]}
                  name={`weekday-${code}`}
                  checked={values.weekdays.includes(code)}
                  onChange={(event) =>
                    set({
                      weekdays: event.target.checked
                        ? [...values.weekdays, code]
                        : values.weekdays.filter((day) => day !== code),
                    })
                  }
                />
              ))}
            </fieldset>
          ) : null}
          <SelectField
            label="Ends"
            name="ends"
            value={values.ends}
            options={[
              { value: 'count', label: 'After a number of dates' },
              { value: 'until', label: 'On a date' },
            ]}
            onChange={(event) => set({ ends: event.target.value as RecurrenceValues['ends'] })}
          />
          {values.ends === 'until' ? (
            <TextField
              label="End date"
              type="date"
              name="until"
              value={values.until}
              onChange={(event) => set({ until: event.target.value })}
            />
          ) : (
            <NumberField
              label="Number of dates"
              min={1}
              max={520}
              name="count"
              value={values.count}
              onChange={(event) => set({ count: event.target.value })}
            />
          )}
        </>
      )}
    </div>
  );
}
