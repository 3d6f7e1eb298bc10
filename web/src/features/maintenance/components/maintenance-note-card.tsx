import type { GameCategory } from '@venue/contracts/catalogue';
import {
  maintenanceInputSchema,
  maintenanceIssueTypes,
  maintenancePriorities,
  maintenanceStatuses,
} from '@venue/contracts/maintenance';
import { Wrench } from 'lucide-react';

import { ActionCard } from '@/components/ui/action-card/action-card';
import { FormError, SelectField, TextAreaField } from '@/components/ui/form/field';
import { issueTypeLabels } from '@/config/issue-types';
import { optionsOf } from '@/lib/select-options';
import { successToastOf } from '@/lib/toast';
import { useSaveForm } from '@/lib/use-save-form';

import { createMaintenanceLogMutation } from '../api/create-maintenance-log';
import { priorityDisplay, statusDisplay } from '../maintenance-labels';
import './maintenance-note-card.css';

const issueTypeOptions = optionsOf(maintenanceIssueTypes, (key) => issueTypeLabels[key]);
const priorityOptions = optionsOf(maintenancePriorities, (key) => priorityDisplay[key].label);
const statusOptions = optionsOf(maintenanceStatuses, (key) => statusDisplay[key].label);

/**
 * A short form on a machine's page, for staff: a maintenance log entry for this game (its title
 * and category given, reported by whoever is signed in), the rest of the log's fields left for
 * the Game Maintenance page. `onSaved`: the entry was made (the machine's status may follow).
 */
export function MaintenanceNoteCard({
  gameTitle,
  category,
  reportedBy,
  onSaved,
}: {
  gameTitle: string;
  category: GameCategory;
  reportedBy: string;
  onSaved?: () => void;
}) {
  const form = useSaveForm({
    initialValues: {
      gameTitle,
      gameCategory: category,
      issueType: 'mechanical',
      priority: 'medium',
      status: 'reported',
      description: '',
      reportedBy,
    },
    create: {
      schema: maintenanceInputSchema,
      mutation: createMaintenanceLogMutation,
      successToast: successToastOf('Maintenance Log Created', (log) => log.gameTitle),
      failure: 'Failed to create maintenance log',
    },
    errorToast: { title: 'Error' },
    onSaved: () => {
      form.setValue('description', '');
      onSaved?.();
    },
  });
  return (
    <ActionCard title="Maintenance Note" icon={Wrench} accent="amber">
      <form className="maintenance-note" {...form.formProps}>
        <TextAreaField
          label="Note"
          required
          rows={3}
          maxLength={2000}
          hint={`Logged for ${gameTitle}, reported by ${reportedBy}.`}
          {...form.field('description')}
        />
        <div className="maintenance-note__choices">
          <SelectField label="Issue Type" options={issueTypeOptions} {...form.field('issueType')} />
          <SelectField label="Priority" options={priorityOptions} {...form.field('priority')} />
          <SelectField label="Status" options={statusOptions} {...form.field('status')} />
        </div>
        <FormError message={form.formError} />
        <button
          type="submit"
          className="btn btn--outline action-card__button"
          disabled={form.pending}
        >
          {form.pending ? 'Adding...' : 'Add Maintenance Note'}
        </button>
      </form>
    </ActionCard>
  );
}
