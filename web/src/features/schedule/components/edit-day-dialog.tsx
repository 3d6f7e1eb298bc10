import {
  coverageStates,
  monthOf,
  parseShift,
  scheduleDayFormSchema,
  staffNameKey,
  type ScheduleDay,
  type TypedTimes,
} from '@venue/contracts/schedule';

import { DialogFor } from '@/components/ui/dialog/dialog';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { SelectField, TextField } from '@/components/ui/form/field';
import { useSaveForm } from '@/lib/use-save-form';
import { formatLongDate } from '@/lib/venue-time';

import { saveScheduleDayMutation } from '../api/save-schedule-day';
import { coverageLabels } from '../schedule-display';
import { PersonTimes } from './person-times';

const coverageOptions = coverageStates.map((value) => ({ value, label: coverageLabels[value] }));

/** The times of the people whose shift is not the day's shift text. */
function ownTimes(day: ScheduleDay): TypedTimes {
  const shared = parseShift(day.shift);
  return Object.fromEntries(
    day.shifts
      .filter(({ start, end }) => !shared || shared.start !== start || shared.end !== end)
      .map(({ name, start, end }) => [staffNameKey(name), { start, end }]),
  );
}

function EditDayForm({ day, onDone }: { day: ScheduleDay; onDone: () => void }) {
  const form = useSaveForm({
    initialValues: () => ({
      date: day.date,
      day: day.day,
      ...monthOf(day.date),
      shift: day.shift,
      staff: day.staff.join(', '),
      coverage: day.coverage,
      times: ownTimes(day),
    }),
    create: {
      schema: scheduleDayFormSchema,
      mutation: saveScheduleDayMutation,
      successToast: {
        title: 'Schedule Updated',
        description: 'Daily schedule has been successfully updated.',
        variant: 'success',
      },
      failure: 'Failed to update schedule',
    },
    errorToast: { title: 'Update Failed', serverMessage: true },
    onSaved: onDone,
  });

  return (
    <DialogForm form={form} submitLabel="Save Changes" onCancel={onDone}>
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
      <PersonTimes
        staff={form.values.staff}
        shift={form.values.shift}
        times={form.values.times}
        onChange={(times) => form.setValue('times', times)}
        error={form.errors.times}
      />
      <SelectField
        className="form-grid__wide"
        label="Coverage Status"
        options={coverageOptions}
        {...form.field('coverage')}
      />
    </DialogForm>
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
    <DialogFor
      item={day}
      onClose={onClose}
      title={({ date }) => `Edit Schedule for ${formatLongDate(date)}`}
    >
      {(chosen) => <EditDayForm day={chosen} onDone={onClose} />}
    </DialogFor>
  );
}
