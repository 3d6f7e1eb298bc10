import type { OperationsSummary } from '@venue/contracts/operations';
import { Package, TriangleAlert, type LucideIcon } from 'lucide-react';

import { StatusTile, type StatusTileState } from '@/components/ui/status-tile/status-tile';
import { useFloorMachines } from '@/lib/get-floor-machines';

import { useOperationsSummary } from '../api/get-operations-summary';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function prizeState({ prizes }: OperationsSummary): StatusTileState {
  if (prizes.total === 0) {
    return {
      kind: 'value',
      value: 'No Prizes Yet',
      tone: 'off',
      detail: 'Add prizes to track stock.',
    };
  }
  if (prizes.lowStock === 0) {
    return {
      kind: 'value',
      value: 'Fully Stocked',
      tone: 'ok',
      detail: `${plural(prizes.total, 'prize', 'prizes')}, none low.`,
    };
  }
  return {
    kind: 'value',
    value: `${prizes.lowStock} Low Stock`,
    tone: 'warn',
    detail: `${prizes.outOfStock} out of stock, of ${plural(prizes.total, 'prize', 'prizes')}.`,
  };
}

function issuesState({ openIssues }: OperationsSummary, outOfOrder: number): StatusTileState {
  const total = openIssues.machineReports + openIssues.gameIssues + outOfOrder;
  const detail = `${plural(openIssues.machineReports, 'machine report', 'machine reports')}, ${plural(openIssues.gameIssues, 'game issue', 'game issues')}, ${plural(outOfOrder, 'machine', 'machines')} out of order.`;
  if (total === 0) return { kind: 'value', value: 'No Open Issues', tone: 'ok', detail };
  return { kind: 'value', value: plural(total, 'Open Issue', 'Open Issues'), tone: 'warn', detail };
}

function SummaryTile({
  label,
  icon,
  accent,
  state,
}: {
  label: string;
  icon: LucideIcon;
  accent: 'pink' | 'amber';
  state: (summary: OperationsSummary) => StatusTileState;
}) {
  const summary = useOperationsSummary();
  const tileState: StatusTileState = summary.isPending
    ? { kind: 'loading' }
    : summary.isError
      ? {
          kind: 'error',
          message: 'The operations figures did not answer.',
          onRetry: () => void summary.refetch(),
          retrying: summary.isFetching,
        }
      : state(summary.data);
  return <StatusTile label={label} icon={icon} accent={accent} state={tileState} />;
}

/** Prizes at or below their minimum (out of stock included). */
export function PrizeInventoryTile() {
  return <SummaryTile label="Prize Inventory" icon={Package} accent="pink" state={prizeState} />;
}

/**
 * Machine reports not yet fixed or closed, game issues not yet resolved, and machines staff
 * flagged out of order (from the floor view's answer).
 */
export function OpenIssuesTile() {
  const summary = useOperationsSummary();
  const floor = useFloorMachines();
  const failed = [summary, floor].filter((query) => query.isError);
  const tileState: StatusTileState =
    failed.length > 0
      ? {
          kind: 'error',
          message: 'The operations figures did not answer.',
          onRetry: () => failed.forEach((query) => void query.refetch()),
          retrying: failed.some((query) => query.isFetching),
        }
      : summary.data && floor.data
        ? issuesState(
            summary.data,
            floor.data.filter((machine) => machine.status === 'out of order').length,
          )
        : { kind: 'loading' };
  return <StatusTile label="Open Issues" icon={TriangleAlert} accent="amber" state={tileState} />;
}
