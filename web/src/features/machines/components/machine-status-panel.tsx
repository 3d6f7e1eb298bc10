import { MachineStatusBadge } from '@/components/ui/machine-status/machine-status';

import { useMachineStatus } from '../api/get-machine-status';
import './machine-status-panel.css';

type MachineStatusPanelProps = {
  slug: string;
  /** When the visitor reported the machine: its status is watched until it changes. */
  changeExpectedAt: number | null;
};

/**
 * The machine's live status on its page, with the time of the last change and staff's note
 * while it is out of order; announced when it changes. Its place is kept while it loads.
 */
export function MachineStatusPanel({ slug, changeExpectedAt }: MachineStatusPanelProps) {
  const status = useMachineStatus(slug, changeExpectedAt);
  const data = status.data;
  return (
    <div className="machine-status-panel" aria-live="polite">
      {data ? (
        <>
          <MachineStatusBadge status={data.status} since={data.since} size="lg" />
          {data.status === 'out of order' && data.note ? (
            <p className="machine-status-panel__note">{data.note}</p>
          ) : null}
        </>
      ) : (
        <p className="machine-status-panel__unknown">
          {status.isError ? 'Status unavailable right now.' : 'Checking the status...'}
        </p>
      )}
    </div>
  );
}
