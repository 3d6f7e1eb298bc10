import type { PrizeSummary as Summary } from '@venue/contracts/prizes';
import { DollarSign, Gift, PackageX, TriangleAlert } from 'lucide-react';

import { StatusTile } from '@/components/ui/status-tile/status-tile';

import { formatDollars } from '../prize-labels';

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
        state={{
          kind: 'value',
          value: String(summary.lowStock),
          tone: summary.lowStock > 0 ? 'warn' : 'ok',
          detail: 'At or below minimum, out of stock included.',
        }}
      />
      <StatusTile
        label="Out of Stock"
        icon={PackageX}
        accent="pink"
        state={{
          kind: 'value',
          value: String(summary.outOfStock),
          tone: summary.outOfStock > 0 ? 'warn' : 'ok',
        }}
      />
    </section>
  );
}
