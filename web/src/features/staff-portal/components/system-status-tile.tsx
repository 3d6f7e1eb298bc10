import { Activity } from 'lucide-react';

import { StatusTile } from '@/components/ui/status-tile/status-tile';

import { useSystemStatus } from '../api/get-system-status';

/** `catalogue` → `Catalogue`; the check names are the server's part names. */
const partName = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export function SystemStatusTile() {
  const status = useSystemStatus();
  if (status.isPending) {
    return (
      <StatusTile label="System Status" icon={Activity} accent="lime" state={{ kind: 'loading' }} />
    );
  }
  if (status.isError) {
    return (
      <StatusTile
        label="System Status"
        icon={Activity}
        accent="lime"
        state={{
          kind: 'error',
          message: 'The status check did not answer.',
          onRetry: () => void status.refetch(),
          retrying: status.isFetching,
        }}
      />
    );
  }
  const down = Object.entries(status.data.checks)
    .filter(([, state]) => state !== 'ok')
    .map(([name]) => partName(name));
  return (
    <StatusTile
      label="System Status"
      icon={Activity}
      accent="lime"
      state={
        status.data.status === 'online' && down.length === 0
          ? { kind: 'value', value: 'All Systems Online', tone: 'ok' }
          : {
              kind: 'value',
              value: 'Degraded',
              tone: 'warn',
              detail:
                down.length > 0 ? `Unavailable: ${down.join(', ')}` : 'Some parts are not ready.',
            }
      }
    />
  );
}
