import type { ReactNode } from 'react';
import {
  prizeCategories,
  prizeDefaults,
  prizeInputSchema,
  prizeUpdateSchema,
  type Prize,
} from '@venue/contracts/prizes';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import {
  CheckboxField,
  FormError,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/ui/form/field';
import { toast } from '@/lib/toast';
import { optionsOf } from '@/lib/select-options';
import { useContractForm, type ContractFieldProps } from '@/lib/use-contract-form';

import { useCreatePrize } from '../api/create-prize';
import { useUpdatePrize } from '../api/update-prize';
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

function AddPrizeForm({ onDone }: FormProps) {
  const form = useContractForm({
    schema: prizeInputSchema,
    initialValues: addValues,
    onSubmit: (prize) => {
      if (!create.isPending) create.mutate(prize);
    },
  });
  const create = useCreatePrize({
    successToast: (prize) => ({
      title: 'Prize Added',
      description: `${prize.name}: ${stockStatusDisplay[prize.stockStatus].label}.`,
      variant: 'success',
    }),
    onSuccess: onDone,
    onError: (error) => {
      toast({ title: 'Error', description: 'Failed to create prize', variant: 'error' });
      form.setServerError(error, 'Failed to create prize');
    },
  });
  return (
    <form className="form-grid form-grid--two" {...form.formProps}>
      <PrizeFields
        field={form.field}
        isActive={form.values.isActive}
        onActiveChange={(active) => form.setValue('isActive', active)}
      />
      <FormError className="form-grid__wide" message={form.formError} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Add Prize'}
        </button>
      </DialogActions>
    </form>
  );
}

function EditPrizeForm({ prize, onDone }: FormProps & { prize: Prize }) {
  const form = useContractForm({
    schema: prizeUpdateSchema,
    initialValues: () => editValues(prize),
    onSubmit: (changed) => {
      if (!update.isPending) update.mutate({ id: prize.id, prize: changed });
    },
  });
  const update = useUpdatePrize({
    successToast: (saved) => ({
      title: 'Prize Updated',
      description: `${saved.name}: ${stockStatusDisplay[saved.stockStatus].label}.`,
      variant: 'success',
    }),
    onSuccess: onDone,
    onError: (error) => {
      toast({ title: 'Error', description: 'Failed to update prize', variant: 'error' });
      form.setServerError(error, 'Failed to update prize');
    },
  });
  return (
    <form className="form-grid form-grid--two" {...form.formProps}>
      <PrizeFields
        field={form.field}
        isActive={form.values.isActive}
        onActiveChange={(active) => form.setValue('isActive', active)}
        besidePoints={<CountField label="Ticket Cost" {...form.field('ticketCost')} />}
      />
      <FormError className="form-grid__wide" message={form.formError} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </DialogActions>
    </form>
  );
}

/** Add Prize and Edit Prize; the edit form also shows the ticket cost, as the spec has it. */
export function PrizeFormDialog({
  target,
  onClose,
}: {
  target: PrizeFormTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      size="lg"
      title={target?.kind === 'edit' ? `Edit Prize: ${target.prize.name}` : 'Add Prize'}
      description="Name and category are required; counts left blank take their defaults."
    >
      {target?.kind === 'edit' ? <EditPrizeForm prize={target.prize} onDone={onClose} /> : null}
      {target?.kind === 'add' ? <AddPrizeForm onDone={onClose} /> : null}
    </Dialog>
  );
}
