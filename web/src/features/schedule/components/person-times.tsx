import { parseShift, staffNameKey, staffNamesOf, type TypedTimes } from '@venue/contracts/schedule';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';

/** A person's two times, in the row's order. */
const timeParts = [
  { part: 'start', label: 'Start' },
  { part: 'end', label: 'End' },
] as const;

type PersonTimesProps = {
  /** The Staff Names field as typed. */
  staff: string;
  /** The Shift Time field as typed: everyone's times unless they have their own. */
  shift: string;
  /** Times typed for people whose shift differs from the day's. */
  times: TypedTimes;
  onChange: (times: TypedTimes) => void;
  error: string | undefined;
};

/**
 * A row for each name in Staff Names with that person's start and end: the Shift Time's until
 * they are changed, then their own ("Same as shift" takes them back). Shift text that is not a
 * time range gives nobody times: each person's must be typed.
 */
export function PersonTimes({ staff, shift, times, onChange, error }: PersonTimesProps) {
  const titleId = useId();
  const errorId = useId();
  const names = staffNamesOf(staff);
  const shared = parseShift(shift);
  if (names.length === 0) return null;

  const change = (name: string, part: 'start' | 'end', value: string) => {
    const key = staffNameKey(name);
    const current = times[key] ?? { start: shared?.start ?? '', end: shared?.end ?? '' };
    onChange({ ...times, [key]: { ...current, [part]: value } });
  };
  const reset = (name: string) => {
    const rest = { ...times };
    delete rest[staffNameKey(name)];
    onChange(rest);
  };

  return (
    <fieldset
      className="person-times form-grid__wide"
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={titleId} className="person-times__title">
        Each person&apos;s hours
      </legend>
      <p className="person-times__hint">
        Everyone works the Shift Time unless their own start or end is changed here. Shifts over 5
        hours have an unpaid 30-minute break.
      </p>
      <ul className="person-times__list">
        {names.map((name) => {
          const own = times[staffNameKey(name)];
          const shown = own ?? { start: shared?.start ?? '', end: shared?.end ?? '' };
          const invalid = Boolean(error) && (own ? own.start === '' || own.end === '' : !shared);
          return (
            <li key={staffNameKey(name)} className="person-times__row">
              <span className="person-times__who">
                <span className="person-times__name">{name}</span>
                {own ? (
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm person-times__reset"
                    onClick={() => reset(name)}
                    disabled={!shared}
                    aria-label={`Same as shift for ${name}`}
                  >
                    <RotateCcw aria-hidden="true" />
                    Same as shift
                  </button>
                ) : (
                  <span className="person-times__same">Works the shift</span>
                )}
              </span>
              {timeParts.map(({ part, label }) => (
                <label key={part} className="person-times__time">
                  <span>{label}</span>
                  <input
                    type="time"
                    className="field__control"
                    aria-label={`${label} for ${name}`}
                    aria-invalid={invalid || undefined}
                    value={shown[part]}
                    onChange={(event) => change(name, part, event.target.value)}
                  />
                </label>
              ))}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
