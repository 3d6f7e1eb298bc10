import { weekdayOf } from '@venue/contracts/event-recurrence';
import {
  createEventSchema,
  eventIdFrom,
  eventInputSchema,
  type EventKind,
  type VenueEvent,
} from '@venue/contracts/events';
import { useRef } from 'react';
import { z } from 'zod';

import { DialogFor, type DialogForTarget } from '@/components/ui/dialog/dialog';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form/field';
import { FormFields } from '@/components/ui/form/form-fields';
import { successToastOf } from '@/lib/toast';
import { useSaveForm } from '@/lib/use-save-form';

import { createEventMutation } from '../api/create-event';
import { updateEventMutation } from '../api/update-event';
import {
  noRecurrence,
  RecurrenceFields,
  recurrenceOf,
  recurrenceValues,
  type RecurrenceValues,
} from './recurrence-fields';

export type EventFormTarget = { kind: 'add' } | { kind: 'edit'; event: VenueEvent };

type EventFormValues = {
  id: string;
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
  cost: string;
  registrationUrl: string;
  featured: boolean;
  kind: EventKind;
  /** The Repeats controls, made into the rule when the form is checked. */
  recurrence: RecurrenceValues;
};

const kindOptions: Array<{ value: EventKind; label: string }> = [
  { value: 'other', label: 'Event' },
  { value: 'tournament', label: 'Tournament' },
  { value: 'league', label: 'League night' },
];

/** The form's values as the contract takes them: the Repeats controls become the rule. */
const asEventInput = (values: unknown) => {
  const { recurrence, ...fields } = values as EventFormValues;
  return { ...fields, recurrence: recurrenceOf(recurrence, fields.date) };
};
const createFormSchema = z.preprocess(asEventInput, createEventSchema);
const updateFormSchema = z.preprocess(asEventInput, eventInputSchema);

const initialValues = (target: EventFormTarget): EventFormValues =>
  target.kind === 'add'
    ? {
        id: '',
        title: '',
        date: '',
        time: '',
        location: '',
        description: '',
        cost: '',
        registrationUrl: '',
        featured: false,
        kind: 'other',
        recurrence: noRecurrence,
      }
    : {
        id: target.event.id,
        title: target.event.title,
        date: target.event.date,
        time: target.event.time ?? '',
        location: target.event.location,
        description: target.event.description,
        cost: target.event.cost ?? '',
        registrationUrl: target.event.registrationUrl ?? '',
        featured: target.event.featured,
        kind: target.event.kind,
        recurrence: recurrenceValues(target.event.recurrence),
      };

/**
 * The event form's state and saving. On a new event the id follows the title and date until
 * staff type one themselves; a weekly series on the date's day moves with the date.
 */
function useEventForm(target: EventFormTarget, onDone: () => void) {
  const isEdit = target.kind === 'edit';
  /** Once staff type an id of their own, the title and date no longer fill it. */
  const idTyped = useRef(false);
  const form = useSaveForm({
    initialValues: () => initialValues(target),
    editing: isEdit ? target.event : undefined,
    create: {
      schema: createFormSchema,
      mutation: createEventMutation,
      successToast: successToastOf(
        'Event Created',
        (event) => `${event.title} is on the calendar.`,
      ),
      failure: 'Failed to create event.',
    },
    update: {
      schema: updateFormSchema,
      mutation: updateEventMutation,
      variables: (event, { id }) => ({ id, event }),
      successToast: successToastOf('Event Updated', (event) => `${event.title} was saved.`),
      failure: 'Failed to update event.',
    },
    errorToast: { title: 'Error' },
    onSaved: onDone,
  });

  const fillId = (title: string, date: string) => {
    if (!isEdit && !idTyped.current) form.setValue('id', eventIdFrom(title, date));
  };
  const dateChanged = (value: string) => {
    fillId(form.values.title, value);
    const { recurrence } = form.values;
    if (recurrence.repeats === 'weekly' && recurrence.weekdays.length === 1 && value) {
      form.setValue('recurrence', { ...recurrence, weekdays: [weekdayOf(value)] });
    }
  };
  const idTypedByStaff = () => {
    idTyped.current = true;
  };
  return { form, isEdit, fillId, dateChanged, idTypedByStaff };
}

/** Add Event, or Edit Event: for a series, all of its dates. */
export function EventForm({ target, onDone }: { target: EventFormTarget; onDone: () => void }) {
  const { form, isEdit, fillId, dateChanged, idTypedByStaff } = useEventForm(target, onDone);
  const title = form.field('title');
  const date = form.field('date');

  return (
    <DialogForm form={form} submitLabel={isEdit ? 'Save Changes' : 'Add Event'} onCancel={onDone}>
      <TextField
        className="form-grid__wide"
        label="Title"
        required
        autoComplete="off"
        maxLength={120}
        {...title}
        onChange={(event) => {
          title.onChange(event);
          fillId(event.target.value, form.values.date);
        }}
      />
      <TextField
        label="Date"
        type="date"
        required
        {...date}
        onChange={(event) => {
          date.onChange(event);
          dateChanged(event.target.value);
        }}
      />
      <TextField
        label="Time"
        autoComplete="off"
        maxLength={60}
        placeholder="e.g. 7:00 PM - 10:00 PM"
        {...form.field('time')}
      />
      <TextField
        className="form-grid__wide"
        label="Event ID"
        required
        autoComplete="off"
        spellCheck={false}
        readOnly={isEdit}
        hint={
          isEdit
            ? 'The id stays the same when an event is edited.'
            : 'Filled in from the title and date; lowercase letters, numbers and hyphens.'
        }
        {...form.field('id')}
        onChange={(event) => {
          idTypedByStaff();
          form.field('id').onChange(event);
        }}
      />
      <FormFields
        field={form.field}
        fields={[
          { text: 'location', label: 'Location', required: true, wide: true, maxLength: 120 },
          {
            area: 'description',
            label: 'Description',
            required: true,
            wide: true,
            rows: 4,
            maxLength: 2000,
          },
          { text: 'cost', label: 'Cost', maxLength: 60, placeholder: 'e.g. $15 entry' },
          {
            text: 'registrationUrl',
            label: 'Registration URL',
            type: 'url',
            placeholder: 'https://',
          },
        ]}
      />
      <SelectField
        label="Kind"
        name="kind"
        value={form.values.kind}
        options={kindOptions}
        hint="League nights and tournaments get more staff on the schedule."
        onChange={(event) => form.setValue('kind', event.target.value as EventKind)}
      />
      <RecurrenceFields
        values={form.values.recurrence}
        date={form.values.date}
        error={form.errors.recurrence}
        onChange={(recurrence) => form.setValue('recurrence', recurrence)}
      />
      <CheckboxField
        className="form-grid__wide"
        label="Featured event"
        hint="Featured events show large at the top of the home and events pages."
        name="featured"
        checked={form.values.featured}
        onChange={(event) => form.setValue('featured', event.target.checked)}
      />
    </DialogForm>
  );
}

/** Add Event and Edit Event share one form. */
export function EventFormDialog({ target, onClose }: DialogForTarget<EventFormTarget>) {
  return (
    <DialogFor
      item={target}
      onClose={onClose}
      size="lg"
      title={(chosen) => (chosen.kind === 'edit' ? `Edit ${chosen.event.title}` : 'Add Event')}
      description="Title, date, event ID, location and description are required."
    >
      {(chosen) => <EventForm target={chosen} onDone={onClose} />}
    </DialogFor>
  );
}
