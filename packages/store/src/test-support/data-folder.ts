/** A data folder as the embedded product leaves it: two stores, an image and the secret. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createEmbeddedStore } from '../embedded.adapter';

export interface Message {
  id: string;
  name: string;
}

export const messages: Message[] = [
  { id: 'm1', name: 'Ann\u2028Lee' },
  { id: 'm2', name: 'Bob \u{1f3b0}' },
];
export const games = [{ id: 'g1', name: 'Medieval Madness' }];
export const image = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

/** Writes the sample data under `dir`, through the embedded store for the stores. */
export async function writeSampleData(dir: string): Promise<void> {
  const operations = await createEmbeddedStore(path.join(dir, 'operations'));
  const contact = await operations.collection<Message>('contact_messages', {
    indexes: [{ fields: { name: 1 }, unique: true }],
  });
  for (const message of messages) await contact.insert(message);
  await operations.close();
  const catalogue = await createEmbeddedStore(path.join(dir, 'catalogue'));
  await (await catalogue.collection<Message>('games')).insertMany(games);
  await catalogue.close();
  await mkdir(path.join(dir, 'objects'));
  await writeFile(path.join(dir, 'objects', 'photo-1'), image);
  await mkdir(path.join(dir, 'secrets'), { mode: 0o700 });
  await writeFile(path.join(dir, 'secrets', 'jwt-secret'), 'sample-secret', { mode: 0o600 });
}

/** What the stores in `dir` hold, read through the embedded store, and the other files. */
export async function readSampleData(dir: string) {
  const operations = await createEmbeddedStore(path.join(dir, 'operations'));
  const catalogue = await createEmbeddedStore(path.join(dir, 'catalogue'));
  try {
    return {
      messages: await (
        await operations.collection<Message>('contact_messages')
      ).find({}, { sort: { id: 1 } }),
      games: await (await catalogue.collection<Message>('games')).find(),
      image: await readFile(path.join(dir, 'objects', 'photo-1')),
      secret: await readFile(path.join(dir, 'secrets', 'jwt-secret'), 'utf8'),
    };
  } finally {
    await operations.close();
    await catalogue.close();
  }
}
