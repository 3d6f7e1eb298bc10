import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { Dialog } from '@/components/ui/dialog/dialog';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useConfirmDelete, type ConfirmDeleteOptions } from '@/lib/use-confirm-delete';

type RecordLogProps<TRecord extends { id: string }> = {
  records: UseQueryResult<TRecord[]>;
  /** What the records are, in the list's loading, error and empty texts: `major wins`. */
  noun: string;
  /** The button that opens the form, and the form dialog's title. */
  addLabel: string;
  /** The form, in the dialog; `onDone` closes it. */
  form: (onDone: () => void) => ReactNode;
  /** One record's card; `onDelete` asks to delete it. */
  card: (record: TRecord, onDelete: (record: TRecord) => void) => ReactNode;
  /**
   * How a record is deleted, once confirmed: the confirmation's title and how it names the
   * record. The spec has no toast either way; a failure is said inside the dialog only.
   */
  remove: {
    mutation: ConfirmDeleteOptions<TRecord, unknown>['mutation'];
    failure: string;
    title: string;
    describe: (record: TRecord) => ReactNode;
  };
};

/** A tab of records kept one by one (major wins, restocks): a form to add one, the cards, and a delete. */
export function RecordLog<TRecord extends { id: string }>({
  records,
  noun,
  addLabel,
  form,
  card,
  remove: { mutation, failure, title, describe },
}: RecordLogProps<TRecord>) {
  const [adding, setAdding] = useState(false);
  const remove = useConfirmDelete<TRecord>({ mutation, failure });
  return (
    <>
      <div className="prize-panel__bar">
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {addLabel}
        </button>
      </div>
      <QueryState
        query={records}
        loading={`Loading ${noun}...`}
        error={`Failed to load ${noun}`}
        isEmpty={(list) => list.length === 0}
        empty={`No ${noun} recorded`}
      >
        {(list) => (
          <ul className="record-list record-list--grid">
            {list.map((record) => (
              <li key={record.id}>{card(record, remove.ask)}</li>
            ))}
          </ul>
        )}
      </QueryState>
      <Dialog open={adding} onClose={() => setAdding(false)} title={addLabel}>
        {adding ? form(() => setAdding(false)) : null}
      </Dialog>
      <ConfirmDialog
        title={title}
        description={remove.item ? describe(remove.item) : null}
        {...remove.dialog}
      />
    </>
  );
}
