/** The venue's time zone: every date and time on the site is shown in it. */
export const venueTimeZone = 'America/Winnipeg';

const dateParts = new Intl.DateTimeFormat('en-US', {
  timeZone: venueTimeZone,
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const partsOf = (date: Date) => {
  const parts = Object.fromEntries(
    dateParts.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return {
    month: parts.month ?? '',
    day: parts.day ?? '',
    year: parts.year ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
};

/** The spec's date format `MMM dd, yyyy`, e.g. `Nov 02, 2026`. */
export function formatVenueDate(date: Date): string {
  const { month, day, year } = partsOf(date);
  return `${month} ${day}, ${year}`;
}

/** `Nov 22, 2026 at 14:05`: the date with the 24-hour time (`HH:mm`). */
export function formatVenueDateTime(date: Date): string {
  const { hour, minute } = partsOf(date);
  return `${formatVenueDate(date)} at ${hour}:${minute}`;
}

/** `14:05` in the venue's zone. */
export function formatVenueTime(date: Date): string {
  const { hour, minute } = partsOf(date);
  return `${hour}:${minute}`;
}
