import { restockGames, restockInputSchema, type Restock } from '@venue/contracts/prizes';
import { PackagePlus } from 'lucide-react';

import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { FormFields } from '@/components/ui/form/form-fields';
import { RecordActions, RecordCard } from '@/components/ui/record-card/record-card';
import { optionsOf } from '@/lib/select-options';
import { successToastOf } from '@/lib/toast';
import { useSaveForm } from '@/lib/use-save-form';
import { formatVenueDateTime } from '@/lib/venue-time';

import { deleteRestockMutation } from '../api/delete-restock';
import { useRestocks } from '../api/get-restocks';
import { recordRestockMutation } from '../api/record-restock';
import { CountField } from './count-field';
import { RecordLog } from './record-log';

/** The contract's list already leaves out the Prize Locker, as the spec's form does. */
const gameOptions = optionsOf(restockGames, (game) => game, 'Select a game');

const itemsLabel = (count: number) => (count === 1 ? '1 item' : `${count} items`);

function LogRestockForm({ onDone }: { onDone: () => void }) {
  const form = useSaveForm({
    initialValues: { gameName: '', itemsAdded: '', restockedBy: '', notes: '' },
    create: {
      schema: restockInputSchema,
      mutation: recordRestockMutation,
      successToast: successToastOf(
        'Restock Recorded',
        (restock) => `${restock.gameName}: ${itemsLabel(restock.itemsAdded)} added.`,
      ),
      failure: 'Failed to record restock',
    },
    errorToast: { title: 'Error' },
    onSaved: onDone,
  });
  return (
    <DialogForm
      form={form}
      submitLabel="Log Restock"
      onCancel={onDone}
      fields={[
        { select: 'gameName', label: 'Game', required: true, wide: true, options: gameOptions },
      ]}
    >
      <CountField label="Items Added" required {...form.field('itemsAdded')} />
      <FormFields
        field={form.field}
        fields={[
          { text: 'restockedBy', label: 'Restocked By', required: true, maxLength: 100 },
          { area: 'notes', label: 'Notes', wide: true, rows: 2, maxLength: 1000 },
        ]}
      />
    </DialogForm>
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
    <RecordCard
      level={3}
      title={restock.gameName}
      subtitle={
        <>
          <time dateTime={restock.restockedAt.toISOString()}>
            {formatVenueDateTime(restock.restockedAt)}
          </time>{' '}
          by {restock.restockedBy}
        </>
      }
      badges={
        <p className="restock-card__count">
          <PackagePlus className="prize-inline-icon" aria-hidden="true" />+
          {itemsLabel(restock.itemsAdded)}
        </p>
      }
      actions={
        <RecordActions name={`restock of ${restock.gameName}`} onDelete={() => onDelete(restock)} />
      }
    >
      {restock.notes ? <p className="record-card__text">{restock.notes}</p> : null}
    </RecordCard>
  );
}

/** The minor restocks tab: Log Restock, and each restock with its delete. */
export function Restocks() {
  const restocks = useRestocks();
  return (
    <RecordLog
      records={restocks}
      noun="restocks"
      addLabel="Log Restock"
      form={(onDone) => <LogRestockForm onDone={onDone} />}
      card={(restock, onDelete) => <RestockCard restock={restock} onDelete={onDelete} />}
      remove={{
        mutation: deleteRestockMutation,
        failure: 'The restock could not be deleted. Please try again.',
        title: 'Delete restock?',
        describe: (restock) => (
          <p>
            The restock of <strong>{restock.gameName}</strong> ({itemsLabel(restock.itemsAdded)})
            will be removed.
          </p>
        ),
      }}
    />
  );
}
