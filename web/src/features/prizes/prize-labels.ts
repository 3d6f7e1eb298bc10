import type { PrizeCategory, StockStatus } from '@venue/contracts/prizes';

import type { BadgeTone } from '@/components/ui/badge/badge';

export const categoryLabels: Record<PrizeCategory, string> = {
  plushies: 'Plushies',
  electronics: 'Electronics',
  candy: 'Candy',
  toys: 'Toys',
  misc: 'Misc',
};

export const stockStatusDisplay: Record<StockStatus, { label: string; tone: BadgeTone }> = {
  out_of_stock: { label: 'Out of Stock', tone: 'red' },
  low_stock: { label: 'Low Stock', tone: 'yellow' },
  well_stocked: { label: 'Well Stocked', tone: 'green' },
  normal: { label: 'Normal', tone: 'blue' },
};

/** `1234.50` (the server's two decimals) → `$1,234.50`, without passing through a float. */
export function formatDollars(amount: string): string {
  const [whole = '0', cents = '00'] = amount.split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
