import {
  occurrenceChangeSchema,
  type Occurrence,
  type OccurrenceChangeInput,
  type VenueEvent,
} from '@venue/contracts/events';
import { useState } from 'react';
import { z } from 'zod';

import { DialogFor } from '@/components/ui/dialog/dialog';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { successToastOf } from '@/lib/toast';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useSaveForm } from '@/lib/use-save-form';
import { formatLongDate } from '@/lib/venue-time';

import { changeOccurrenceMutation } from '../api/change-occurrence';
import { EventForm } from './event-form-dialog';
import './series-dates-dialog.css';

type OccurrenceFormValues = {
  date: string;
  time: string;
  title: string;
  location: string;
  description: string;
  cost: string;
  registrationUrl: string;
};

/** The date's change as it stands (what staff changed on it before), from the series. */
const storedChange = (event: VenueEvent, originalDate: string) =>
  event.overrides?.find((override) => override.originalDate === originalDate);

/** One date of a series, and closing what edits it. */
type OccurrenceProps = { event: VenueEvent; occurrence: Occurrence; onDone: () => void };

/** "This date only": the date's own time, place and text, or moved to another date. */
function OccurrenceForm({ event, occurrence, onDone }: OccurrenceProps) {
  const originalDate = occurrence.originalDate ?? occurrence.date;
  const cancelled = storedChange(event, originalDate)?.cancelled ?? false;
  const schema = z.preprocess(
    (values) => ({ ...(values as OccurrenceFormValues), cancelled }),
    occurrenceChangeSchema,
  );
  const form = useSaveForm({
    initialValues: (): OccurrenceFormValues => ({
      date: occurrence.date,
      time: occurrence.time ?? '',
      title: occurrence.title,
      location: occurrence.location,
      description: occurrence.description ?? event.description,
      cost: occurrence.cost ?? event.cost ?? '',
      registrationUrl: occurrence.registrationUrl ?? event.registrationUrl ?? '',
    }),
    editing: occurrence,
    update: {
      schema,
      mutation: changeOccurrenceMutation,
      variables: (change: OccurrenceChangeInput) => ({ id: event.id, originalDate, change }),
      successToast: successToastOf(
        'Event Updated',
        () => `${event.title} on ${formatLongDate(originalDate)} was saved.`,
      ),
      failure: 'Failed to update event.',
    },
    errorToast: { title: 'Error' },
    onSaved: onDone,
  });
  return (
    <DialogForm
      form={form}
      submitLabel="Save This Date"
      onCancel={onDone}
      fields={[
        {
          text: 'date',
          label: 'Date',
          type: 'date',
          required: true,
          hint: `Moves this date only; the series gives it ${formatLongDate(originalDate)}.`,
        },
        { text: 'time', label: 'Time', maxLength: 60 },
        { text: 'title', label: 'Title', wide: true, maxLength: 120 },
        { text: 'location', label: 'Location', wide: true, maxLength: 120 },
        { area: 'description', label: 'Description', wide: true, rows: 3, maxLength: 2000 },
        { text: 'cost', label: 'Cost', maxLength: 60 },
        { text: 'registrationUrl', label: 'Registration URL', type: 'url' },
      ]}
    />
  );
}

/** Editing one date: this date only, or all dates of the series (as calendar apps ask). */
function OccurrenceEditor({ event, occurrence, onDone }: OccurrenceProps) {
  const [scope, setScope] = useState<'this' | 'all'>('this');
  return (
    <>
      <fieldset className="series-dates__scope">
        <legend className="field__label">
          Change {formatLongDate(occurrence.originalDate ?? occurrence.date)}
        </legend>
        {(
          [
            ['this', 'This event'],
            ['all', 'All events'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="series-dates__scope-choice">
            <input
              type="radio"
              name="scope"
              value={value}
              checked={scope === value}
              onChange={() => setScope(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {scope === 'this' ? (
        <OccurrenceForm event={event} occurrence={occurrence} onDone={onDone} />
      ) : (
        <EventForm target={{ kind: 'edit', event }} onDone={onDone} />
      )}
    </>
  );
}

function dateState(occurrence: Occurrence): string | null {
  if (occurrence.cancelled) return 'Cancelled';
  if (occurrence.originalDate && occurrence.originalDate !== occurrence.date) {
    return `Moved from ${formatLongDate(occurrence.originalDate)}`;
  }
  return null;
}

/** A series' next dates, each to edit, cancel or restore on its own. */
function SeriesDates({ event }: { event: VenueEvent }) {
  const [editing, setEditing] = useState<Occurrence | null>(null);
  const cancelDate = useApiMutation({
    ...changeOccurrenceMutation,
    successToast: (_saved, { originalDate, change: { cancelled } }) => ({
      title: cancelled ? 'Date Cancelled' : 'Date Restored',
      description: `${event.title} on ${formatLongDate(originalDate)}.`,
      variant: 'success',
    }),
    errorToast: { title: 'Error', description: 'Failed to update event.' },
  });
  if (editing) {
    return <OccurrenceEditor event={event} occurrence={editing} onDone={() => setEditing(null)} />;
  }
  const setCancelled = (occurrence: Occurrence, cancelled: boolean) => {
    const originalDate = occurrence.originalDate ?? occurrence.date;
    // The date's other changes (moved, its own title) stay as they are.
    const stored = storedChange(event, originalDate);
    const kept = {
      date: stored?.date,
      time: stored?.time,
      title: stored?.title,
      location: stored?.location,
      description: stored?.description,
      cost: stored?.cost,
      registrationUrl: stored?.registrationUrl,
    };
    cancelDate.mutate({ id: event.id, originalDate, change: { ...kept, cancelled } });
  };
  const dates = event.occurrences ?? [];
  return (
    <>
      <p className="series-dates__rule">
        {event.recurrenceText}, from {formatLongDate(event.date)}
      </p>
      {dates.length === 0 ? (
        <p className="list-state">No dates from today on.</p>
      ) : (
        <ul className="series-dates" aria-label={`Dates of ${event.title}`}>
          {dates.map((occurrence) => {
            const state = dateState(occurrence);
            const label = `${event.title} on ${formatLongDate(occurrence.originalDate ?? occurrence.date)}`;
            return (
              <li
                key={occurrence.originalDate ?? occurrence.date}
                className={
                  occurrence.cancelled
                    ? 'series-dates__date series-dates__date--cancelled'
                    : 'series-dates__date'
                }
                aria-label={label}
              >
                <span className="series-dates__when">
                  <time dateTime={occurrence.date}>{formatLongDate(occurrence.date)}</time>
                  {occurrence.time ? <span>{occurrence.time}</span> : null}
                  {occurrence.title !== event.title ? <span>{occurrence.title}</span> : null}
                  {state ? <span className="series-dates__state">{state}</span> : null}
                </span>
                <span className="series-dates__actions">
                  {occurrence.cancelled ? null : (
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      aria-label={`Edit ${label}`}
                      onClick={() => setEditing(occurrence)}
                    >
                      Edit
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-label={`${occurrence.cancelled ? 'Restore' : 'Cancel'} ${label}`}
                    disabled={cancelDate.isPending}
                    onClick={() => setCancelled(occurrence, !occurrence.cancelled)}
                  >
                    {occurrence.cancelled ? 'Restore' : 'Cancel'}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** The dates of a series, kept current as the calendar is refetched after each change. */
export function SeriesDatesDialog({
  event,
  onClose,
}: {
  event: VenueEvent | null;
  onClose: () => void;
}) {
  return (
    <DialogFor
      item={event}
      onClose={onClose}
      size="lg"
      title={(series) => `Dates of ${series.title}`}
      description="Change, move or cancel one date; the others stay as the series has them."
    >
      {(series) => <SeriesDates event={series} />}
    </DialogFor>
  );
}
