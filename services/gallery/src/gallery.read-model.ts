import { formatCursor, type NewestFirstCursor } from '@venue/contracts/paging';
import {
  galleryCategories,
  galleryChanged,
  objectPathPrefix,
  type GalleryCategory,
  type GalleryCounts,
  type GalleryImage,
  type GalleryQuery,
} from '@venue/contracts/gallery';
import { SerializedJson } from '@venue/service-kit/api-router';
import type { OutboxEvent } from '@venue/service-kit/outbox';
import type { PageQuery } from '@venue/service-kit/paging';
import { payloadsOf } from '@venue/service-kit/read-model';
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
  ...(record.gameId !== undefined && { gameId: record.gameId }),
});

/** Newest upload first; equal instants by id, the order a page's cursor continues in. */
const newestFirst = (a: GalleryRecord, b: GalleryRecord) =>
  b.uploadedAt.getTime() - a.uploadedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Whether `record` comes after the cursor in newest-first order. */
const isAfter = (record: GalleryRecord, cursor: NewestFirstCursor) =>
  record.uploadedAt.getTime() < cursor.at.getTime() ||
  (record.uploadedAt.getTime() === cursor.at.getTime() && record.id < cursor.id);

type Audience = 'public' | 'staff';

interface GalleryPage {
  answer: SerializedJson;
  total: number;
  next?: PageQuery;
}

/**
 * The lists the gallery answers, kept in memory (as the catalogue's read model): visitors see
 * visible images only, staff see every one, of a category, of a game, or all. Each image is
 * serialised once per change and a page joins its images' text; the first page of each list and
 * the counts are kept whole. The store stays the truth: a change reads its image again from it,
 * in every gallery process (see read-model.ts).
 */
export function galleryReadModel(repository: GalleryRepository) {
  let records: GalleryRecord[] = [];
  const serialised = new Map<string, string>();
  const lists = new Map<string, GalleryRecord[]>();
  const firstPages = new Map<string, GalleryPage>();
  const counts = new Map<Audience, SerializedJson>();
  let taggedGames = new Set<string>();

  /**
   * A game no image is tagged with lists nothing, and its empty list is not kept: the lists kept
   * stay as many as the records hold games, whatever ids visitors ask for.
   */
  const untagged = (game?: string) => game !== undefined && !taggedGames.has(game);

  const listOf = (audience: Audience, category?: GalleryCategory, game?: string) => {
    if (untagged(game)) return [];
    // JSON keeps a game id, which may hold any character, apart from the key's other parts.
    const key = JSON.stringify([audience, category ?? null, game ?? null]);
    let found = lists.get(key);
    if (!found) {
      found = records.filter(
        (record) =>
          (audience === 'staff' || record.isVisible) &&
          (category === undefined || record.category === category) &&
          (game === undefined || record.gameId === game),
      );
      lists.set(key, found);
    }
    return found;
  };

  const textOf = (record: GalleryRecord) => {
    let text = serialised.get(record.id);
    if (text === undefined) {
      text = JSON.stringify(presentImage(record));
      serialised.set(record.id, text);
    }
    return text;
  };

  const pageOf = (audience: Audience, query: GalleryQuery): GalleryPage => {
    const list = listOf(audience, query.category, query.game);
    const { before } = query;
    const start = before ? list.findIndex((record) => isAfter(record, before)) : 0;
    const shown = start < 0 ? [] : list.slice(start, start + query.limit);
    const last = shown.at(-1);
    const more = start >= 0 && start + query.limit < list.length;
    return {
      answer: new SerializedJson(`[${shown.map(textOf).join(',')}]`),
      total: list.length,
      ...(more && last && { next: { before: formatCursor({ at: last.uploadedAt, id: last.id }) } }),
    };
  };

  /** The lists and counts are made again as they are asked for. */
  const changed = () => {
    taggedGames = new Set(records.flatMap((record) => record.gameId ?? []));
    lists.clear();
    firstPages.clear();
    counts.clear();
  };

  return {
    changedBy: [galleryChanged],

    async reload() {
      records = (await repository.all()).sort(newestFirst);
      serialised.clear();
      changed();
    },

    /** Reads each changed image again: the others keep their place and their text. */
    async apply(changes: OutboxEvent[]) {
      const ids = new Set(payloadsOf(changes, galleryChanged).map(({ imageId }) => imageId));
      const found = await Promise.all([...ids].map((id) => repository.findById(id)));
      records = records.filter((record) => !ids.has(record.id));
      for (const record of found) {
        if (!record) continue;
        const at = records.findIndex((other) => newestFirst(record, other) < 0);
        records.splice(at === -1 ? records.length : at, 0, record);
      }
      for (const id of ids) serialised.delete(id);
      changed();
    },

    list(audience: Audience, query: GalleryQuery): GalleryPage {
      if (query.before || untagged(query.game)) return pageOf(audience, query);
      const key = JSON.stringify([
        audience,
        query.category ?? null,
        query.game ?? null,
        query.limit,
      ]);
      let found = firstPages.get(key);
      if (!found) {
        found = pageOf(audience, query);
        firstPages.set(key, found);
      }
      return found;
    },

    counts(audience: Audience): SerializedJson {
      let found = counts.get(audience);
      if (!found) {
        const shown = listOf(audience);
        const categories = Object.fromEntries(galleryCategories.map((category) => [category, 0]));
        for (const record of shown)
          categories[record.category] = (categories[record.category] ?? 0) + 1;
        const answer: GalleryCounts = {
          total: shown.length,
          categories: categories as GalleryCounts['categories'],
        };
        found = new SerializedJson(JSON.stringify(answer));
        counts.set(audience, found);
      }
      return found;
    },
  };
}

export type GalleryReadModel = ReturnType<typeof galleryReadModel>;
