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
 * Where a score's photo stands: never sent with its score (it expires), sent with it (staff see
 * it), or approved with it (anyone may). A photo uploaded before the stages has none: staff see it.
 */
type ProofStage = 'unsubmitted' | 'submitted' | 'approved';

/**
 * An object's bytes live in the object store; what they are lives here. An upload claims its
 * id by inserting this record, so a second use of the same link finds it taken.
 */
export interface ObjectRecord {
  id: string;
  state: 'receiving' | 'stored' | 'failed';
  /** Set for an upload that is not for the gallery (a score's photo). */
  purpose?: UploadPurpose;
  /** A score's photo's stage. */
  proof?: ProofStage;
  contentType?: string;
  size?: number;
  /** When its upload began: an unsubmitted photo's lifetime counts from here. */
  createdAt: Date;
}

export async function galleryRepository(store: Store) {
  const images = await store.collection<GalleryRecord>('gallery_images', {
    indexes: [{ fields: { objectId: 1 }, unique: true }, { fields: { uploadedAt: -1 } }],
  });
  const objects = await store.collection<ObjectRecord>('objects', {
    indexes: [{ fields: { proof: 1 }, sparse: true }],
  });
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
          ...(purpose === 'score-proof' && { proof: 'unsubmitted' as const }),
          createdAt: new Date(),
        }),
      /** The upload's bytes are in; null when its record is gone meanwhile (it expired). */
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

    proofs: {
      /** Marks an unsubmitted photo uploaded after `since` as sent; null when there is none. */
      submit: (id: string, since: Date) =>
        objects.updateOne(
          {
            id,
            state: 'stored',
            purpose: 'score-proof',
            proof: 'unsubmitted',
            createdAt: { $gt: since },
          },
          { $set: { proof: 'submitted' } },
        ),
      approve: (id: string) =>
        objects.updateOne(
          { id, state: 'stored', purpose: 'score-proof' },
          { $set: { proof: 'approved' } },
        ),
      /** A sent photo back to staff's only (its approval taken back); null when there is none. */
      reopen: (id: string) =>
        objects.updateOne(
          {
            id,
            state: 'stored',
            purpose: 'score-proof',
            proof: { $in: ['submitted', 'approved'] },
          },
          { $set: { proof: 'submitted' } },
        ),
      /** Deletes a photo's record; false when there is no photo of a score with this id. */
      delete: (id: string) => objects.deleteOne({ id, purpose: 'score-proof' }),
      /** The ids of photos never sent that were uploaded at `before` or earlier. */
      unsubmittedBefore: async (before: Date) =>
        (await objects.find({ proof: 'unsubmitted', createdAt: { $lte: before } })).map(
          (record) => record.id,
        ),
      /** Deletes a photo's record if it is still unsubmitted and that old. */
      deleteUnsubmitted: (id: string, before: Date) =>
        objects.deleteOne({ id, proof: 'unsubmitted', createdAt: { $lte: before } }),
    },
  };
}

export type GalleryRepository = Awaited<ReturnType<typeof galleryRepository>>;
