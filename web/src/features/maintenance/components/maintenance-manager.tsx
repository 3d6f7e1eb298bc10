import type { MaintenanceLog } from '@venue/contracts/maintenance';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { Badge } from '@/components/ui/badge/badge';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import '@/components/ui/filter-bar/filter-bar.css';
import { SelectField } from '@/components/ui/form/field';
import { FilteredList, RecordList } from '@/components/ui/query-state/paged-list';
import { QueryState } from '@/components/ui/query-state/query-state';
import { Fact, Facts, RecordActions, RecordCard } from '@/components/ui/record-card/record-card';
import { issueTypeLabels } from '@/config/issue-types';
import { paths } from '@/config/paths';
import { bindFilters } from '@/lib/bind-filters';
import { successToastOf } from '@/lib/toast';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { formatCalendarDate, formatVenueDate } from '@/lib/venue-time';

import { deleteMaintenanceLogMutation } from '../api/delete-maintenance-log';
import { useMaintenanceLogs } from '../api/get-maintenance-logs';
import {
  categoryLabels,
  categoryOptions,
  priorityDisplay,
  priorityOptions,
  statusDisplay,
  statusOptions,
} from '../maintenance-labels';
import { MaintenanceFormDialog, type MaintenanceFormTarget } from './maintenance-form-dialog';

type Filters = { status: string; priority: string; category: string };
const allFilters: Filters = { status: 'all', priority: 'all', category: 'all' };

const statusFilterOptions = [{ value: 'all', label: 'All Statuses' }, ...statusOptions];
const priorityFilterOptions = [{ value: 'all', label: 'All Priorities' }, ...priorityOptions];
const categoryFilterOptions = [{ value: 'all', label: 'All Categories' }, ...categoryOptions];

/** The floor's records name a game in any case (as the machines' statuses read them). */
const sameGame = (log: MaintenanceLog, gameTitle: string | undefined) =>
  gameTitle === undefined || log.gameTitle.toLowerCase() === gameTitle.toLowerCase();

const matches = (log: MaintenanceLog, filters: Filters) =>
  (filters.status === 'all' || log.status === filters.status) &&
  (filters.priority === 'all' || log.priority === filters.priority) &&
  (filters.category === 'all' || log.gameCategory === filters.category);

const orNone = (text: string) => text || '—';

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
    <RecordCard
      className="maintenance-card"
      title={log.gameTitle}
      subtitle={`${categoryLabels[log.gameCategory]} · ${issueTypeLabels[log.issueType]}`}
      badges={
        <>
          <Badge tone={status.tone}>{status.label}</Badge>
          <Badge tone={priority.tone}>{priority.label} priority</Badge>
        </>
      }
      actions={
        <RecordActions
          name={`log for ${log.gameTitle}`}
          onEdit={() => onEdit(log)}
          onDelete={() => onDelete(log)}
        />
      }
    >
      <p className="record-card__text">{log.description}</p>
      <Facts>
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
      </Facts>
      {log.resolution ? (
        <div>
          <h3 className="caps-label record-card__label">Resolution</h3>
          <p className="record-card__text">{log.resolution}</p>
        </div>
      ) : null}
    </RecordCard>
  );
}

/**
 * The maintenance log: filters, the count shown, cards with edit and delete, New Log. With
 * `gameTitle`, only that game's entries (the floor view's link to a machine's).
 */
export function MaintenanceManager({
  headerActions,
  gameTitle,
}: {
  headerActions?: ReactNode;
  gameTitle?: string;
}) {
  const logs = useMaintenanceLogs();
  const [filters, setFilters] = useState<Filters>(allFilters);
  const [formTarget, setFormTarget] = useState<MaintenanceFormTarget | null>(null);
  const remove = useConfirmDelete({
    mutation: deleteMaintenanceLogMutation,
    successToast: successToastOf('Maintenance Log Deleted', (log: MaintenanceLog) => log.gameTitle),
    failure: 'Failed to delete maintenance log',
    errorToast: { title: 'Error' },
  });
  const { field: filterField } = bindFilters(filters, setFilters);

  return (
    <>
      <StaffPageHeader
        title="Game Maintenance"
        description={
          gameTitle === undefined ? (
            'Repairs, parts and service for every machine.'
          ) : (
            <>
              Repairs, parts and service for <strong>{gameTitle}</strong>.{' '}
              <Link to={paths.staff.maintenance.getHref()}>Show every machine</Link>
            </>
          )
        }
        actions={
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => setFormTarget({ kind: 'new' })}
          >
            <Plus aria-hidden="true" />
            New Log
          </button>
        }
        headerActions={headerActions}
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
        {(all) => {
          const list = all.filter((log) => sameGame(log, gameTitle));
          const shown = list.filter((log) => matches(log, filters));
          return (
            <FilteredList
              shown={shown}
              total={list.length}
              noun="logs"
              empty={<p className="list-state">No maintenance logs found</p>}
            >
              {(logs) => (
                <RecordList items={logs} keyOf={(log) => log.id} grid>
                  {(log) => (
                    <LogCard
                      log={log}
                      onEdit={(chosen) => setFormTarget({ kind: 'edit', log: chosen })}
                      onDelete={remove.ask}
                    />
                  )}
                </RecordList>
              )}
            </FilteredList>
          );
        }}
      </QueryState>
      <MaintenanceFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <ConfirmDialog
        title="Delete maintenance log?"
        description={
          remove.item ? (
            <p>
              The log for <strong>{remove.item.gameTitle}</strong> from{' '}
              {formatVenueDate(remove.item.createdAt)} will be removed. This cannot be undone.
            </p>
          ) : null
        }
        {...remove.dialog}
      />
    </>
  );
}
