import type { ReactNode } from 'react';
import {
  prizeCategories,
  prizeDefaults,
  prizeInputSchema,
  prizeUpdateSchema,
  type Prize,
} from '@venue/contracts/prizes';

import { DialogFor, type DialogForTarget } from '@/components/ui/dialog/dialog';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form/field';
import { optionsOf } from '@/lib/select-options';
import type { ContractFieldProps } from '@/lib/use-contract-form';
import { useSaveForm } from '@/lib/use-save-form';
import { successToastOf } from '@/lib/toast';

import { createPrizeMutation } from '../api/create-prize';
import { updatePrizeMutation } from '../api/update-prize';
import { categoryLabels, stockStatusDisplay } from '../prize-labels';
import { CountField } from './count-field';

export type PrizeFormTarget = { kind: 'add' } | { kind: 'edit'; prize: Prize };

const categoryOptions = optionsOf(
  prizeCategories,
  (key) => categoryLabels[key],
  'Select a category',
);

const addValues = () => ({
  name: '',
  category: '',
  pointsCost: String(prizeDefaults.pointsCost),
  supplierCost: '',
  currentStock: String(prizeDefaults.currentStock),
  minimumStock: String(prizeDefaults.minimumStock),
  maxStock: String(prizeDefaults.maxStock),
  supplier: '',
  description: '',
  isActive: prizeDefaults.isActive as boolean,
  lastRestocked: '',
});

const editValues = (prize: Prize) => ({
  name: prize.name,
  category: prize.category as string,
  pointsCost: String(prize.pointsCost),
  ticketCost: String(prize.ticketCost),
  supplierCost: prize.supplierCost,
  currentStock: String(prize.currentStock),
  minimumStock: String(prize.minimumStock),
  maxStock: String(prize.maxStock),
  supplier: prize.supplier,
  description: prize.description,
  isActive: prize.isActive,
  lastRestocked: prize.lastRestocked ?? '',
  updatedAt: prize.updatedAt.toISOString(),
});

type FormProps = { onDone: () => void };

type PrizeTextField =
  | 'name'
  | 'category'
  | 'pointsCost'
  | 'supplierCost'
  | 'currentStock'
  | 'minimumStock'
  | 'maxStock'
  | 'supplier'
  | 'description'
  | 'lastRestocked';

/** The fields Add and Edit share; `besidePoints` is where Edit puts the ticket cost. */
function PrizeFields({
  field,
  isActive,
  onActiveChange,
  besidePoints,
}: {
  field: (name: PrizeTextField) => ContractFieldProps;
  isActive: boolean;
  onActiveChange: (active: boolean) => void;
  besidePoints?: ReactNode;
}) {
  return (
    <>
      <TextField
        className="form-grid__wide"
        label="Name"
        required
        autoComplete="off"
        maxLength={120}
        {...field('name')}
      />
      <SelectField label="Category" required options={categoryOptions} {...field('category')} />
      <CountField label="Points Cost" {...field('pointsCost')} />
      {besidePoints}
      <TextField
        label="Supplier Cost"
        autoComplete="off"
        maxLength={50}
        placeholder="e.g. $4.50"
        hint="A dollar amount; counted in the inventory value."
        {...field('supplierCost')}
      />
      <TextField label="Supplier" autoComplete="off" maxLength={100} {...field('supplier')} />
      <CountField label="Current Stock" {...field('currentStock')} />
      <CountField
        label="Minimum Stock"
        hint="Low stock at or below this."
        {...field('minimumStock')}
      />
      <CountField label="Max Stock" hint="Well stocked from 80% of this." {...field('maxStock')} />
      <TextField label="Last Restocked" type="date" {...field('lastRestocked')} />
      <TextAreaField
        className="form-grid__wide"
        label="Description"
        rows={2}
        maxLength={1000}
        {...field('description')}
      />
      <CheckboxField
        className="form-grid__wide"
        label="Active"
        hint="Inactive prizes stay listed with an Inactive badge."
        checked={isActive}
        onChange={(event) => onActiveChange(event.target.checked)}
      />
    </>
  );
}

/** Toast 'Prize Added' or 'Prize Updated' with the prize's stock status. */
const savedToast = (title: string) =>
  successToastOf(
    title,
    (prize: Prize) => `${prize.name}: ${stockStatusDisplay[prize.stockStatus].label}.`,
  );

function AddPrizeForm({ onDone }: FormProps) {
  const form = useSaveForm({
    initialValues: addValues,
    create: {
      schema: prizeInputSchema,
      mutation: createPrizeMutation,
      successToast: savedToast('Prize Added'),
      failure: 'Failed to create prize',
    },
    errorToast: { title: 'Error' },
    onSaved: onDone,
  });
  return (
    <DialogForm form={form} submitLabel="Add Prize" onCancel={onDone}>
      <PrizeFields
        field={form.field}
        isActive={form.values.isActive}
        onActiveChange={(active) => form.setValue('isActive', active)}
      />
    </DialogForm>
  );
}

function EditPrizeForm({ prize, onDone }: FormProps & { prize: Prize }) {
  const form = useSaveForm({
    initialValues: () => editValues(prize),
    editing: prize,
    update: {
      schema: prizeUpdateSchema,
      mutation: updatePrizeMutation,
      variables: (changed, { id }) => ({ id, prize: changed }),
      successToast: savedToast('Prize Updated'),
      failure: 'Failed to update prize',
    },
    errorToast: { title: 'Error' },
    onSaved: onDone,
  });
  return (
    <DialogForm form={form} submitLabel="Save Changes" onCancel={onDone}>
      <PrizeFields
        field={form.field}
        isActive={form.values.isActive}
        onActiveChange={(active) => form.setValue('isActive', active)}
        besidePoints={<CountField label="Ticket Cost" {...form.field('ticketCost')} />}
      />
    </DialogForm>
  );
}

/** Add Prize and Edit Prize; the edit form also shows the ticket cost, as the spec has it. */
export function PrizeFormDialog({ target, onClose }: DialogForTarget<PrizeFormTarget>) {
  return (
    <DialogFor
      item={target}
      onClose={onClose}
      size="lg"
      title={(chosen) =>
        chosen.kind === 'edit' ? `Edit Prize: ${chosen.prize.name}` : 'Add Prize'
      }
      description="Name and category are required; counts left blank take their defaults."
    >
      {(chosen) =>
        chosen.kind === 'edit' ? (
          <EditPrizeForm prize={chosen.prize} onDone={onClose} />
        ) : (
          <AddPrizeForm onDone={onClose} />
        )
      }
    </DialogFor>
  );
}
