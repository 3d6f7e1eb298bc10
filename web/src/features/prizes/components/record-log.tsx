import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { Dialog } from '@/components/ui/dialog/dialog';
import { QueryState } from '@/components/ui/query-state/query-state';
import type { ConfirmDelete } from '@/lib/use-confirm-delete';

type RecordLogProps<TRecord extends { id: string }> = {
  records: UseQueryResult<TRecord[]>;
  /** What the records are, in the list's loading, error and empty texts: `major wins`. */
  noun: string;
  /** The button that opens the form, and the form dialog's title. */
  addLabel: string;
  /** The form, in the dialog; `onDone` closes it. */
  form: (onDone: () => void) => ReactNode;
  /** One record's card. */
  card: (record: TRecord) => ReactNode;
  /** The delete each card asks for, and how its confirmation names the record. */
  remove: ConfirmDelete<TRecord>;
  removeTitle: string;
  describe: (record: TRecord) => ReactNode;
};

/** A tab of records kept one by one (major wins, restocks): a form to add one, the cards, and a delete. */
export function RecordLog<TRecord extends { id: string }>({
  records,
  noun,
  addLabel,
  form,
  card,
  remove,
  removeTitle,
  describe,
}: RecordLogProps<TRecord>) {
  const [adding, setAdding] = useState(false);
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
              <li key={record.id}>{card(record)}</li>
            ))}
          </ul>
        )}
      </QueryState>
      <Dialog open={adding} onClose={() => setAdding(false)} title={addLabel}>
        {adding ? form(() => setAdding(false)) : null}
      </Dialog>
      <ConfirmDialog
        title={removeTitle}
        description={remove.item ? describe(remove.item) : null}
        {...remove.dialog}
      />
    </>
  );
}
