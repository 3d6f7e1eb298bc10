import {
  coverageStates,
  monthOf,
  scheduleDayInputSchema,
  type ScheduleDay,
} from '@venue/contracts/schedule';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { FormError, SelectField, TextField } from '@/components/ui/form/field';
import { useContractForm } from '@/lib/use-contract-form';
import { formatLongDate } from '@/lib/venue-time';

import { useSaveScheduleDay } from '../api/save-schedule-day';
import { coverageLabels } from '../schedule-display';

const coverageOptions = coverageStates.map((value) => ({ value, label: coverageLabels[value] }));

function EditDayForm({ day, onDone }: { day: ScheduleDay; onDone: () => void }) {
  const form = useContractForm({
    schema: scheduleDayInputSchema,
    initialValues: () => ({
      date: day.date,
      day: day.day,
      ...monthOf(day.date),
      shift: day.shift,
      staff: day.staff.join(', '),
      coverage: day.coverage,
    }),
    onSubmit: (input) => {
      if (!save.isPending) save.mutate(input);
    },
  });
  const save = useSaveScheduleDay({
    successToast: {
      title: 'Schedule Updated',
      description: 'Daily schedule has been successfully updated.',
      variant: 'success',
    },
    errorToast: { title: 'Update Failed', fallback: 'Failed to update schedule' },
    onSuccess: onDone,
    // Said inside the panel too: the page behind a modal (toasts included) is inert.
    onError: (error) => form.setServerError(error, 'Failed to update schedule'),
  });

  return (
    <form className="form-grid form-grid--two" {...form.formProps}>
      <TextField label="Date" readOnly {...form.field('date')} />
      <TextField label="Day" readOnly {...form.field('day')} />
      <TextField
        className="form-grid__wide"
        label="Shift Time"
        placeholder="e.g., 2 PM - 10 PM"
        autoComplete="off"
        data-autofocus
        {...form.field('shift')}
      />
      <TextField
        className="form-grid__wide"
        label="Staff Names (comma separated)"
        placeholder="e.g., Sarah, Mike, Jordan"
        autoComplete="off"
        hint="Clear the shift and the names to remove this day's schedule."
        {...form.field('staff')}
      />
      <SelectField
        className="form-grid__wide"
        label="Coverage Status"
        options={coverageOptions}
        {...form.field('coverage')}
      />
      <FormError className="form-grid__wide" message={form.formError} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </DialogActions>
    </form>
  );
}

type EditDayDialogProps = {
  /** The day being edited; null when the panel is closed. */
  day: ScheduleDay | null;
  onClose: () => void;
};

/** The spec's edit panel: a modal, so it works the same on a phone and traps focus. */
export function EditDayDialog({ day, onClose }: EditDayDialogProps) {
  return (
    <Dialog
      open={day !== null}
      onClose={onClose}
      title={day ? `Edit Schedule for ${formatLongDate(day.date)}` : ''}
    >
      {day ? <EditDayForm day={day} onDone={onClose} /> : null}
    </Dialog>
  );
}
