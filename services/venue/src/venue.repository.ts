import type { VenueSettingsFields } from '@venue/contracts/venue';
import type { Store } from '@venue/store/store.port';

/** The venue's settings: one document, written whole by each save. */
export interface VenueSettingsRecord extends VenueSettingsFields {
  id: string;
  /** When staff last saved (null: the first start's defaults). */
  updatedAt: Date | null;
  updatedBy: string | null;
}

const settingsId = 'venue';

export async function venueRepository(store: Store) {
  const settings = await store.collection<VenueSettingsRecord>('settings');
  return {
    read: () => settings.findById(settingsId),
    /** Stores the first start's settings unless some are stored already; true when it did. */
    async storeIfNone(fields: VenueSettingsFields): Promise<boolean> {
      const { created } = await settings.upsert(
        { id: settingsId },
        { $setOnInsert: { ...fields, updatedAt: null, updatedBy: null } },
      );
      return created;
    },
    async save(
      fields: VenueSettingsFields,
      saved: { at: Date; by: string },
    ): Promise<VenueSettingsRecord> {
      const { doc } = await settings.upsert(
        { id: settingsId },
        { $set: { ...fields, updatedAt: saved.at, updatedBy: saved.by } },
      );
      return doc;
    },
  };
}

export type VenueRepository = Awaited<ReturnType<typeof venueRepository>>;
