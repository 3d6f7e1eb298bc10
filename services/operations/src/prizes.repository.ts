import type { MajorWin, PrizeCategory, Restock } from '@venue/contracts/prizes';
import type { Store } from '@venue/store/store.port';

export interface PrizeRecord {
  id: string;
  name: string;
  category: PrizeCategory;
  pointsCost: number;
  ticketCost: number;
  supplierCost: string;
  currentStock: number;
  minimumStock: number;
  maxStock: number;
  supplier: string;
  description: string;
  isActive: boolean;
  lastRestocked: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type PrizeFields = Omit<PrizeRecord, 'id' | 'createdAt' | 'updatedAt'>;

export type MajorWinRecord = MajorWin;
export type MajorWinFields = Omit<MajorWinRecord, 'id' | 'createdAt'>;

export type RestockRecord = Restock & { createdAt: Date };
export type RestockFields = Omit<RestockRecord, 'id' | 'createdAt'>;

export async function prizesRepository(store: Store) {
  const prizes = await store.collection<PrizeRecord>('prizes');
  const wins = await store.collection<MajorWinRecord>('major_wins', {
    indexes: [{ fields: { wonAt: -1 } }],
  });
  const restocks = await store.collection<RestockRecord>('minor_restocks', {
    indexes: [{ fields: { restockedAt: -1 } }],
  });
  return {
    allPrizes: () => prizes.find(),
    findPrize: (id: string) => prizes.findById(id),
    insertPrize(fields: PrizeFields) {
      const now = new Date();
      return prizes.insert({ ...fields, createdAt: now, updatedAt: now });
    },
    /**
     * Changes the prize only if it is still as last saved at `savedAt` (null otherwise). The new
     * updatedAt is always later than `savedAt`, even within one millisecond, so the next stale
     * edit is always caught.
     */
    updatePrizeIfUnchanged: (id: string, savedAt: Date, fields: PrizeFields) =>
      prizes.updateOne(
        { id, updatedAt: savedAt },
        {
          $set: {
            ...fields,
            updatedAt: new Date(Math.max(Date.now(), savedAt.getTime() + 1)),
          },
        },
      ),
    deletePrize: (id: string) => prizes.deleteOne({ id }),

    winsNewestFirst: () => wins.find({}, { sort: { wonAt: -1 } }),
    insertWin: (fields: MajorWinFields) => wins.insert({ ...fields, createdAt: new Date() }),
    deleteWin: (id: string) => wins.deleteOne({ id }),

    restocksNewestFirst: () => restocks.find({}, { sort: { restockedAt: -1 } }),
    insertRestock: (fields: RestockFields) => restocks.insert({ ...fields, createdAt: new Date() }),
    deleteRestock: (id: string) => restocks.deleteOne({ id }),
  };
}

export type PrizesRepository = Awaited<ReturnType<typeof prizesRepository>>;
