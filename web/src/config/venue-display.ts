import type { DayHours, VenueAddress, Weekday, WeeklyHours } from '@venue/contracts/venue';

/** How the site writes the venue's details: the address line, the hours as the spec has them. */

const shortDayNames = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
} satisfies Record<Weekday, string>;

/** The week in order, Monday first. */
export const weekdayOrder = Object.keys(shortDayNames) as Weekday[];

/** `1 Forks Market Road, Winnipeg, MB, Canada` (the postal code after the province when set). */
export const addressLine = ({ street, city, province, postalCode, country }: VenueAddress) =>
  [street, city, postalCode ? `${province} ${postalCode}` : province, country].join(', ');

/** `11:00` → `11am`, `00:00` → `12am`, `12:00` → `12pm`, `21:30` → `9:30pm`. */
export function clockLabel(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  return `${shown}${minute ? `:${String(minute).padStart(2, '0')}` : ''}${hour < 12 ? 'am' : 'pm'}`;
}

/** `11am-10pm`, or `Closed`. */
export const dayHoursText = (hours: DayHours) =>
  hours.closed ? 'Closed' : `${clockLabel(hours.opens)}-${clockLabel(hours.closes)}`;

const sameHours = (a: DayHours, b: DayHours) => dayHoursText(a) === dayHoursText(b);

/**
 * The week as the spec writes it, days in a row with the same hours together:
 * `Mon-Thu 11am-10pm`, `Fri-Sat 11am-12am`, `Sun 11am-9pm`.
 */
export function weeklyHoursLines(hours: WeeklyHours): { days: string; time: string }[] {
  const runs: Weekday[][] = [];
  for (const day of weekdayOrder) {
    const run = runs.at(-1);
    if (run && sameHours(hours[run[0] as Weekday], hours[day])) run.push(day);
    else runs.push([day]);
  }
  return runs.map((run) => {
    const first = shortDayNames[run[0] as Weekday];
    const last = shortDayNames[run.at(-1) as Weekday];
    return {
      days: first === last ? first : `${first}-${last}`,
      time: dayHoursText(hours[run[0] as Weekday]),
    };
  });
}
