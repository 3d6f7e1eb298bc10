import {
  announceDaysBeforeDefault,
  weekdays,
  type DayHours,
  type VenueException,
  type VenueSettings,
  type VenueSettingsInput,
  type Weekday,
} from '@venue/contracts/venue';

/**
 * The settings as the form holds them: text for every input, a flag for each closed box, and
 * each exception with a key of its own (its date may change while it is typed).
 */
export type DayForm = { closed: boolean; opens: string; closes: string };
export type ExceptionForm = DayForm & {
  key: string;
  date: string;
  label: string;
  announceDaysBefore: string;
};
export type VenueForm = Omit<VenueSettingsInput, 'hours' | 'exceptions'> & {
  hours: Record<Weekday, DayForm>;
  exceptions: ExceptionForm[];
};

const dayForm = (hours: DayHours): DayForm =>
  hours.closed
    ? { closed: true, opens: '', closes: '' }
    : { closed: false, opens: hours.opens, closes: hours.closes };

let nextKey = 0;
const exceptionKey = () => `exception-${(nextKey += 1)}`;

const exceptionForm = (exception: VenueException): ExceptionForm => ({
  key: exceptionKey(),
  ...dayForm(exception),
  date: exception.date,
  label: exception.label,
  announceDaysBefore: String(exception.announceDaysBefore),
});

/** A new exception: closed all day, announced the usual number of days before. */
export const newException = (date: string): ExceptionForm => ({
  key: exceptionKey(),
  closed: true,
  opens: '',
  closes: '',
  date,
  label: '',
  announceDaysBefore: String(announceDaysBeforeDefault),
});

export const venueForm = (venue: VenueSettings): VenueForm => ({
  name: venue.name,
  phone: venue.phone,
  email: venue.email,
  eventsEmail: venue.eventsEmail,
  address: { ...venue.address },
  social: { ...venue.social },
  hours: Object.fromEntries(weekdays.map((day) => [day, dayForm(venue.hours[day])])) as Record<
    Weekday,
    DayForm
  >,
  exceptions: venue.exceptions.map(exceptionForm),
});

const dayInput = ({ closed, opens, closes }: DayForm): DayHours =>
  closed ? { closed: true } : { closed: false, opens, closes };

/** A whole number as typed; anything else is sent as it is, for the schema to name. */
const daysInput = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

/** What the form sends: the contract's input, checked with the contract's schema first. */
export const venueInput = (form: VenueForm): VenueSettingsInput => ({
  name: form.name,
  phone: form.phone,
  email: form.email,
  eventsEmail: form.eventsEmail,
  address: form.address,
  social: form.social,
  hours: Object.fromEntries(weekdays.map((day) => [day, dayInput(form.hours[day])])) as Record<
    Weekday,
    DayHours
  >,
  exceptions: form.exceptions.map((exception) => ({
    ...dayInput(exception),
    date: exception.date,
    label: exception.label,
    announceDaysBefore: daysInput(exception.announceDaysBefore),
  })),
});

/**
 * The North American numbers reserved for fiction (555-0100 to 555-0199): the first start's
 * default is one, so the page asks for the real number.
 */
export const isPlaceholderPhone = (phone: string) => /555\D?01\d\d$/.test(phone.replace(/\s/g, ''));
