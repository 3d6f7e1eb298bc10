import { readFile } from 'node:fs/promises';
import { gameCategories, type GameCategory } from '@venue/contracts/catalogue';

const seedDir = new URL('../seed/', import.meta.url);

/** The category files the catalogue starts from on a fresh store. */
export async function readSeedFiles(): Promise<Record<GameCategory, string>> {
  const files = await Promise.all(
    gameCategories.map(
      async (category) =>
        [category, await readFile(new URL(`${category}.txt`, seedDir), 'utf8')] as const,
    ),
  );
  return Object.fromEntries(files) as Record<GameCategory, string>;
}
