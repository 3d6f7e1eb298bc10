import type {
  MajorWin,
  majorWinInputSchema,
  Prize,
  PrizeList,
  Restock,
  restockInputSchema,
} from '@venue/contracts/prizes';
import { compareNames } from '@venue/contracts/text';
import { conflict, notFound } from '@venue/service-kit/errors';
import type { z } from 'zod';
import { readSupplierCost, stockStatusOf, summarizePrizes } from './prize-stock';
import type {
  MajorWinRecord,
  PrizeFields,
  PrizeRecord,
  PrizesRepository,
  RestockRecord,
} from './prizes.repository';

const presentPrize = (record: PrizeRecord): Prize => {
  const cost = readSupplierCost(record.supplierCost);
  return {
    id: record.id,
    name: record.name,
    category: record.category,
    pointsCost: record.pointsCost,
    ticketCost: record.ticketCost,
    supplierCost: record.supplierCost,
    currentStock: record.currentStock,
    minimumStock: record.minimumStock,
    maxStock: record.maxStock,
    supplier: record.supplier,
    description: record.description,
    isActive: record.isActive,
    lastRestocked: record.lastRestocked,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    stockStatus: stockStatusOf(record),
    supplierCostCents: cost.kind === 'amount' ? Number(cost.cents) : null,
    supplierCostWarning: cost.kind === 'unreadable' ? cost.warning : null,
  };
};

const presentWin = (record: MajorWinRecord): MajorWin => ({
  id: record.id,
  gameName: record.gameName,
  prizeDescription: record.prizeDescription,
  winnerName: record.winnerName,
  pictureUrl: record.pictureUrl,
  notes: record.notes,
  wonAt: record.wonAt,
  createdAt: record.createdAt,
});

const presentRestock = (record: RestockRecord): Restock => ({
  id: record.id,
  gameName: record.gameName,
  itemsAdded: record.itemsAdded,
  restockedBy: record.restockedBy,
  notes: record.notes,
  restockedAt: record.restockedAt,
});

const byName = (a: PrizeRecord, b: PrizeRecord) => compareNames(a.name, b.name);

type MajorWinFields = z.output<typeof majorWinInputSchema>;
type RestockFields = z.output<typeof restockInputSchema>;

/** Prize stock with its derived status and summary, major wins and minor restocks. */
export function prizesDomain(prizes: PrizesRepository) {
  const noSuchPrize = () => notFound('No prize with that id');
  return {
    list: async (): Promise<PrizeList> => (await prizes.allPrizes()).sort(byName).map(presentPrize),

    summary: async () => summarizePrizes(await prizes.allPrizes()),

    create: async (fields: PrizeFields) => presentPrize(await prizes.insertPrize(fields)),

    /** Refused with a 409 when the prize was saved by someone else after `savedAt`. */
    async update(id: string, savedAt: Date, fields: PrizeFields) {
      const updated = await prizes.updatePrizeIfUnchanged(id, savedAt, fields);
      if (updated) return presentPrize(updated);
      if (!(await prizes.findPrize(id))) throw noSuchPrize();
      throw conflict('This prize was changed by someone else since you opened it', {
        updatedAt: ['Someone else saved this prize meanwhile: close the form and edit it again'],
      });
    },

    async remove(id: string) {
      if (!(await prizes.deletePrize(id))) throw noSuchPrize();
    },

    wins: async () => (await prizes.winsNewestFirst()).map(presentWin),
    recordWin: async ({ wonAt, ...fields }: MajorWinFields) =>
      presentWin(
        await prizes.insertWin({ ...fields, wonAt: wonAt ? new Date(wonAt) : new Date() }),
      ),
    async removeWin(id: string) {
      if (!(await prizes.deleteWin(id))) throw notFound('No major win with that id');
    },

    restocks: async () => (await prizes.restocksNewestFirst()).map(presentRestock),
    recordRestock: async ({ restockedAt, ...fields }: RestockFields) =>
      presentRestock(
        await prizes.insertRestock({
          ...fields,
          restockedAt: restockedAt ? new Date(restockedAt) : new Date(),
        }),
      ),
    async removeRestock(id: string) {
      if (!(await prizes.deleteRestock(id))) throw notFound('No restock with that id');
    },
  };
}

export type PrizesDomain = ReturnType<typeof prizesDomain>;
