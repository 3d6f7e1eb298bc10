import type { Game } from '@venue/contracts/catalogue';
import { outOfOrderInputSchema, outOfOrderNoteMax } from '@venue/contracts/machines';
import { Ban } from 'lucide-react';

import { ActionCard } from '@/components/ui/action-card/action-card';
import { FormError, TextField } from '@/components/ui/form/field';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useSaveForm } from '@/lib/use-save-form';

import { useStaffMachineStatuses } from '../api/get-staff-machine-statuses';
import { setOutOfOrderMutation } from '../api/set-out-of-order';
import { outOfOrderSavedToast } from '../machine-status-labels';
import './out-of-order-card.css';

type Machine = Pick<Game, 'name' | 'slug'>;

const failure = 'Failed to update the machine status';

/**
 * A machine's out-of-order flag on its page, for staff: marked with an optional note for
 * players, or cleared. `onChanged`: the flag was saved (players' status follows by event).
 */
export function OutOfOrderCard({
  machine,
  onChanged,
}: {
  machine: Machine;
  onChanged?: () => void;
}) {
  const statuses = useStaffMachineStatuses();
  const current = statuses.data?.get(machine.slug);
  const form = useSaveForm({
    initialValues: { outOfOrder: true, note: '' },
    editing: machine,
    update: {
      schema: outOfOrderInputSchema,
      mutation: setOutOfOrderMutation,
      variables: (change, { slug }) => ({ slug, change }),
      successToast: outOfOrderSavedToast,
      failure,
    },
    errorToast: { title: 'Error', serverMessage: true },
    onSaved: () => {
      form.setValue('note', '');
      onChanged?.();
    },
  });
  const clear = useApiMutation({
    ...setOutOfOrderMutation,
    successToast: outOfOrderSavedToast,
    errorToast: { title: 'Error', description: failure, serverMessage: true },
    onSuccess: () => onChanged?.(),
  });

  return (
    <ActionCard title="Out of Order" icon={Ban} accent="pink">
      {current?.status === 'out of order' ? (
        <>
          <p className="action-card__text" role="status">
            Players see it out of order
            {current.note ? (
              <>
                : <q>{current.note}</q>
              </>
            ) : null}
            .
          </p>
          <button
            type="button"
            className="btn btn--primary action-card__button"
            disabled={clear.isPending}
            onClick={() => clear.mutate({ slug: machine.slug, change: { outOfOrder: false } })}
          >
            Clear Out of Order
          </button>
        </>
      ) : (
        <form className="out-of-order-card__form" {...form.formProps}>
          <p className="action-card__text" role="status">
            {current
              ? 'Players see what reports and repairs say. Marked out of order, that wins until cleared.'
              : statuses.isError
                ? 'The status could not be loaded.'
                : 'Checking the status...'}
          </p>
          <TextField
            label="Note for players (optional)"
            maxLength={outOfOrderNoteMax}
            autoComplete="off"
            {...form.field('note')}
          />
          <FormError message={form.formError} />
          <button
            type="submit"
            className="btn btn--outline action-card__button"
            disabled={form.pending || !current}
          >
            {form.pending ? 'Saving...' : 'Mark Out of Order'}
          </button>
        </form>
      )}
    </ActionCard>
  );
}
