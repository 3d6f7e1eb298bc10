/** The documents the crash test's writer inserts: content follows from (round, seq), so a reader can check it. */
import type { CollectionOptions } from '../store.port';

export interface CrashItem {
  id: string;
  key: string;
  round: number;
  seq: number;
  text: string;
  at: Date;
  tags: string[];
  nested: { even: boolean; square: number };
}

export const crashItemsOptions: CollectionOptions = {
  indexes: [{ fields: { key: 1 }, unique: true }],
};

export function crashItem(round: number, seq: number): Omit<CrashItem, 'id'> {
  return {
    key: `${round}:${seq}`,
    round,
    seq,
    // Varying lengths so appends end at every kind of offset.
    text: `item ${round}/${seq} `.padEnd(20 + ((seq * 37) % 400), '~'),
    at: new Date(Date.UTC(2026, 0, 1) + round * 86_400_000 + seq * 1000),
    tags: [`round-${round}`, `mod-${seq % 5}`],
    nested: { even: seq % 2 === 0, square: seq * seq },
  };
}

/** Items the writer deletes again (a few steps after inserting them). */
export function isDoomed(seq: number): boolean {
  return seq % 7 === 3;
}
