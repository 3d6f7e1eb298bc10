import { machineStatuses, type FloorMachine } from '@venue/contracts/machines';
import { ClipboardList, TriangleAlert, Wrench } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import '@/components/ui/filter-bar/filter-bar.css';
import { CheckboxField, SelectField } from '@/components/ui/form/field';
import {
  MachineStatusBadge,
  machineStatusDisplay,
} from '@/components/ui/machine-status/machine-status';
import { QueryState } from '@/components/ui/query-state/query-state';
import { paths } from '@/config/paths';
import { useFloorMachines } from '@/lib/get-floor-machines';
import { formatVenueDateTime } from '@/lib/venue-time';

import {
  countOf,
  floorGroups,
  formatDownFor,
  type FloorShow,
  type FloorSort,
} from '../floor-order';
import { useMinuteClock } from '../hooks/use-minute-clock';
import './floor-view.css';

const sortOptions: Array<{ value: FloorSort; label: string }> = [
  { value: 'down-longest', label: 'Down longest first' },
  { value: 'name', label: 'Name' },
];

const showOptions: Array<{ value: FloorShow; label: string }> = [
  { value: 'all', label: 'All machines' },
  { value: 'down', label: 'Down only' },
  ...machineStatuses.map((status) => ({
    value: status,
    label: machineStatusDisplay[status].label,
  })),
];

/** `3 machines down (1 out of order, 2 reported) of 47.` */
function floorSummary(machines: FloorMachine[]): string {
  const down = machines.filter((machine) => machine.status !== 'working');
  if (down.length === 0) return `All ${countOf(machines.length, 'machine', 'machines')} working.`;
  const parts = machineStatuses
    .filter((status) => status !== 'working')
    .map((status) => [status, down.filter((machine) => machine.status === status).length] as const)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${status}`);
  return `${countOf(down.length, 'machine', 'machines')} down (${parts.join(', ')}) of ${machines.length}.`;
}

/** A machine's open records, each a link to its list filtered to the machine. */
function OpenRecords({ machine }: { machine: FloorMachine }) {
  const records: ReactNode[] = [];
  if (machine.openReports > 0) {
    records.push(
      <Link key="reports" to={paths.staff.machineReports.getHref(machine.gameName)}>
        <ClipboardList aria-hidden="true" />
        {countOf(machine.openReports, 'open report', 'open reports')}
        <span className="visually-hidden"> for {machine.gameName}</span>
      </Link>,
    );
  }
  if (machine.openMaintenance > 0) {
    records.push(
      <Link key="maintenance" to={paths.staff.maintenance.getHref(machine.gameName)}>
        <Wrench aria-hidden="true" />
        {countOf(machine.openMaintenance, 'open maintenance entry', 'open maintenance entries')}
        <span className="visually-hidden"> for {machine.gameName}</span>
      </Link>,
    );
  }
  if (machine.openGameIssues > 0) {
    records.push(
      <span key="issues">
        <TriangleAlert aria-hidden="true" />
        {countOf(machine.openGameIssues, 'game issue', 'game issues')}
      </span>,
    );
  }
  if (records.length === 0) return null;
  return (
    <ul className="floor-machine__records" aria-label={`Open records for ${machine.gameName}`}>
      {records.map((record, index) => (
        <li key={index}>{record}</li>
      ))}
    </ul>
  );
}

function FloorMachineRow({ machine, now }: { machine: FloorMachine; now: number }) {
  const down = machine.downSince;
  return (
    <article
      className={down ? 'floor-machine floor-machine--down' : 'floor-machine'}
      data-status={machine.status}
      aria-label={machine.gameName}
    >
      <div className="floor-machine__main">
        <h3 className="floor-machine__name">
          <Link to={paths.machine.getHref(machine.slug)}>{machine.gameName}</Link>
        </h3>
        <MachineStatusBadge status={machine.status} />
      </div>
      {down ? (
        <p className="floor-machine__down">
          Down for <strong>{formatDownFor(now - down.getTime())}</strong>, since{' '}
          <time dateTime={down.toISOString()}>{formatVenueDateTime(down)}</time>
        </p>
      ) : null}
      {machine.note ? <p className="floor-machine__note">{machine.note}</p> : null}
      <OpenRecords machine={machine} />
    </article>
  );
}

/**
 * Staff: every machine's live status at once, by category (or as one list), the ones down
 * longest first (or by name), each with how long it has been down and its open reports and
 * maintenance entries one click away. Asked again every 30 seconds while open.
 */
export function FloorView({ headerActions }: { headerActions?: ReactNode }) {
  const floor = useFloorMachines();
  const now = useMinuteClock();
  const [sort, setSort] = useState<FloorSort>('down-longest');
  const [show, setShow] = useState<FloorShow>('all');
  const [grouped, setGrouped] = useState(true);
  const headingPrefix = useId();

  return (
    <>
      <StaffPageHeader
        title="Floor"
        description={
          floor.data ? floorSummary(floor.data) : "Every machine's live status, at a glance."
        }
        refresh={floor}
        headerActions={headerActions}
      />
      <div className="filter-bar" role="group" aria-label="Sort and filter">
        <SelectField
          label="Sort"
          options={sortOptions}
          value={sort}
          onChange={(event) => setSort(event.target.value as FloorSort)}
        />
        <SelectField
          label="Show"
          options={showOptions}
          value={show}
          onChange={(event) => setShow(event.target.value as FloorShow)}
        />
        <div className="filter-bar__checks">
          <CheckboxField
            label="Group by category"
            checked={grouped}
            onChange={(event) => setGrouped(event.target.checked)}
          />
        </div>
      </div>
      <QueryState
        query={floor}
        loading="Loading the floor..."
        error="Failed to load the floor"
        isEmpty={(machines) => floorGroups(machines, { sort, show, grouped }).length === 0}
        empty={
          show === 'all' ? 'No machines on the floor yet.' : 'No machines match what is shown.'
        }
      >
        {(machines) =>
          floorGroups(machines, { sort, show, grouped }).map((group) => {
            const headingId = `${headingPrefix}-${group.key}`;
            const down = group.machines.filter((machine) => machine.downSince).length;
            return (
              <section key={group.key} className="floor-group" aria-labelledby={headingId}>
                <h2 id={headingId} className="floor-group__title">
                  {group.title}{' '}
                  <span className="floor-group__count">
                    {countOf(group.machines.length, 'machine', 'machines')}
                    {down > 0 ? `, ${down} down` : ''}
                  </span>
                </h2>
                <ul className="floor-list">
                  {group.machines.map((machine) => (
                    <li key={machine.slug}>
                      <FloorMachineRow machine={machine} now={now} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        }
      </QueryState>
    </>
  );
}
