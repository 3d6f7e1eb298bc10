import type { GalleryCategory, UploadPurpose } from '@venue/contracts/gallery';
import type { Store } from '@venue/store/store.port';

export interface StoredVariant {
  width: number;
  objectId: string;
}

export interface GalleryRecord {
  id: string;
  /** The stored original (one record per object). */
  objectId: string;
  filename: string;
  originalName: string;
  description: string;
  category: GalleryCategory;
  isVisible: boolean;
  uploadedAt: Date;
  width?: number;
  height?: number;
  variants: StoredVariant[];
  /** The catalogue game the image shows, by id; absent when untagged. */
  gameId?: string;
  createdAt: Date;
  updatedAt: Date;
}

export type GalleryFields = Pick<
  GalleryRecord,
  | 'objectId'
  | 'filename'
  | 'originalName'
  | 'description'
  | 'category'
  | 'isVisible'
  | 'uploadedAt'
  | 'gameId'
>;

/** An edit's fields; `gameId` undefined keeps the tag, null removes it. */
export type GalleryEdit = Pick<
  GalleryRecord,
  'originalName' | 'description' | 'category' | 'isVisible'
> & { gameId?: string | null | undefined };

/**
 * An object's bytes live in the object store; what they are lives here. An upload claims its
 * id by inserting this record, so a second use of the same link finds it taken.
 */
export interface ObjectRecord {
  id: string;
  state: 'receiving' | 'stored' | 'failed';
  /** Set for an upload that is not for the gallery (a score's photo). */
  purpose?: UploadPurpose;
  contentType?: string;
  size?: number;
  createdAt: Date;
}

export async function galleryRepository(store: Store) {
  const images = await store.collection<GalleryRecord>('gallery_images', {
    indexes: [{ fields: { objectId: 1 }, unique: true }, { fields: { uploadedAt: -1 } }],
  });
  const objects = await store.collection<ObjectRecord>('objects');
  const meta = await store.collection<{ id: string; at: Date }>('gallery_meta');

  return {
    all: () => images.find({}, { sort: { uploadedAt: -1 } }),
    count: () => images.count(),
    findById: (id: string) => images.findById(id),
    findByObject: (objectId: string) => images.findOne({ objectId }),
    insert: (fields: GalleryFields, id?: string) => {
      const now = new Date();
      return images.insert({
        ...fields,
        ...(id && { id }),
        variants: [],
        createdAt: now,
        updatedAt: now,
      });
    },
    update: (id: string, { gameId, ...fields }: GalleryEdit) =>
      images.updateOne(
        { id },
        {
          $set: { ...fields, ...(typeof gameId === 'string' && { gameId }), updatedAt: new Date() },
          ...(gameId === null && { $unset: { gameId: true as const } }),
        },
      ),
    setVariants: (id: string, size: { width: number; height: number }, variants: StoredVariant[]) =>
      images.updateOne({ id }, { $set: { ...size, variants, updatedAt: new Date() } }),
    delete: (id: string) => images.deleteOne({ id }),

    /** Whether the shipped images were ever added to this store. */
    seeded: async () => (await meta.findById('seeded')) !== null,
    markSeeded: () => meta.upsert({ id: 'seeded' }, { $setOnInsert: { at: new Date() } }),

    objects: {
      /** Claims the id for an upload; a DuplicateKeyError means it was claimed before. */
      claim: (id: string, purpose?: UploadPurpose) =>
        objects.insert({
          id,
          state: 'receiving',
          ...(purpose && { purpose }),
          createdAt: new Date(),
        }),
      stored: (id: string, contentType: string, size: number) =>
        objects.updateOne({ id }, { $set: { state: 'stored', contentType, size } }),
      failed: (id: string) => objects.updateOne({ id }, { $set: { state: 'failed' } }),
      /** An object the gallery wrote itself (a variant, a seed image), again if it did before. */
      saved: (id: string, contentType: string, size: number) =>
        objects.upsert(
          { id },
          {
            $set: { state: 'stored', contentType, size },
            $setOnInsert: { createdAt: new Date() },
          },
        ),
      find: (id: string) => objects.findById(id),
      delete: (ids: string[]) => objects.deleteMany({ id: { $in: ids } }),
    },
  };
}

export type GalleryRepository = Awaited<ReturnType<typeof galleryRepository>>;
