import { CalendarPlus, Save, Trash2, TriangleAlert } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  announceDaysBeforeMax,
  venueSettingsInputSchema,
  type VenueSettings,
  type Weekday,
} from '@venue/contracts/venue';

import { CheckboxField, FormError, NumberField, TextField } from '@/components/ui/form/field';
import { weekdayOrder } from '@/config/venue-display';
import { errorBodyOf, errorMessageOf, statusOf } from '@/lib/api-errors';
import { venueDateNow } from '@/lib/venue-time';
import { useShownErrors } from '@/lib/use-shown-errors';
import { useApiMutation } from '@/lib/use-api-mutation';

import { updateVenueMutation } from '../api/update-venue';
import {
  isPlaceholderPhone,
  newException,
  venueForm,
  venueInput,
  type DayForm,
  type ExceptionForm,
  type VenueForm,
} from '../venue-form-values';
import './venue-settings-form.css';

/** Field path (`address.city`, `hours.monday.opens`, `exceptions.0.date`) → its message. */
type Errors = Record<string, string>;

const dayLabels: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** The first message for each field, keyed as the server keys its `errors`. */
function firstMessages(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const id = `venue-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="venue-form__section" aria-labelledby={id}>
      <h2 id={id} className="venue-form__heading">
        {title}
      </h2>
      {lead ? <p className="venue-form__lead">{lead}</p> : null}
      {children}
    </section>
  );
}

/** A closing time before the opening one is on the next morning. */
const pastMidnight = ({ opens, closes }: DayForm) =>
  opens !== '' && closes !== '' && closes < opens;

/** Closed, or open from one time to another (a closing time before the opening one is after midnight). */
function OpeningFields({
  label,
  name,
  hours,
  errors,
  onChange,
}: {
  /** What the times are for, in each input's name: `Monday`, `Christmas Day`. */
  label: string;
  /** The field path the server names: `hours.monday`, `exceptions.0`. */
  name: string;
  hours: DayForm;
  errors: Errors;
  onChange: (hours: DayForm) => void;
}) {
  return (
    <>
      <CheckboxField
        label={
          <>
            Closed<span className="visually-hidden"> on {label}</span>
          </>
        }
        checked={hours.closed}
        onChange={(event) => onChange({ ...hours, closed: event.target.checked })}
      />
      {hours.closed
        ? null
        : (['opens', 'closes'] as const).map((end) => (
            <TextField
              key={end}
              label={`${label} ${end}`}
              type="time"
              name={`${name}.${end}`}
              value={hours[end]}
              required
              hint={
                end === 'closes' && pastMidnight(hours)
                  ? 'After midnight: the next morning.'
                  : undefined
              }
              // A message about the hours as a whole (`closed`) shows under the closing time.
              error={
                errors[`${name}.${end}`] ??
                (end === 'closes' ? errors[`${name}.closed`] : undefined)
              }
              onChange={(event) => onChange({ ...hours, [end]: event.target.value })}
            />
          ))}
    </>
  );
}

const placeholderPhoneWarning = (
  <span className="venue-form__warning">
    <TriangleAlert aria-hidden="true" />
    This is a placeholder number reserved for fiction (555-0100 to 555-0199): set the venue&apos;s
    real phone.
  </span>
);

/** The venue form's values, the messages under its fields and its save. */
function useVenueSettingsForm(venue: VenueSettings) {
  const [form, setForm] = useState<VenueForm>(() => venueForm(venue));
  const { errors, setErrors, showErrors, formRef } = useShownErrors<Errors>();
  const [formError, setFormError] = useState<string | null>(null);

  const save = useApiMutation({
    ...updateVenueMutation,
    successToast: {
      title: 'Venue Settings Saved',
      description: 'The site shows them from its next page view.',
      variant: 'success',
    },
    errorToast: { title: 'Error', description: 'Failed to save the venue settings' },
    onSuccess: (saved) => {
      setForm(venueForm(saved));
      setErrors({});
    },
    onError: (error) => {
      const named = statusOf(error) === 400 ? errorBodyOf(error)?.errors : undefined;
      const found = Object.fromEntries(
        Object.entries(named ?? {}).flatMap(([key, [message]]) =>
          message ? [[key, message]] : [],
        ),
      );
      showErrors(found);
      setFormError(
        Object.keys(found).length > 0
          ? 'Some settings were refused: see the messages under them.'
          : errorMessageOf(error, 'Failed to save the venue settings'),
      );
    },
  });

  const update = (change: Partial<VenueForm>) => setForm((current) => ({ ...current, ...change }));
  const text = (name: 'name' | 'phone' | 'email' | 'eventsEmail') => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => update({ [name]: event.target.value }),
  });
  const addressText = (part: keyof VenueForm['address']) => ({
    name: `address.${part}`,
    value: form.address[part],
    error: errors[`address.${part}`],
    onChange: (event: { target: { value: string } }) =>
      update({ address: { ...form.address, [part]: event.target.value } }),
  });
  const socialText = (network: keyof VenueForm['social']) => ({
    name: `social.${network}`,
    type: 'url',
    value: form.social[network],
    error: errors[`social.${network}`],
    onChange: (event: { target: { value: string } }) =>
      update({ social: { ...form.social, [network]: event.target.value } }),
  });
  const setException = (index: number, change: Partial<ExceptionForm>) =>
    update({
      exceptions: form.exceptions.map((exception, at) =>
        at === index ? { ...exception, ...change } : exception,
      ),
    });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const input = venueInput(form);
    const parsed = venueSettingsInputSchema.safeParse(input);
    if (!parsed.success) {
      showErrors(firstMessages(parsed.error.issues));
      setFormError('Some settings need fixing: see the messages under them.');
      return;
    }
    setErrors({});
    if (!save.isPending) save.mutate(input);
  };

  return {
    form,
    errors,
    formError,
    formRef,
    saving: save.isPending,
    update,
    text,
    addressText,
    socialText,
    setException,
    handleSubmit,
  };
}

/** One dated exception to the weekly hours, with its remove button. */
function ExceptionFields({
  exception,
  index,
  errors,
  onChange,
  onRemove,
}: {
  exception: ExceptionForm;
  index: number;
  errors: Errors;
  onChange: (change: Partial<ExceptionForm>) => void;
  onRemove: () => void;
}) {
  const name = exception.label.trim() || `Exception ${index + 1}`;
  return (
    <li className="venue-form__exception">
      <fieldset>
        <legend>{name}</legend>
        <div className="form-grid form-grid--two">
          <TextField
            label="Date"
            type="date"
            name={`exceptions.${index}.date`}
            required
            value={exception.date}
            error={errors[`exceptions.${index}.date`]}
            onChange={(event) => onChange({ date: event.target.value })}
          />
          <TextField
            label="Label"
            name={`exceptions.${index}.label`}
            required
            placeholder="e.g. Christmas Day"
            value={exception.label}
            error={errors[`exceptions.${index}.label`]}
            onChange={(event) => onChange({ label: event.target.value })}
          />
          <NumberField
            label="Announce days before"
            min={0}
            max={announceDaysBeforeMax}
            name={`exceptions.${index}.announceDaysBefore`}
            value={exception.announceDaysBefore}
            error={errors[`exceptions.${index}.announceDaysBefore`]}
            onChange={(event) => onChange({ announceDaysBefore: event.target.value })}
          />
          <OpeningFields
            label={name}
            name={`exceptions.${index}`}
            hours={exception}
            errors={errors}
            onChange={(hours) => onChange(hours)}
          />
        </div>
        <button
          type="button"
          className="btn btn--ghost btn--sm btn--warn venue-form__remove"
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
          Remove {name}
        </button>
      </fieldset>
    </li>
  );
}

/**
 * Everything staff keep about the venue, saved at once: its name and how to reach it, where it
 * is, its weekly hours, its social links and its holiday hours and closures. The contract's
 * schema checks the form before it is sent; what the server refuses shows under its field.
 */
export function VenueSettingsForm({ venue }: { venue: VenueSettings }) {
  const {
    form,
    errors,
    formError,
    formRef,
    saving,
    update,
    text,
    addressText,
    socialText,
    setException,
    handleSubmit,
  } = useVenueSettingsForm(venue);

  return (
    <form ref={formRef} className="venue-form" noValidate onSubmit={handleSubmit}>
      <Section title="Contact">
        <div className="form-grid form-grid--two">
          <TextField label="Venue name" required {...text('name')} />
          <TextField
            label="Phone"
            type="tel"
            required
            hint={isPlaceholderPhone(form.phone) ? placeholderPhoneWarning : undefined}
            {...text('phone')}
          />
          <TextField label="E-mail" type="email" required {...text('email')} />
          <TextField label="Events e-mail" type="email" required {...text('eventsEmail')} />
        </div>
      </Section>

      <Section title="Address">
        <div className="form-grid form-grid--two">
          <TextField
            label="Street"
            required
            className="form-grid__wide"
            {...addressText('street')}
          />
          <TextField label="City" required {...addressText('city')} />
          <TextField label="Province" required {...addressText('province')} />
          <TextField label="Postal code" {...addressText('postalCode')} />
          <TextField label="Country" required {...addressText('country')} />
        </div>
      </Section>

      <Section
        title="Opening hours"
        lead="Every week. A closing time before the opening time means after midnight (11:00 to 00:00 closes at midnight)."
      >
        <div className="venue-form__days">
          {weekdayOrder.map((day) => (
            <fieldset key={day} className="venue-form__day">
              <legend>{dayLabels[day]}</legend>
              <OpeningFields
                label={dayLabels[day]}
                name={`hours.${day}`}
                hours={form.hours[day]}
                errors={errors}
                onChange={(hours) => update({ hours: { ...form.hours, [day]: hours } })}
              />
            </fieldset>
          ))}
        </div>
      </Section>

      <Section
        title="Holiday hours and closures"
        lead="Dated exceptions to the weekly hours. The home and contact pages announce each from the number of days before it you choose; search engines get them as special opening hours."
      >
        {form.exceptions.length === 0 ? (
          <p className="venue-form__empty">No holiday hours or closures coming up.</p>
        ) : null}
        <ol className="venue-form__exceptions">
          {form.exceptions.map((exception, index) => (
            <ExceptionFields
              key={exception.key}
              exception={exception}
              index={index}
              errors={errors}
              onChange={(change) => setException(index, change)}
              onRemove={() =>
                update({ exceptions: form.exceptions.filter((_, at) => at !== index) })
              }
            />
          ))}
        </ol>
        <button
          type="button"
          className="btn btn--outline btn--sm venue-form__add"
          onClick={() => update({ exceptions: [...form.exceptions, newException(venueDateNow())] })}
        >
          <CalendarPlus aria-hidden="true" />
          Add Holiday Hours or Closure
        </button>
      </Section>

      <Section title="Social links" lead="Leave one blank to leave its link out.">
        <div className="form-grid">
          <TextField label="Facebook" {...socialText('facebook')} />
          <TextField label="Instagram" {...socialText('instagram')} />
          <TextField label="TikTok" {...socialText('tiktok')} />
        </div>
      </Section>

      <FormError message={formError} />
      <button type="submit" className="btn btn--primary venue-form__submit" disabled={saving}>
        <Save aria-hidden="true" />
        {saving ? 'Saving...' : 'Save Settings'}
      </button>
    </form>
  );
}
