import { prizeCategories, stockStatuses, type Prize } from '@venue/contracts/prizes';
import { CircleAlert, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Badge } from '@/components/ui/badge/badge';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { SelectField } from '@/components/ui/form/field';
import { toast } from '@/lib/toast';
import { optionsOf } from '@/lib/select-options';
import { formatCalendarDate } from '@/lib/venue-time';

import { useDeletePrize } from '../api/delete-prize';
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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="record-card__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

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
    <article className="record-card prize-card">
      <header className="record-card__header">
        <div className="record-card__heading">
          <h3 className="record-card__title">{prize.name}</h3>
          <p className="record-card__subtitle">{categoryLabels[prize.category]}</p>
        </div>
        <div className="record-card__badges">
          <Badge tone={status.tone}>{status.label}</Badge>
          {prize.isActive ? null : <Badge tone="muted">Inactive</Badge>}
        </div>
      </header>
      <dl className="record-card__facts">
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
      </dl>
      {prize.supplierCostWarning ? (
        <p className="record-card__warning" role="note">
          <CircleAlert aria-hidden="true" />
          <span>{prize.supplierCostWarning}</span>
        </p>
      ) : null}
      {prize.description ? <p className="record-card__text">{prize.description}</p> : null}
      <div className="record-card__actions">
        <button
          type="button"
          className="btn btn--ghost btn--sm record-card__delete"
          onClick={() => onDelete(prize)}
        >
          <Trash2 aria-hidden="true" />
          Delete<span className="visually-hidden"> {prize.name}</span>
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => onEdit(prize)}>
          <Pencil aria-hidden="true" />
          Edit<span className="visually-hidden"> {prize.name}</span>
        </button>
      </div>
    </article>
  );
}

/** The inventory tab: filters, the count shown, prize cards, Add Prize and Edit Prize. */
export function PrizeInventory({ prizes }: { prizes: Prize[] }) {
  const [filters, setFilters] = useState<Filters>({ category: 'all', status: 'all' });
  const [formTarget, setFormTarget] = useState<PrizeFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Prize | null>(null);
  const remove = useDeletePrize({
    successToast: (_nothing, { id }) => ({
      title: 'Prize Deleted',
      description: prizes.find((prize) => prize.id === id)?.name ?? 'The prize was removed.',
      variant: 'success',
    }),
    onSuccess: () => setDeleting(null),
    onError: () =>
      toast({ title: 'Error', description: 'Failed to delete prize', variant: 'error' }),
  });
  const shown = prizes.filter((prize) => matches(prize, filters));

  return (
    <>
      <div className="filter-bar" role="group" aria-label="Filters">
        <SelectField
          label="Category"
          options={categoryFilterOptions}
          value={filters.category}
          onChange={(event) => setFilters({ ...filters, category: event.target.value })}
        />
        <SelectField
          label="Status"
          options={statusFilterOptions}
          value={filters.status}
          onChange={(event) => setFilters({ ...filters, status: event.target.value })}
        />
        <button
          type="button"
          className="btn btn--primary btn--sm filter-bar__end"
          onClick={() => setFormTarget({ kind: 'add' })}
        >
          <Plus aria-hidden="true" />
          Add Prize
        </button>
      </div>
      <p className="list-count" role="status">
        Showing {shown.length} of {prizes.length} prizes
      </p>
      {shown.length === 0 ? (
        <p className="list-state">No prizes found</p>
      ) : (
        <ul className="record-list record-list--grid">
          {shown.map((prize) => (
            <li key={prize.id}>
              <PrizeCard
                prize={prize}
                onEdit={(chosen) => setFormTarget({ kind: 'edit', prize: chosen })}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
      )}
      <PrizeFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete prize?"
        description={
          deleting ? (
            <p>
              <strong>{deleting.name}</strong> will be removed from the inventory. This cannot be
              undone.
            </p>
          ) : null
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        error={remove.isError ? 'Failed to delete prize' : null}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </>
  );
}
