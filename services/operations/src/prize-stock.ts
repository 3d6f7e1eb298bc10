import type { PrizeSummary, StockStatus } from '@venue/contracts/prizes';

interface StockFigures {
  currentStock: number;
  minimumStock: number;
  maxStock: number;
}

/**
 * The spec's rules, first match wins: out of stock at 0 or less; low at or below the minimum;
 * well stocked from 80% of the maximum; otherwise normal.
 */
export function stockStatusOf({ currentStock, minimumStock, maxStock }: StockFigures): StockStatus {
  if (currentStock <= 0) return 'out_of_stock';
  if (currentStock <= minimumStock) return 'low_stock';
  // 80% in whole numbers (stock ≥ 4/5 of max), so the edge never depends on float rounding.
  if (currentStock * 5 >= maxStock * 4) return 'well_stocked';
  return 'normal';
}

/**
 * A dollar amount as staff type it: an optional `$`, whole dollars (up to 12 digits, or
 * thousands separated by commas) and at most two decimals: `$4.50`, `4.5`, `12`, `.99`,
 * `$1,250.00`.
 */
const dollarAmount = /^\$?\s*(\d{1,3}(?:,\d{3}){1,3}|\d{1,12})?(?:\.(\d{1,2}))?$/;

type SupplierCost =
  { kind: 'amount'; cents: bigint } | { kind: 'blank' } | { kind: 'unreadable'; warning: string };

export function readSupplierCost(text: string): SupplierCost {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'blank' };
  const match = dollarAmount.exec(trimmed);
  const [, dollars, fraction] = match ?? [];
  if (!match || (dollars === undefined && fraction === undefined)) {
    return {
      kind: 'unreadable',
      warning: `Supplier cost "${trimmed}" is not a dollar amount, so this prize counts as $0.00 in the inventory value.`,
    };
  }
  const cents =
    BigInt((dollars ?? '0').replaceAll(',', '')) * 100n + BigInt((fraction ?? '').padEnd(2, '0'));
  return { kind: 'amount', cents };
}

/** Whole cents as dollars with two decimals: 123450n → '1234.50'. */
export const dollarsOf = (cents: bigint) =>
  `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

interface PrizeFigures extends StockFigures {
  supplierCost: string;
}

/**
 * The summary row. The inventory value is summed in whole cents (BigInt: no float drift, no
 * overflow however large the stock); stock below zero adds nothing rather than taking value
 * away, and an unreadable supplier cost counts as 0.
 */
export function summarizePrizes(prizes: PrizeFigures[]): PrizeSummary {
  let valueCents = 0n;
  let lowStock = 0;
  let outOfStock = 0;
  for (const prize of prizes) {
    const status = stockStatusOf(prize);
    if (status === 'out_of_stock') outOfStock += 1;
    if (status === 'out_of_stock' || status === 'low_stock') lowStock += 1;
    const cost = readSupplierCost(prize.supplierCost);
    if (cost.kind === 'amount' && prize.currentStock > 0) {
      valueCents += cost.cents * BigInt(prize.currentStock);
    }
  }
  return {
    totalPrizes: prizes.length,
    inventoryValue: dollarsOf(valueCents),
    lowStock,
    outOfStock,
  };
}
