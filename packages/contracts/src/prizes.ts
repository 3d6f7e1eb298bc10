import { z } from 'zod';
import {
  countEntry,
  int32,
  optionalDate,
  optionalInstant,
  optionalWebAddress,
} from './operations-fields';
import { optionalText, requiredText } from './text';

export const prizeCategories = ['plushies', 'electronics', 'candy', 'toys', 'misc'] as const;
export type PrizeCategory = (typeof prizeCategories)[number];

/** Derived on the server from the stock figures (see the operations service's prize-stock). */
export const stockStatuses = ['out_of_stock', 'low_stock', 'well_stocked', 'normal'] as const;
export type StockStatus = (typeof stockStatuses)[number];

export const prizeDefaults = {
  pointsCost: 0,
  ticketCost: 0,
  currentStock: 0,
  minimumStock: 5,
  maxStock: 50,
  isActive: true,
} as const;

/** A prize as staff write it; counts accept typed text (see `countEntry`). */
export const prizeInputSchema = z.object({
  name: requiredText('Name', { max: 120 }),
  category: z.enum(prizeCategories, { error: 'Please select a category' }),
  pointsCost: countEntry('Points cost', { min: 0, fallback: prizeDefaults.pointsCost }),
  ticketCost: countEntry('Ticket cost', { min: 0, fallback: prizeDefaults.ticketCost }),
  /** Text such as '$4.50'; an amount that cannot be read counts as 0 in the inventory value. */
  supplierCost: optionalText('Supplier cost', { max: 50 }),
  /** May go below zero (a miscount): the spec's out-of-stock rule is "0 or less". */
  currentStock: countEntry('Current stock', {
    min: int32.min,
    fallback: prizeDefaults.currentStock,
  }),
  minimumStock: countEntry('Minimum stock', { min: 0, fallback: prizeDefaults.minimumStock }),
  maxStock: countEntry('Max stock', { min: 0, fallback: prizeDefaults.maxStock }),
  supplier: optionalText('Supplier', { max: 100 }),
  description: optionalText('Description', { max: 1000, multiline: true }),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(prizeDefaults.isActive),
  lastRestocked: optionalDate('Last restocked'),
});
export type PrizeInput = z.input<typeof prizeInputSchema>;

/**
 * An edit carries the prize's updatedAt as the form loaded it: if someone saved the prize since,
 * the edit is refused (409) rather than silently undoing their change.
 */
export const prizeUpdateSchema = prizeInputSchema.extend({
  updatedAt: z.iso.datetime({
    offset: true,
    error: 'updatedAt must be the time the prize was last saved (ISO 8601)',
  }),
});
export type PrizeUpdate = z.input<typeof prizeUpdateSchema>;

export const prizeSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(prizeCategories),
  pointsCost: z.number().int(),
  ticketCost: z.number().int(),
  supplierCost: z.string(),
  currentStock: z.number().int(),
  minimumStock: z.number().int(),
  maxStock: z.number().int(),
  supplier: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  lastRestocked: z.iso.date().nullable(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
  stockStatus: z.enum(stockStatuses),
  /** The supplier cost read as whole cents; null when blank or unreadable. */
  supplierCostCents: z.number().int().nullable(),
  /** Set when the supplier cost is there but is not an amount: it then counts as 0. */
  supplierCostWarning: z.string().nullable(),
});
export type Prize = z.infer<typeof prizeSchema>;

export const prizeSummarySchema = z.object({
  totalPrizes: z.number().int(),
  /** Dollars with two decimals, e.g. '1234.50': supplier cost times current stock, summed. */
  inventoryValue: z.string().regex(/^\d+\.\d{2}$/),
  /** At or below minimum, out of stock included. */
  lowStock: z.number().int(),
  outOfStock: z.number().int(),
});
export type PrizeSummary = z.infer<typeof prizeSummarySchema>;

/** The spec's list of prizes, sorted by name. */
export const prizeListSchema = z.array(prizeSchema);
export type PrizeList = z.infer<typeof prizeListSchema>;

/** The games whose big prizes are recorded as major wins. */
export const majorWinGames = [
  'Prize Locker',
  'Stacker',
  'Time Buster',
  'Road Trip',
  'Color Match',
] as const;

export const majorWinInputSchema = z.object({
  gameName: z.enum(majorWinGames, { error: 'Please select a game' }),
  prizeDescription: requiredText('Prize description', { max: 500, multiline: true }),
  winnerName: optionalText('Winner name', { max: 100 }),
  pictureUrl: optionalWebAddress('Picture URL'),
  notes: optionalText('Notes', { max: 1000, multiline: true }),
  wonAt: optionalInstant('Won at'),
});
export type MajorWinInput = z.input<typeof majorWinInputSchema>;

export const majorWinSchema = z.object({
  id: z.string(),
  gameName: z.enum(majorWinGames),
  prizeDescription: z.string(),
  winnerName: z.string(),
  pictureUrl: z.string(),
  notes: z.string(),
  wonAt: z.coerce.date(),
  createdAt: z.coerce.date(),
});
export type MajorWin = z.infer<typeof majorWinSchema>;

/** The games whose small prizes staff restock (the Prize Locker is not among them). */
export const restockGames = [
  'Stacker',
  'Time Buster',
  'Road Trip',
  'Color Match',
  'Claw Machine 1',
  'Claw Machine 2',
  'Claw Machine 3',
  'Ticket Blaster',
  'Spin-N-Win',
  'Lucky Wheel',
  'Pop the Lock',
  'Fishbowl Frenzy',
  'Ring Toss',
  'Basketball',
  'Skee Ball',
] as const;

export const restockInputSchema = z.object({
  gameName: z.enum(restockGames, { error: 'Please select a game' }),
  /** A restock adds something: a non-numeric entry becomes 0 and is then refused. */
  itemsAdded: countEntry('Items added', { min: 1 }),
  restockedBy: requiredText('Restocked by', { max: 100 }),
  notes: optionalText('Notes', { max: 1000, multiline: true }),
  restockedAt: optionalInstant('Restocked at'),
});
export type RestockInput = z.input<typeof restockInputSchema>;

export const restockSchema = z.object({
  id: z.string(),
  gameName: z.enum(restockGames),
  itemsAdded: z.number().int(),
  restockedBy: z.string(),
  notes: z.string(),
  restockedAt: z.coerce.date(),
});
export type Restock = z.infer<typeof restockSchema>;
