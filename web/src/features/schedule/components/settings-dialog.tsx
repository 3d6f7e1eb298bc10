import { eventKinds } from '@venue/contracts/events';
import {
  eventKindLabels,
  extraStaffField,
  payPeriodLengths,
  scheduleSettingsFormSchema,
  settingsFormValues,
  staffNeededField,
  weekdayLabels,
  type ScheduleSettings,
} from '@venue/contracts/schedule-settings';
import { Settings } from 'lucide-react';
import { useState } from 'react';

import { Dialog } from '@/components/ui/dialog/dialog';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { SelectField, TextField } from '@/components/ui/form/field';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useSaveForm } from '@/lib/use-save-form';

import { useScheduleSettings } from '../api/get-schedule-settings';
import { saveScheduleSettingsMutation } from '../api/save-schedule-settings';

const payPeriodOptions = payPeriodLengths.map((days) => ({
  value: String(days),
  label: days === 7 ? 'Weekly (7 days)' : `Every ${days} days`,
}));

const weekdays = Object.entries(weekdayLabels) as Array<[keyof typeof weekdayLabels, string]>;

function SettingsForm({ settings, onDone }: { settings: ScheduleSettings; onDone: () => void }) {
  const form = useSaveForm({
    initialValues: () => settingsFormValues(settings),
    create: {
      schema: scheduleSettingsFormSchema,
      mutation: saveScheduleSettingsMutation,
      successToast: {
        title: 'Settings Saved',
        description: 'The schedule now works with the new settings.',
        variant: 'success',
      },
      failure: 'Failed to save the settings',
    },
    errorToast: { title: 'Save Failed', serverMessage: true },
    onSaved: onDone,
  });
  const hours = { inputMode: 'decimal' as const, autoComplete: 'off' };
  const count = { inputMode: 'numeric' as const, autoComplete: 'off' };
  return (
    <DialogForm form={form} submitLabel="Save Settings" onCancel={onDone}>
      <h3 className="settings-form__section form-grid__wide">Standard hours</h3>
      <TextField
        label="Standard day (hours)"
        hint="Manitoba: 8"
        data-autofocus
        {...hours}
        {...form.field('standardDayHours')}
      />
      <TextField
        label="Standard week (hours)"
        hint="Manitoba: 40"
        {...hours}
        {...form.field('standardWeekHours')}
      />
      <p className="schedule-panel__note form-grid__wide">
        Change these only under an averaging agreement or permit.
      </p>
      <TextField
        className="form-grid__wide"
        label="Overtime budget (hours a month)"
        {...hours}
        {...form.field('overtimeBudgetHours')}
      />
      <h3 className="settings-form__section form-grid__wide">Pay period</h3>
      <SelectField label="Length" options={payPeriodOptions} {...form.field('payPeriodDays')} />
      <TextField label="A period starts on" type="date" {...form.field('payPeriodStart')} />
      <h3 className="settings-form__section form-grid__wide">Staff needed each day</h3>
      {weekdays.map(([day, label]) => (
        <TextField key={day} label={label} {...count} {...form.field(staffNeededField(day))} />
      ))}
      <h3 className="settings-form__section form-grid__wide">Extra staff for each event</h3>
      {eventKinds.map((kind) => (
        <TextField
          key={kind}
          label={eventKindLabels[kind]}
          {...count}
          {...form.field(extraStaffField(kind))}
        />
      ))}
    </DialogForm>
  );
}

/** The schedule's settings, changed by an admin. */
export function SettingsButton() {
  const [open, setOpen] = useState(false);
  const settings = useScheduleSettings({ enabled: open });
  return (
    <>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(true)}>
        <Settings aria-hidden="true" />
        Settings
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Schedule Settings" size="lg">
        <QueryState
          query={settings}
          loading="Loading settings..."
          error="Failed to load the settings"
        >
          {(current) => <SettingsForm settings={current} onDone={() => setOpen(false)} />}
        </QueryState>
      </Dialog>
    </>
  );
}
