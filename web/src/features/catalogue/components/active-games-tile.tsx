import { Gamepad2 } from 'lucide-react';

import { StatusTile } from '@/components/ui/status-tile/status-tile';

import { useGameCounts } from '../api/get-game-counts';

/** The portal's Active Games figure: every machine in every category, read as staff. */
export function ActiveGamesTile() {
  const counts = useGameCounts({ asStaff: true });
  if (counts.isPending) {
    return (
      <StatusTile
        label="Active Games"
        icon={Gamepad2}
        accent="purple"
        state={{ kind: 'loading' }}
      />
    );
  }
  if (counts.isError) {
    return (
      <StatusTile
        label="Active Games"
        icon={Gamepad2}
        accent="purple"
        state={{
          kind: 'error',
          message: 'The games list did not answer.',
          onRetry: () => void counts.refetch(),
          retrying: counts.isFetching,
        }}
      />
    );
  }
  const total = Object.values(counts.data).reduce((sum, count) => sum + count, 0);
  return (
    <StatusTile
      label="Active Games"
      icon={Gamepad2}
      accent="purple"
      state={{
        kind: 'value',
        value: total === 1 ? '1 Machine' : `${total} Machines`,
        tone: 'ok',
        detail: 'Across all five categories.',
      }}
    />
  );
}
