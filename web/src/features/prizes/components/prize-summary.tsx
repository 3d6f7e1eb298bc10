import type { PrizeSummary as Summary } from '@venue/contracts/prizes';
import { DollarSign, Gift, PackageX, TriangleAlert } from 'lucide-react';

import { StatusTile, type StatusTileState } from '@/components/ui/status-tile/status-tile';

import { formatDollars } from '../prize-labels';

/** A count of prizes to act on: a warning while there are any. */
const toActOn = (count: number, detail?: string): StatusTileState => ({
  kind: 'value',
  value: String(count),
  tone: count > 0 ? 'warn' : 'ok',
  detail,
});

/** The summary row, as the server worked it out. */
export function PrizeSummary({ summary }: { summary: Summary }) {
  return (
    <section className="prize-summary" aria-label="Prize summary">
      <StatusTile
        label="Total Prizes"
        icon={Gift}
        accent="purple"
        state={{ kind: 'value', value: String(summary.totalPrizes) }}
      />
      <StatusTile
        label="Inventory Value"
        icon={DollarSign}
        accent="lime"
        state={{
          kind: 'value',
          value: formatDollars(summary.inventoryValue),
          detail: 'Supplier cost times current stock.',
        }}
      />
      <StatusTile
        label="Low Stock"
        icon={TriangleAlert}
        accent="amber"
        state={toActOn(summary.lowStock, 'At or below minimum, out of stock included.')}
      />
      <StatusTile
        label="Out of Stock"
        icon={PackageX}
        accent="pink"
        state={toActOn(summary.outOfStock)}
      />
    </section>
  );
}
