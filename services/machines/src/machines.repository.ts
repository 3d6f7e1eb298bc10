import type { GameCategory } from '@venue/contracts/catalogue';
import type { MachineStatusName } from '@venue/contracts/machines';
import type { OpenProblem } from '@venue/contracts/operations';
import type { Store } from '@venue/store/store.port';

/** Staff's flag: the truth of "out of order", kept apart from the statuses made from others' data. */
interface OutOfOrderFlag {
  /** The game's id in the catalogue. */
  id: string;
  note: string;
  setBy: string;
  setAt: Date;
}

/**
 * One machine's status, made from the catalogue's game, the floor's open problems and staff's
 * flag (copied here), so it reads back after a restart and can be made again from its sources.
 */
export interface MachineRecord {
  /** The game's id in the catalogue. */
  id: string;
  gameName: string;
  /** Lower-cased name: the floor's records name games in any case. */
  nameKey: string;
  slug: string;
  category: GameCategory;
  problems: OpenProblem[];
  flag: { note: string } | null;
  status: MachineStatusName;
  since: Date;
  /**
   * When it stopped working, kept while its status moves between the others; null while it
   * works. Records written before it was kept have none: their `since` stands in.
   */
  downSince?: Date | null;
  /** Bumped by every write: a write made from an older copy is refused and made again. */
  version: number;
}

export type MachineSources = Pick<
  MachineRecord,
  'gameName' | 'slug' | 'category' | 'problems' | 'flag'
>;

export const nameKeyOf = (name: string) => name.toLowerCase();

export async function machinesRepository(store: Store) {
  const machines = await store.collection<MachineRecord>('machine_status', {
    indexes: [{ fields: { slug: 1 } }, { fields: { nameKey: 1 } }],
  });
  const flags = await store.collection<OutOfOrderFlag>('out_of_order_flags');
  return {
    count: () => machines.count(),
    all: () => machines.find({}),
    findById: (id: string) => machines.findById(id),
    findBySlug: (slug: string) => machines.findOne({ slug }),
    named: (name: string) => machines.find({ nameKey: nameKeyOf(name) }),
    /** Adds the machine unless it is there already; true when it was added. */
    async add(record: Omit<MachineRecord, 'version' | 'nameKey'>): Promise<boolean> {
      const { id, ...fields } = record;
      const { created } = await machines.upsert(
        { id },
        { $setOnInsert: { ...fields, nameKey: nameKeyOf(fields.gameName), version: 1 } },
      );
      return created;
    },
    /** Writes the change only if nobody wrote the machine since `version` was read. */
    replace: (id: string, version: number, change: Omit<MachineRecord, 'id' | 'version'>) =>
      machines.updateOne({ id, version }, { $set: change, $inc: { version: 1 } }),
    remove: (id: string) => machines.deleteOne({ id }),

    flags: {
      all: () => flags.find({}),
      find: (id: string) => flags.findById(id),
      set: (id: string, note: string, setBy: string) =>
        flags.upsert({ id }, { $set: { note, setBy, setAt: new Date() } }),
      clear: (id: string) => flags.deleteOne({ id }),
    },
  };
}

export type MachinesRepository = Awaited<ReturnType<typeof machinesRepository>>;
