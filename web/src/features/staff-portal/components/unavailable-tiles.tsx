import { Package, TriangleAlert } from 'lucide-react';

import { StatusTile } from '@/components/ui/status-tile/status-tile';

/**
 * Prize stock and open machine issues come from the operations service, which is not running
 * yet: the tiles say so instead of showing a made-up figure.
 */
export function PrizeInventoryTile() {
  return (
    <StatusTile
      label="Prize Inventory"
      icon={Package}
      accent="pink"
      state={{
        kind: 'value',
        value: 'Unavailable',
        tone: 'off',
        detail: 'Prize tracking is not connected yet.',
      }}
    />
  );
}

export function OpenIssuesTile() {
  return (
    <StatusTile
      label="Open Issues"
      icon={TriangleAlert}
      accent="amber"
      state={{
        kind: 'value',
        value: 'Unavailable',
        tone: 'off',
        detail: 'Machine reports are not connected yet.',
      }}
    />
  );
}
