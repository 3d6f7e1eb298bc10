import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { galleryCategorySchema } from '@venue/contracts/gallery';
import type { SeedImage } from './shipped-images.domain';

const seedDir = new URL('../seed/', import.meta.url);

/** seed/images.json: the images the project ships (made by seed/generate-seed-images.ts). */
const seedListSchema = z.array(
  z.object({
    id: z.string(),
    objectId: z.uuid(),
    file: z.string().regex(/^[\w-]+\.jpg$/),
    originalName: z.string(),
    description: z.string(),
    category: galleryCategorySchema,
  }),
);

type SeedList = z.infer<typeof seedListSchema>;

async function readSeedList(): Promise<SeedList> {
  return seedListSchema.parse(JSON.parse(await readFile(new URL('images.json', seedDir), 'utf8')));
}

/** The shipped images with their bytes, for a fresh store. */
export async function readSeedImages(): Promise<SeedImage[]> {
  const list = await readSeedList();
  return Promise.all(
    list.map(async ({ file, ...image }) => ({
      ...image,
      contentType: 'image/jpeg' as const,
      bytes: await readFile(new URL(file, seedDir)),
    })),
  );
}
