import {
  maintenanceCategories,
  maintenanceInputSchema,
  maintenanceIssueTypes,
  maintenancePriorities,
  maintenanceStatuses,
  type MaintenanceLog,
} from '@venue/contracts/maintenance';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/form/field';
import { toast } from '@/lib/toast';
import { optionsOf } from '@/lib/select-options';
import { useContractForm } from '@/lib/use-contract-form';

import { useCreateMaintenanceLog } from '../api/create-maintenance-log';
import { useUpdateMaintenanceLog } from '../api/update-maintenance-log';
import {
  categoryLabels,
  issueTypeLabels,
  priorityDisplay,
  statusDisplay,
} from '../maintenance-labels';

export type MaintenanceFormTarget = { kind: 'new' } | { kind: 'edit'; log: MaintenanceLog };

const categoryOptions = optionsOf(
  maintenanceCategories,
  (key) => categoryLabels[key],
  'Select a category',
);
const issueTypeOptions = optionsOf(
  maintenanceIssueTypes,
  (key) => issueTypeLabels[key],
  'Select an issue type',
);
const priorityOptions = optionsOf(
  maintenancePriorities,
  (key) => priorityDisplay[key].label,
  'Select a priority',
);
const statusOptions = optionsOf(maintenanceStatuses, (key) => statusDisplay[key].label);

const initialValues = (target: MaintenanceFormTarget) => {
  if (target.kind === 'new') {
    return {
      gameTitle: '',
      gameCategory: '',
      issueType: '',
      priority: '',
      status: 'reported',
      description: '',
      reportedBy: '',
      assignedTo: '',
      resolution: '',
      partsCost: '',
      laborHours: '',
      vendorUsed: '',
      warrantyInfo: '',
      nextMaintenanceDate: '',
    };
  }
  const { log } = target;
  return {
    gameTitle: log.gameTitle,
    gameCategory: log.gameCategory as string,
    issueType: log.issueType as string,
    priority: log.priority as string,
    status: log.status as string,
    description: log.description,
    reportedBy: log.reportedBy,
    assignedTo: log.assignedTo,
    resolution: log.resolution,
    partsCost: log.partsCost,
    laborHours: log.laborHours,
    vendorUsed: log.vendorUsed,
    warrantyInfo: log.warrantyInfo,
    nextMaintenanceDate: log.nextMaintenanceDate ?? '',
  };
};

function MaintenanceForm({
  target,
  onDone,
}: {
  target: MaintenanceFormTarget;
  onDone: () => void;
}) {
  const isEdit = target.kind === 'edit';
  const failure = isEdit ? 'Failed to update maintenance log' : 'Failed to create maintenance log';
  const form = useContractForm({
    schema: maintenanceInputSchema,
    initialValues: () => initialValues(target),
    onSubmit: (log) => {
      if (create.isPending || update.isPending) return;
      if (target.kind === 'edit') update.mutate({ id: target.log.id, log });
      else create.mutate(log);
    },
  });
  const onError = (error: Error) => {
    toast({ title: 'Error', description: failure, variant: 'error' });
    form.setServerError(error, failure);
  };
  const create = useCreateMaintenanceLog({
    successToast: (log) => ({
      title: 'Maintenance Log Created',
      description: `${log.gameTitle}: ${issueTypeLabels[log.issueType].toLowerCase()} issue logged.`,
      variant: 'success',
    }),
    onSuccess: onDone,
    onError,
  });
  const update = useUpdateMaintenanceLog({
    successToast: (log) => ({
      title: 'Maintenance Log Updated',
      description: `${log.gameTitle}: ${statusDisplay[log.status].label}.`,
      variant: 'success',
    }),
    onSuccess: onDone,
    onError,
  });
  const pending = create.isPending || update.isPending;

  return (
    <form className="form-grid form-grid--two" {...form.formProps}>
      <TextField
        label="Game Title"
        required
        autoComplete="off"
        maxLength={120}
        {...form.field('gameTitle')}
      />
      <SelectField
        label="Category"
        required
        options={categoryOptions}
        {...form.field('gameCategory')}
      />
      <SelectField
        label="Issue Type"
        required
        options={issueTypeOptions}
        {...form.field('issueType')}
      />
      <SelectField
        label="Priority"
        required
        options={priorityOptions}
        {...form.field('priority')}
      />
      {isEdit ? (
        <SelectField
          className="form-grid__wide"
          label="Status"
          options={statusOptions}
          hint="Completed stamps the completion date; any other status clears it."
          {...form.field('status')}
        />
      ) : null}
      <TextAreaField
        className="form-grid__wide"
        label="Description"
        required
        rows={3}
        maxLength={2000}
        {...form.field('description')}
      />
      <TextField
        label="Reported By"
        required
        autoComplete="off"
        maxLength={100}
        {...form.field('reportedBy')}
      />
      <TextField
        label="Assigned To"
        autoComplete="off"
        maxLength={100}
        {...form.field('assignedTo')}
      />
      <TextField
        label="Parts Cost"
        autoComplete="off"
        maxLength={50}
        placeholder="e.g. $45 + tax"
        {...form.field('partsCost')}
      />
      <TextField
        label="Labor Hours"
        autoComplete="off"
        maxLength={50}
        placeholder="e.g. 1.5"
        {...form.field('laborHours')}
      />
      <TextField
        label="Vendor Used"
        autoComplete="off"
        maxLength={100}
        {...form.field('vendorUsed')}
      />
      <TextField label="Next Maintenance Due" type="date" {...form.field('nextMaintenanceDate')} />
      <TextField
        className="form-grid__wide"
        label="Warranty Info"
        autoComplete="off"
        maxLength={500}
        {...form.field('warrantyInfo')}
      />
      <TextAreaField
        className="form-grid__wide"
        label="Resolution"
        rows={2}
        maxLength={2000}
        {...form.field('resolution')}
      />
      <FormError className="form-grid__wide" message={form.formError} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={pending}>
          {pending ? 'Saving...' : isEdit ? 'Save Changes' : 'Create Log'}
        </button>
      </DialogActions>
    </form>
  );
}

/** New Log and Edit Log share one form; a new log starts reported. */
export function MaintenanceFormDialog({
  target,
  onClose,
}: {
  target: MaintenanceFormTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      size="lg"
      title={target?.kind === 'edit' ? `Edit Log: ${target.log.gameTitle}` : 'New Maintenance Log'}
      description="Game title, category, issue type, priority, description and reporter are required."
    >
      {target ? <MaintenanceForm target={target} onDone={onClose} /> : null}
    </Dialog>
  );
}
