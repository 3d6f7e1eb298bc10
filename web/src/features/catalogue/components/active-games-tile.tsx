import { Gamepad2 } from 'lucide-react';
import type { ComponentProps } from 'react';

import { StatusTile } from '@/components/ui/status-tile/status-tile';

import { useGameCounts } from '../api/get-game-counts';

const tile = (state: ComponentProps<typeof StatusTile>['state']) => (
  <StatusTile label="Active Games" icon={Gamepad2} accent="purple" state={state} />
);

/** The portal's Active Games figure: every machine in every category, read as staff. */
export function ActiveGamesTile() {
  const counts = useGameCounts({ asStaff: true });
  if (counts.isPending) return tile({ kind: 'loading' });
  if (counts.isError) {
    return tile({
      kind: 'error',
      message: 'The games list did not answer.',
      onRetry: () => void counts.refetch(),
      retrying: counts.isFetching,
    });
  }
  const total = Object.values(counts.data).reduce((sum, count) => sum + count, 0);
  return tile({
    kind: 'value',
    value: total === 1 ? '1 Machine' : `${total} Machines`,
    tone: 'ok',
    detail: 'Across all five categories.',
  });
}
