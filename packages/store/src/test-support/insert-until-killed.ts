/**
 * The writer process of embedded.crash.test.ts: opens the embedded store in <dir> and writes as
 * fast as it can until it is killed, printing each write only after the store acknowledged it.
 * Usage: node --import tsx insert-until-killed.ts <dir> <round>
 *   item <id> <seq>     the insert of crashItem(round, seq) was acknowledged
 *   count <n>           the counter "round-<round>" reached n
 *   deleted <id>        the delete of that item was acknowledged
 */
import { createEmbeddedStore } from '../embedded.adapter';
import { crashItem, crashItemsOptions, isDoomed, type CrashItem } from './crash-items';

const [dir, roundArgument] = process.argv.slice(2);
if (dir === undefined || roundArgument === undefined)
  throw new Error('usage: insert-until-killed <dir> <round>');
const round = Number(roundArgument);

// A low compaction threshold so the file is also rewritten (file~ + rename) while we are killed.
const store = await createEmbeddedStore(dir, { compactAfterWrites: 50 });
const items = await store.collection<CrashItem>('items', crashItemsOptions);
const counters = await store.collection<{ id: string; n: number }>('counters');
const counterId = `round-${round}`;
await counters.insert({ id: counterId, n: 0 });

const doomed: string[] = [];
for (let seq = 0; ; seq += 1) {
  const saved = await items.insert(crashItem(round, seq));
  process.stdout.write(`item ${saved.id} ${seq}\n`);
  if (isDoomed(seq)) doomed.push(saved.id);

  const counter = await counters.updateOne({ id: counterId }, { $inc: { n: 1 } });
  process.stdout.write(`count ${counter?.n}\n`);

  if (doomed.length > 2) {
    const id = doomed.shift() as string;
    if (await items.deleteOne({ id })) process.stdout.write(`deleted ${id}\n`);
  }
}
