import { maintenanceInputSchema, type MaintenanceLog } from '@venue/contracts/maintenance';

import { DialogFor, type DialogForTarget } from '@/components/ui/dialog/dialog';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { type FieldSpec } from '@/components/ui/form/form-fields';
import { issueTypeLabels } from '@/config/issue-types';
import { successToastOf } from '@/lib/toast';
import { useSaveForm } from '@/lib/use-save-form';

import { createMaintenanceLogMutation } from '../api/create-maintenance-log';
import { updateMaintenanceLogMutation } from '../api/update-maintenance-log';
import {
  categoryOptions,
  issueTypeOptions,
  priorityOptions,
  statusDisplay,
  statusOptions,
} from '../maintenance-labels';

export type MaintenanceFormTarget = { kind: 'new' } | { kind: 'edit'; log: MaintenanceLog };

const prompt = (label: string) => ({ value: '', label });

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

type MaintenanceField = keyof ReturnType<typeof initialValues>;

/** The log's fields; its status only when editing (a new log starts reported). */
const maintenanceFields = (isEdit: boolean): Array<FieldSpec<MaintenanceField> | false> => [
  { text: 'gameTitle', label: 'Game Title', required: true, maxLength: 120 },
  {
    select: 'gameCategory',
    label: 'Category',
    required: true,
    options: [prompt('Select a category'), ...categoryOptions],
  },
  {
    select: 'issueType',
    label: 'Issue Type',
    required: true,
    options: [prompt('Select an issue type'), ...issueTypeOptions],
  },
  {
    select: 'priority',
    label: 'Priority',
    required: true,
    options: [prompt('Select a priority'), ...priorityOptions],
  },
  isEdit && {
    select: 'status',
    label: 'Status',
    wide: true,
    options: statusOptions,
    hint: 'Completed stamps the completion date; any other status clears it.',
  },
  {
    area: 'description',
    label: 'Description',
    required: true,
    wide: true,
    rows: 3,
    maxLength: 2000,
  },
  { text: 'reportedBy', label: 'Reported By', required: true, maxLength: 100 },
  { text: 'assignedTo', label: 'Assigned To', maxLength: 100 },
  { text: 'partsCost', label: 'Parts Cost', maxLength: 50, placeholder: 'e.g. $45 + tax' },
  { text: 'laborHours', label: 'Labor Hours', maxLength: 50, placeholder: 'e.g. 1.5' },
  { text: 'vendorUsed', label: 'Vendor Used', maxLength: 100 },
  { text: 'nextMaintenanceDate', label: 'Next Maintenance Due', type: 'date' },
  { text: 'warrantyInfo', label: 'Warranty Info', wide: true, maxLength: 500 },
  { area: 'resolution', label: 'Resolution', wide: true, rows: 2, maxLength: 2000 },
];

/** A new log is created; an existing one updated, its status with it. */
function useMaintenanceForm(target: MaintenanceFormTarget, onDone: () => void) {
  const isEdit = target.kind === 'edit';
  return useSaveForm({
    initialValues: () => initialValues(target),
    editing: isEdit ? target.log : undefined,
    create: {
      schema: maintenanceInputSchema,
      mutation: createMaintenanceLogMutation,
      successToast: successToastOf(
        'Maintenance Log Created',
        (log) => `${log.gameTitle}: ${issueTypeLabels[log.issueType].toLowerCase()} issue logged.`,
      ),
      failure: 'Failed to create maintenance log',
    },
    update: {
      schema: maintenanceInputSchema,
      mutation: updateMaintenanceLogMutation,
      variables: (log, { id }) => ({ id, log }),
      successToast: successToastOf(
        'Maintenance Log Updated',
        (log) => `${log.gameTitle}: ${statusDisplay[log.status].label}.`,
      ),
      failure: 'Failed to update maintenance log',
    },
    errorToast: { title: 'Error' },
    onSaved: onDone,
  });
}

function MaintenanceForm({
  target,
  onDone,
}: {
  target: MaintenanceFormTarget;
  onDone: () => void;
}) {
  const isEdit = target.kind === 'edit';
  const form = useMaintenanceForm(target, onDone);

  return (
    <DialogForm
      form={form}
      submitLabel={isEdit ? 'Save Changes' : 'Create Log'}
      onCancel={onDone}
      fields={maintenanceFields(isEdit)}
    />
  );
}

/** New Log and Edit Log share one form; a new log starts reported. */
export function MaintenanceFormDialog({ target, onClose }: DialogForTarget<MaintenanceFormTarget>) {
  return (
    <DialogFor
      item={target}
      onClose={onClose}
      size="lg"
      title={(chosen) =>
        chosen.kind === 'edit' ? `Edit Log: ${chosen.log.gameTitle}` : 'New Maintenance Log'
      }
      description="Game title, category, issue type, priority, description and reporter are required."
    >
      {(chosen) => <MaintenanceForm target={chosen} onDone={onClose} />}
    </DialogFor>
  );
}
