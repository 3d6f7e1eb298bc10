import type { Game } from '@venue/contracts/catalogue';
import { outOfOrderInputSchema, outOfOrderNoteMax } from '@venue/contracts/machines';
import { Ban } from 'lucide-react';
import { createContext, useContext, useState, type ReactNode } from 'react';

import { Badge } from '@/components/ui/badge/badge';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { DialogFor } from '@/components/ui/dialog/dialog';
import { CheckboxField, TextAreaField } from '@/components/ui/form/field';
import { useSaveForm } from '@/lib/use-save-form';

import { useStaffMachineStatuses } from '../api/get-staff-machine-statuses';
import { setOutOfOrderMutation } from '../api/set-out-of-order';
import { machineStatusDisplay, outOfOrderSavedToast } from '../machine-status-labels';
import './machine-status.css';

type Machine = Pick<Game, 'name' | 'slug'>;

/** Opens the out-of-order dialog for a machine (given by `OutOfOrderControls`). */
const OutOfOrderContext = createContext<(machine: Machine) => void>(() => undefined);

/** The machine's status as players see it, and staff's note while it is out of order. */
export function MachineStatusBadge({ machine }: { machine: Machine }) {
  const statuses = useStaffMachineStatuses();
  const status = statuses.data?.get(machine.slug);
  if (statuses.isPending) return <span className="machine-status__none">Loading...</span>;
  if (!status) return <span className="machine-status__none">Not known yet</span>;
  const { label, tone } = machineStatusDisplay[status.status];
  return (
    <span className="machine-status">
      <Badge tone={tone}>{label}</Badge>
      {status.note ? <span className="machine-status__note">{status.note}</span> : null}
    </span>
  );
}

/** A table row's button that opens the machine's out-of-order dialog. */
export function OutOfOrderButton({ machine }: { machine: Machine }) {
  const open = useContext(OutOfOrderContext);
  const statuses = useStaffMachineStatuses();
  const isOut = statuses.data?.get(machine.slug)?.status === 'out of order';
  return (
    <button
      type="button"
      className={isOut ? 'row-button machine-status__flagged' : 'row-button'}
      aria-label={`Out of Order ${machine.name}`}
      aria-haspopup="dialog"
      title={isOut ? 'Out of order: change or clear' : 'Mark out of order'}
      onClick={() => open(machine)}
    >
      <Ban aria-hidden="true" />
    </button>
  );
}

function OutOfOrderForm({ machine, onDone }: { machine: Machine; onDone: () => void }) {
  const statuses = useStaffMachineStatuses();
  const current = statuses.data?.get(machine.slug);
  const form = useSaveForm({
    initialValues: () => ({
      outOfOrder: current?.status === 'out of order',
      note: current?.note ?? '',
    }),
    editing: machine,
    update: {
      schema: outOfOrderInputSchema,
      mutation: setOutOfOrderMutation,
      // A cleared machine keeps no note.
      variables: (change, { slug }) => ({
        slug,
        change: change.outOfOrder ? change : { outOfOrder: false },
      }),
      successToast: outOfOrderSavedToast,
      failure: 'Failed to update the machine status',
    },
    errorToast: { title: 'Error', serverMessage: true },
    onSaved: onDone,
  });
  const { outOfOrder } = form.values;
  return (
    <DialogForm form={form} columns={1} submitLabel="Save Status" onCancel={onDone}>
      <CheckboxField
        label="Out of order"
        name="outOfOrder"
        checked={outOfOrder}
        onChange={(event) => form.setValue('outOfOrder', event.target.checked)}
        hint="Players see the machine as out of order, whatever reports say, until it is cleared."
      />
      <TextAreaField
        label="Note for players"
        rows={3}
        maxLength={outOfOrderNoteMax}
        disabled={!outOfOrder}
        hint={`Optional, shown to players, up to ${outOfOrderNoteMax} characters.`}
        {...form.field('note')}
      />
    </DialogForm>
  );
}

/**
 * The out-of-order dialog for the machines listed inside: each row's `OutOfOrderButton` opens
 * it for its machine, flag and optional note shown to players, or the flag cleared.
 */
export function OutOfOrderControls({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<Machine | null>(null);
  return (
    <OutOfOrderContext.Provider value={setTarget}>
      {children}
      <DialogFor
        item={target}
        onClose={() => setTarget(null)}
        size="sm"
        title={(machine) => `Out of Order: ${machine.name}`}
      >
        {(machine) => <OutOfOrderForm machine={machine} onDone={() => setTarget(null)} />}
      </DialogFor>
    </OutOfOrderContext.Provider>
  );
}
