import { prizeCategories, stockStatuses, type Prize } from '@venue/contracts/prizes';
import { CircleAlert, Plus } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge/badge';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { SelectField } from '@/components/ui/form/field';
import { FilteredList, RecordList } from '@/components/ui/query-state/paged-list';
import { Fact, Facts, RecordActions, RecordCard } from '@/components/ui/record-card/record-card';
import { bindFilters } from '@/lib/bind-filters';
import { optionsOf } from '@/lib/select-options';
import { successToastOf } from '@/lib/toast';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { formatCalendarDate } from '@/lib/venue-time';

import { deletePrizeMutation } from '../api/delete-prize';
import { categoryLabels, stockStatusDisplay } from '../prize-labels';
import { PrizeFormDialog, type PrizeFormTarget } from './prize-form-dialog';

type Filters = { category: string; status: string };

const categoryFilterOptions = [
  { value: 'all', label: 'All Categories' },
  ...optionsOf(prizeCategories, (key) => categoryLabels[key]),
];
const statusFilterOptions = [
  { value: 'all', label: 'All Statuses' },
  ...optionsOf(stockStatuses, (key) => stockStatusDisplay[key].label),
];

const matches = (prize: Prize, { category, status }: Filters) =>
  (category === 'all' || prize.category === category) &&
  (status === 'all' || prize.stockStatus === status);

function PrizeCard({
  prize,
  onEdit,
  onDelete,
}: {
  prize: Prize;
  onEdit: (prize: Prize) => void;
  onDelete: (prize: Prize) => void;
}) {
  const status = stockStatusDisplay[prize.stockStatus];
  return (
    <RecordCard
      className="prize-card"
      level={3}
      title={prize.name}
      subtitle={categoryLabels[prize.category]}
      badges={
        <>
          <Badge tone={status.tone}>{status.label}</Badge>
          {prize.isActive ? null : <Badge tone="muted">Inactive</Badge>}
        </>
      }
      actions={
        <RecordActions
          name={prize.name}
          onEdit={() => onEdit(prize)}
          onDelete={() => onDelete(prize)}
        />
      }
    >
      <Facts>
        <Fact label="Current Stock">{prize.currentStock}</Fact>
        <Fact label="Minimum">{prize.minimumStock}</Fact>
        <Fact label="Maximum">{prize.maxStock}</Fact>
        <Fact label="Points Cost">{prize.pointsCost}</Fact>
        <Fact label="Ticket Cost">{prize.ticketCost}</Fact>
        <Fact label="Supplier Cost">{prize.supplierCost || '—'}</Fact>
        <Fact label="Supplier">{prize.supplier || '—'}</Fact>
        <Fact label="Last Restocked">
          {prize.lastRestocked ? formatCalendarDate(prize.lastRestocked) : '—'}
        </Fact>
      </Facts>
      {prize.supplierCostWarning ? (
        <p className="record-card__warning" role="note">
          <CircleAlert aria-hidden="true" />
          <span>{prize.supplierCostWarning}</span>
        </p>
      ) : null}
      {prize.description ? <p className="record-card__text">{prize.description}</p> : null}
    </RecordCard>
  );
}

/** The inventory tab: filters, the count shown, prize cards, Add Prize and Edit Prize. */
export function PrizeInventory({ prizes }: { prizes: Prize[] }) {
  const [filters, setFilters] = useState<Filters>({ category: 'all', status: 'all' });
  const [formTarget, setFormTarget] = useState<PrizeFormTarget | null>(null);
  const remove = useConfirmDelete({
    mutation: deletePrizeMutation,
    successToast: successToastOf('Prize Deleted', (prize: Prize) => prize.name),
    failure: 'Failed to delete prize',
    errorToast: { title: 'Error' },
  });
  const shown = prizes.filter((prize) => matches(prize, filters));
  const { field } = bindFilters(filters, setFilters);

  return (
    <>
      <div className="filter-bar" role="group" aria-label="Filters">
        <SelectField label="Category" options={categoryFilterOptions} {...field('category')} />
        <SelectField label="Status" options={statusFilterOptions} {...field('status')} />
        <button
          type="button"
          className="btn btn--primary btn--sm filter-bar__end"
          onClick={() => setFormTarget({ kind: 'add' })}
        >
          <Plus aria-hidden="true" />
          Add Prize
        </button>
      </div>
      <FilteredList
        shown={shown}
        total={prizes.length}
        noun="prizes"
        empty={<p className="list-state">No prizes found</p>}
      >
        {(list) => (
          <RecordList items={list} keyOf={(prize) => prize.id} grid>
            {(prize) => (
              <PrizeCard
                prize={prize}
                onEdit={(chosen) => setFormTarget({ kind: 'edit', prize: chosen })}
                onDelete={remove.ask}
              />
            )}
          </RecordList>
        )}
      </FilteredList>
      <PrizeFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <ConfirmDialog
        title="Delete prize?"
        description={
          remove.item ? (
            <p>
              <strong>{remove.item.name}</strong> will be removed from the inventory. This cannot be
              undone.
            </p>
          ) : null
        }
        {...remove.dialog}
      />
    </>
  );
}
