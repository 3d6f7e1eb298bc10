import { machineStatuses, type FloorMachine } from '@venue/contracts/machines';
import { ClipboardList, TriangleAlert, Wrench, type LucideIcon } from 'lucide-react';
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

/** A kind of record a machine can have open, as its row counts them. */
type OpenRecordKind = {
  kind: string;
  icon: LucideIcon;
  count: (machine: FloorMachine) => number;
  nouns: [string, string];
  /** The machine's list of these records, where there is one. */
  listOf?: (gameName: string) => string;
};

/** A machine's open records: reports and maintenance link to their list filtered to the machine. */
const openRecordKinds: OpenRecordKind[] = [
  {
    kind: 'reports',
    icon: ClipboardList,
    count: (machine) => machine.openReports,
    nouns: ['open report', 'open reports'],
    listOf: paths.staff.machineReports.getHref,
  },
  {
    kind: 'maintenance',
    icon: Wrench,
    count: (machine) => machine.openMaintenance,
    nouns: ['open maintenance entry', 'open maintenance entries'],
    listOf: paths.staff.maintenance.getHref,
  },
  {
    kind: 'issues',
    icon: TriangleAlert,
    count: (machine) => machine.openGameIssues,
    nouns: ['game issue', 'game issues'],
  },
];

function OpenRecords({ machine }: { machine: FloorMachine }) {
  const open = openRecordKinds.filter(({ count }) => count(machine) > 0);
  if (open.length === 0) return null;
  return (
    <ul className="floor-machine__records" aria-label={`Open records for ${machine.gameName}`}>
      {open.map(({ kind, icon: Icon, count, nouns, listOf }) => {
        const said = (
          <>
            <Icon aria-hidden="true" />
            {countOf(count(machine), ...nouns)}
          </>
        );
        return (
          <li key={kind}>
            {listOf ? (
              <Link to={listOf(machine.gameName)}>
                {said}
                <span className="visually-hidden"> for {machine.gameName}</span>
              </Link>
            ) : (
              <span>{said}</span>
            )}
          </li>
        );
      })}
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
