import { describe, expect, it } from 'vitest';
import { dollarsOf, readSupplierCost, stockStatusOf, summarizePrizes } from '../src/prize-stock';

const figures = (currentStock: number, minimumStock = 5, maxStock = 50) => ({
  currentStock,
  minimumStock,
  maxStock,
});

describe('stock status', () => {
  it.each([
    [-3, 'out_of_stock'],
    [0, 'out_of_stock'],
    [1, 'low_stock'],
    [5, 'low_stock'],
    [6, 'normal'],
    [39, 'normal'],
    [40, 'well_stocked'],
    [50, 'well_stocked'],
    [75, 'well_stocked'],
  ])('when stock is %i with minimum 5 and maximum 50, then it is %s', (stock, status) => {
    expect(stockStatusOf(figures(stock))).toBe(status);
  });

  it('when 80% of the maximum is not a whole number, then well stocked starts at the next whole one', () => {
    // 80% of 7 is 5.6: 5 is below it, 6 is above it.
    expect(stockStatusOf(figures(5, 1, 7))).toBe('normal');
    expect(stockStatusOf(figures(6, 1, 7))).toBe('well_stocked');
  });

  it('when the minimum reaches past 80% of the maximum, then low stock wins (the rules apply in order)', () => {
    expect(stockStatusOf(figures(45, 45, 50))).toBe('low_stock');
    expect(stockStatusOf(figures(46, 45, 50))).toBe('well_stocked');
  });

  it('when the maximum is 0, then any stock above the minimum is well stocked', () => {
    expect(stockStatusOf(figures(1, 0, 0))).toBe('well_stocked');
  });

  it('when the figures are the 32-bit extremes, then the comparison is still exact', () => {
    const max = 2_147_483_647;
    const edge = Math.ceil((max * 4) / 5);
    expect(stockStatusOf(figures(edge, 0, max))).toBe('well_stocked');
    expect(stockStatusOf(figures(edge - 1, 0, max))).toBe('normal');
  });
});

describe('supplier cost', () => {
  it.each([
    ['$4.50', 450n],
    ['4.5', 450n],
    ['4', 400n],
    ['.99', 99n],
    ['$0.10', 10n],
    ['$ 3', 300n],
    ['  $12.05 ', 1205n],
    ['$1,250.00', 125000n],
    ['999999999999.99', 99999999999999n],
  ])('when it reads %j, then it is %i cents', (text, cents) => {
    expect(readSupplierCost(text)).toEqual({ kind: 'amount', cents });
  });

  it('when it is blank, then it is no amount and no warning', () => {
    expect(readSupplierCost('   ')).toEqual({ kind: 'blank' });
  });

  it.each([
    'abc',
    '4.555',
    '-3',
    '$-3',
    '4,50',
    '1,2345',
    '$',
    '.',
    '4.',
    '4 dollars',
    'USD 4',
    '1e3',
    '9999999999999',
  ])(
    'when it reads %j, then it is unreadable with a warning that says it counts as $0.00',
    (text) => {
      const cost = readSupplierCost(text);
      expect(cost.kind).toBe('unreadable');
      expect(cost.kind === 'unreadable' && cost.warning).toContain('counts as $0.00');
    },
  );
});

describe('summary', () => {
  it('when amounts that drift as floats are summed, then the value is exact to the cent', () => {
    // As floats, 0.1 * 3 + 0.2 * 3 is 0.9000000000000001; in cents it is 90.
    const summary = summarizePrizes([
      { ...figures(3), supplierCost: '0.10' },
      { ...figures(3), supplierCost: '$0.20' },
    ]);
    expect(summary.inventoryValue).toBe('0.90');
  });

  it('when prizes mix readable, blank, unreadable costs and negative stock, then only readable costs times positive stock count', () => {
    const summary = summarizePrizes([
      { ...figures(3), supplierCost: '$4.50' }, // 13.50
      { ...figures(2), supplierCost: '4.5' }, // 9.00
      { ...figures(10), supplierCost: 'abc' }, // 0
      { ...figures(7), supplierCost: '' }, // 0
      { ...figures(-4), supplierCost: '$100' }, // stock below zero adds nothing
      { ...figures(0), supplierCost: '$100' }, // 0
    ]);
    expect(summary).toEqual({
      totalPrizes: 6,
      inventoryValue: '22.50',
      lowStock: 4,
      outOfStock: 2,
    });
  });

  it('when the value passes what a double holds exactly, then it is still exact', () => {
    const summary = summarizePrizes([
      { ...figures(2_147_483_647, 0, 0), supplierCost: '$999,999,999.99' },
    ]);
    expect(summary.inventoryValue).toBe(dollarsOf(99_999_999_999n * 2_147_483_647n));
    expect(summary.inventoryValue).toBe('2147483646978525163.53');
  });

  it('when there are no prizes, then everything is zero', () => {
    expect(summarizePrizes([])).toEqual({
      totalPrizes: 0,
      inventoryValue: '0.00',
      lowStock: 0,
      outOfStock: 0,
    });
  });
});
