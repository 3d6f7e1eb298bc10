import {
  maintenanceCategories,
  maintenancePriorities,
  maintenanceStatuses,
  type MaintenanceLog,
} from '@venue/contracts/maintenance';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { Badge } from '@/components/ui/badge/badge';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import '@/components/ui/filter-bar/filter-bar.css';
import { SelectField } from '@/components/ui/form/field';
import { QueryState } from '@/components/ui/query-state/query-state';
import '@/components/ui/record-card/record-card.css';
import { toast } from '@/lib/toast';
import { optionsOf } from '@/lib/select-options';
import { formatCalendarDate, formatVenueDate } from '@/lib/venue-time';

import { useDeleteMaintenanceLog } from '../api/delete-maintenance-log';
import { useMaintenanceLogs } from '../api/get-maintenance-logs';
import {
  categoryLabels,
  issueTypeLabels,
  priorityDisplay,
  statusDisplay,
} from '../maintenance-labels';
import { MaintenanceFormDialog, type MaintenanceFormTarget } from './maintenance-form-dialog';

type Filters = { status: string; priority: string; category: string };
const allFilters: Filters = { status: 'all', priority: 'all', category: 'all' };

const statusFilterOptions = [
  { value: 'all', label: 'All Statuses' },
  ...optionsOf(maintenanceStatuses, (key) => statusDisplay[key].label),
];
const priorityFilterOptions = [
  { value: 'all', label: 'All Priorities' },
  ...optionsOf(maintenancePriorities, (key) => priorityDisplay[key].label),
];
const categoryFilterOptions = [
  { value: 'all', label: 'All Categories' },
  ...optionsOf(maintenanceCategories, (key) => categoryLabels[key]),
];

const matches = (log: MaintenanceLog, filters: Filters) =>
  (filters.status === 'all' || log.status === filters.status) &&
  (filters.priority === 'all' || log.priority === filters.priority) &&
  (filters.category === 'all' || log.gameCategory === filters.category);

const orNone = (text: string) => text || '—';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="record-card__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function LogCard({
  log,
  onEdit,
  onDelete,
}: {
  log: MaintenanceLog;
  onEdit: (log: MaintenanceLog) => void;
  onDelete: (log: MaintenanceLog) => void;
}) {
  const status = statusDisplay[log.status];
  const priority = priorityDisplay[log.priority];
  return (
    <article className="record-card maintenance-card">
      <header className="record-card__header">
        <div className="record-card__heading">
          <h2 className="record-card__title">{log.gameTitle}</h2>
          <p className="record-card__subtitle">
            {categoryLabels[log.gameCategory]} · {issueTypeLabels[log.issueType]}
          </p>
        </div>
        <div className="record-card__badges">
          <Badge tone={status.tone}>{status.label}</Badge>
          <Badge tone={priority.tone}>{priority.label} priority</Badge>
        </div>
      </header>
      <p className="record-card__text">{log.description}</p>
      <dl className="record-card__facts">
        <Fact label="Reported By">{log.reportedBy}</Fact>
        <Fact label="Assigned To">{orNone(log.assignedTo)}</Fact>
        <Fact label="Reported">
          <time dateTime={log.createdAt.toISOString()}>{formatVenueDate(log.createdAt)}</time>
        </Fact>
        <Fact label="Completed">
          {log.completedAt ? (
            <time dateTime={log.completedAt.toISOString()}>{formatVenueDate(log.completedAt)}</time>
          ) : (
            '—'
          )}
        </Fact>
        <Fact label="Parts Cost">{orNone(log.partsCost)}</Fact>
        <Fact label="Labor Hours">{orNone(log.laborHours)}</Fact>
        <Fact label="Vendor">{orNone(log.vendorUsed)}</Fact>
        <Fact label="Warranty">{orNone(log.warrantyInfo)}</Fact>
        <Fact label="Next Maintenance Due">
          {log.nextMaintenanceDate ? formatCalendarDate(log.nextMaintenanceDate) : '—'}
        </Fact>
      </dl>
      {log.resolution ? (
        <div>
          <h3 className="record-card__label">Resolution</h3>
          <p className="record-card__text">{log.resolution}</p>
        </div>
      ) : null}
      <div className="record-card__actions">
        <button
          type="button"
          className="btn btn--ghost btn--sm record-card__delete"
          onClick={() => onDelete(log)}
        >
          <Trash2 aria-hidden="true" />
          Delete<span className="visually-hidden"> log for {log.gameTitle}</span>
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => onEdit(log)}>
          <Pencil aria-hidden="true" />
          Edit<span className="visually-hidden"> log for {log.gameTitle}</span>
        </button>
      </div>
    </article>
  );
}

/** The maintenance log: filters, the count shown, cards with edit and delete, New Log. */
export function MaintenanceManager({ headerActions }: { headerActions?: ReactNode }) {
  const logs = useMaintenanceLogs();
  const [filters, setFilters] = useState<Filters>(allFilters);
  const [formTarget, setFormTarget] = useState<MaintenanceFormTarget | null>(null);
  const [deleting, setDeleting] = useState<MaintenanceLog | null>(null);
  const remove = useDeleteMaintenanceLog({
    successToast: (_nothing, { id }) => ({
      title: 'Maintenance Log Deleted',
      description: logs.data?.find((log) => log.id === id)?.gameTitle ?? 'The log was removed.',
      variant: 'success',
    }),
    onSuccess: () => setDeleting(null),
    onError: () =>
      toast({ title: 'Error', description: 'Failed to delete maintenance log', variant: 'error' }),
  });
  const filterField = (name: keyof Filters) => ({
    value: filters[name],
    onChange: (event: { target: { value: string } }) =>
      setFilters({ ...filters, [name]: event.target.value }),
  });

  return (
    <>
      <StaffPageHeader
        title="Game Maintenance"
        description="Repairs, parts and service for every machine."
        actions={
          <>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              onClick={() => setFormTarget({ kind: 'new' })}
            >
              <Plus aria-hidden="true" />
              New Log
            </button>
            {headerActions}
          </>
        }
      />
      <div className="filter-bar" role="group" aria-label="Filters">
        <SelectField label="Status" options={statusFilterOptions} {...filterField('status')} />
        <SelectField
          label="Priority"
          options={priorityFilterOptions}
          {...filterField('priority')}
        />
        <SelectField
          label="Category"
          options={categoryFilterOptions}
          {...filterField('category')}
        />
      </div>
      <QueryState
        query={logs}
        loading="Loading maintenance logs..."
        error="Failed to load maintenance logs"
      >
        {(list) => {
          const shown = list.filter((log) => matches(log, filters));
          return (
            <>
              <p className="list-count" role="status">
                Showing {shown.length} of {list.length} logs
              </p>
              {shown.length === 0 ? (
                <p className="list-state">No maintenance logs found</p>
              ) : (
                <ul className="record-list record-list--grid">
                  {shown.map((log) => (
                    <li key={log.id}>
                      <LogCard
                        log={log}
                        onEdit={(chosen) => setFormTarget({ kind: 'edit', log: chosen })}
                        onDelete={setDeleting}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryState>
      <MaintenanceFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete maintenance log?"
        description={
          deleting ? (
            <p>
              The log for <strong>{deleting.gameTitle}</strong> from{' '}
              {formatVenueDate(deleting.createdAt)} will be removed. This cannot be undone.
            </p>
          ) : null
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        error={remove.isError ? 'Failed to delete maintenance log' : null}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </>
  );
}
