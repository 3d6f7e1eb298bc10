/**
 * Reading an event's free-text time. Staff write what players read (`7 PM`, `7:30pm - 11pm`,
 * `19:00`, `Doors at 6:30 PM`); when the text starts with a clock time it gives the event a
 * start (and, for a range, an end) at the venue. Anything else stays text only.
 */

export interface ClockTimes {
  /** `HH:mm`, 24-hour. */
  start: string;
  end?: string;
}

/** `7`, `7:30`, `19:00`, optionally followed by am/pm (`7pm`, `7:30 p.m.`). */
const clock = String.raw`(\d{1,2})(?::([0-5]\d))?\s*(?:([ap])\.?\s*m\.?)?`;
const startOnly = new RegExp(String.raw`^\s*${clock}(?![\d:])`, 'i');
const range = new RegExp(String.raw`^\s*${clock}\s*(?:-|–|—|to|until)\s*${clock}(?![\d:])`, 'i');

const pad = (value: number) => String(value).padStart(2, '0');

function toClock(
  hourText: string,
  minuteText: string | undefined,
  meridiem: string | undefined,
): string | null {
  let hour = Number(hourText);
  const minute = Number(minuteText ?? '0');
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.toLowerCase() === 'p';
    hour = (hour % 12) + (pm ? 12 : 0);
  } else if (minuteText === undefined || hour > 23) {
    // A bare number ("7") is too vague to be a time; 24-hour times carry their minutes.
    return null;
  }
  return `${pad(hour)}:${pad(minute)}`;
}

/** The clock times the text starts with, or null when it does not start with one. */
export function parseEventTime(text: string | undefined): ClockTimes | null {
  if (!text) return null;
  const both = range.exec(text);
  if (both) {
    const [, h1, m1, ap1, h2, m2, ap2] = both as unknown as [
      string,
      string,
      string | undefined,
      string | undefined,
      string,
      string | undefined,
      string | undefined,
    ];
    const end = toClock(h2, m2, ap2);
    let start = toClock(h1, m1, ap1);
    if (!ap1 && ap2 && Number(h1) <= 12) {
      // "7 - 11 PM" is 19:00 to 23:00, but "11 - 2 PM" starts in the morning.
      const inherited = toClock(h1, m1, ap2);
      start = inherited && end && inherited > end ? toClock(h1, m1, 'a') : inherited;
    }
    if (start && end) return { start, end };
    if (start) return { start };
  }
  const single = startOnly.exec(text);
  if (!single) return null;
  const start = toClock(single[1] as string, single[2], single[3]);
  return start ? { start } : null;
}

/** Minutes after midnight of the text's start time, for ordering events on one day. */
export function startMinutes(text: string | undefined): number | null {
  const times = parseEventTime(text);
  if (!times) return null;
  const [hour, minute] = times.start.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
}

/** The calendar date after `date` (`YYYY-MM-DD`). */
export function nextDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
