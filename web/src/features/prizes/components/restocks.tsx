import { restockGames, restockInputSchema, type Restock } from '@venue/contracts/prizes';
import { PackagePlus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/form/field';
import { QueryState } from '@/components/ui/query-state/query-state';
import { toast } from '@/lib/toast';
import { optionsOf } from '@/lib/select-options';
import { useContractForm } from '@/lib/use-contract-form';
import { formatVenueDateTime } from '@/lib/venue-time';

import { useDeleteRestock } from '../api/delete-restock';
import { useRestocks } from '../api/get-restocks';
import { useRecordRestock } from '../api/record-restock';
import { CountField } from './count-field';

/** The contract's list already leaves out the Prize Locker, as the spec's form does. */
const gameOptions = optionsOf(restockGames, (game) => game, 'Select a game');

const itemsLabel = (count: number) => (count === 1 ? '1 item' : `${count} items`);

function LogRestockForm({ onDone }: { onDone: () => void }) {
  const form = useContractForm({
    schema: restockInputSchema,
    initialValues: { gameName: '', itemsAdded: '', restockedBy: '', notes: '' },
    onSubmit: (restock) => {
      if (!record.isPending) record.mutate(restock);
    },
  });
  const record = useRecordRestock({
    successToast: (restock) => ({
      title: 'Restock Recorded',
      description: `${restock.gameName}: ${itemsLabel(restock.itemsAdded)} added.`,
      variant: 'success',
    }),
    onSuccess: onDone,
    onError: (error) => {
      toast({ title: 'Error', description: 'Failed to record restock', variant: 'error' });
      form.setServerError(error, 'Failed to record restock');
    },
  });
  return (
    <form className="form-grid form-grid--two" {...form.formProps}>
      <SelectField
        className="form-grid__wide"
        label="Game"
        required
        options={gameOptions}
        {...form.field('gameName')}
      />
      <CountField label="Items Added" required {...form.field('itemsAdded')} />
      <TextField
        label="Restocked By"
        required
        autoComplete="off"
        maxLength={100}
        {...form.field('restockedBy')}
      />
      <TextAreaField
        className="form-grid__wide"
        label="Notes"
        rows={2}
        maxLength={1000}
        {...form.field('notes')}
      />
      <FormError className="form-grid__wide" message={form.formError} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={record.isPending}>
          {record.isPending ? 'Saving...' : 'Log Restock'}
        </button>
      </DialogActions>
    </form>
  );
}

function RestockCard({
  restock,
  onDelete,
}: {
  restock: Restock;
  onDelete: (restock: Restock) => void;
}) {
  return (
    <article className="record-card">
      <header className="record-card__header">
        <div className="record-card__heading">
          <h3 className="record-card__title">{restock.gameName}</h3>
          <p className="record-card__subtitle">
            <time dateTime={restock.restockedAt.toISOString()}>
              {formatVenueDateTime(restock.restockedAt)}
            </time>{' '}
            by {restock.restockedBy}
          </p>
        </div>
        <p className="restock-card__count">
          <PackagePlus className="prize-inline-icon" aria-hidden="true" />+
          {itemsLabel(restock.itemsAdded)}
        </p>
      </header>
      {restock.notes ? <p className="record-card__text">{restock.notes}</p> : null}
      <div className="record-card__actions">
        <button
          type="button"
          className="btn btn--ghost btn--sm record-card__delete"
          onClick={() => onDelete(restock)}
        >
          <Trash2 aria-hidden="true" />
          Delete<span className="visually-hidden"> restock of {restock.gameName}</span>
        </button>
      </div>
    </article>
  );
}

/** The minor restocks tab: Log Restock, and each restock with its delete. */
export function Restocks() {
  const restocks = useRestocks();
  const [logging, setLogging] = useState(false);
  const [deleting, setDeleting] = useState<Restock | null>(null);
  // Spec: deleting a restock shows no toast either way; a failure is said inside the dialog only.
  const remove = useDeleteRestock({ onSuccess: () => setDeleting(null) });
  return (
    <>
      <div className="prize-panel__bar">
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setLogging(true)}>
          <Plus aria-hidden="true" />
          Log Restock
        </button>
      </div>
      <QueryState
        query={restocks}
        loading="Loading restocks..."
        error="Failed to load restocks"
        isEmpty={(list) => list.length === 0}
        empty="No restocks recorded"
      >
        {(list) => (
          <ul className="record-list record-list--grid">
            {list.map((restock) => (
              <li key={restock.id}>
                <RestockCard restock={restock} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Dialog open={logging} onClose={() => setLogging(false)} title="Log Restock">
        {logging ? <LogRestockForm onDone={() => setLogging(false)} /> : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete restock?"
        description={
          deleting ? (
            <p>
              The restock of <strong>{deleting.gameName}</strong> ({itemsLabel(deleting.itemsAdded)}
              ) will be removed.
            </p>
          ) : null
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        error={remove.isError ? 'The restock could not be deleted. Please try again.' : null}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </>
  );
}
