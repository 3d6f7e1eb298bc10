import {
  objectPathPrefix,
  type GalleryCategory,
  type GalleryImage,
} from '@venue/contracts/gallery';
import { SerializedJson } from '@venue/service-kit/api-router';
import type { GalleryRecord, GalleryRepository } from './gallery.repository';

export const objectPathOf = (objectId: string) => `${objectPathPrefix}${objectId}`;

export const presentImage = (record: GalleryRecord): GalleryImage => ({
  id: record.id,
  filename: record.filename,
  originalName: record.originalName,
  description: record.description,
  category: record.category,
  isVisible: record.isVisible,
  uploadedAt: record.uploadedAt.toISOString(),
  ...(record.width !== undefined && { width: record.width }),
  ...(record.height !== undefined && { height: record.height }),
  variants: record.variants.map((variant) => ({
    width: variant.width,
    url: objectPathOf(variant.objectId),
  })),
});

const newestFirst = (a: GalleryRecord, b: GalleryRecord) =>
  b.uploadedAt.getTime() - a.uploadedAt.getTime() || b.createdAt.getTime() - a.createdAt.getTime();

export type Audience = 'public' | 'staff';

/**
 * The lists the gallery answers, kept in memory and serialised once per change (as the
 * catalogue's read model): visitors see visible images only, staff see every one. The store
 * stays the truth; the list is reloaded from it after any change, in every gallery process.
 */
export function galleryReadModel(repository: GalleryRepository) {
  let records: GalleryRecord[] = [];
  const answers = new Map<string, SerializedJson>();

  return {
    async reload() {
      records = (await repository.all()).sort(newestFirst);
      answers.clear();
    },

    list(audience: Audience, category?: GalleryCategory): SerializedJson {
      const key = `${audience}:${category ?? '*'}`;
      let found = answers.get(key);
      if (!found) {
        const shown = records.filter(
          (record) =>
            (audience === 'staff' || record.isVisible) &&
            (category === undefined || record.category === category),
        );
        found = new SerializedJson(JSON.stringify(shown.map(presentImage)));
        answers.set(key, found);
      }
      return found;
    },
  };
}

export type GalleryReadModel = ReturnType<typeof galleryReadModel>;
