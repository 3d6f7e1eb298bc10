import { uploadLimits } from '@venue/contracts/gallery';
import type { Store } from '@venue/store/store.port';
import { venueInstant, venueToday } from '@venue/venue-time/venue-time';

interface UploadDay {
  /** `{venue date} {client}`: one count per address and venue day. */
  id: string;
  bytes: number;
  /** The next venue midnight: the store forgets the count then. */
  expiresAt: Date;
}

const dayAfter = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
};

/**
 * The bytes of scores' photos each address may send in a venue day. Kept in the gallery's store,
 * not in memory: every gallery process counts against the same day, and a restart (a deploy, or
 * a crash someone provoked) gives nobody a new one. Each count expires at the next venue
 * midnight, so the store holds at most a day of them.
 *
 * An upload holds the most a photo may be (uploadLimits.maxBytes) against its address's day
 * before a byte is read, in one atomic step that only succeeds while the day is not spent, and
 * gives back what it did not bring: uploads sent all at once take at most one photo more than
 * the day.
 */
export async function proofQuota(store: Store, bytesPerDay: number) {
  const days = await store.collection<UploadDay>('proof_upload_days', {
    indexes: [{ fields: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  });
  const dayOf = (client: string, now: Date) => {
    const today = venueToday(now);
    return { id: `${today} ${client}`, expiresAt: venueInstant(dayAfter(today)) };
  };

  return {
    /** Whether the address may still send a photo today. */
    async allows(client: string, now = new Date()): Promise<boolean> {
      const day = await days.findById(dayOf(client, now).id);
      return (day?.bytes ?? 0) < bytesPerDay;
    },

    /** Holds a photo's most against the address's day: the day's id, or null when it is spent. */
    async hold(client: string, now = new Date()): Promise<string | null> {
      const { id, expiresAt } = dayOf(client, now);
      await days.upsert({ id }, { $setOnInsert: { bytes: 0, expiresAt } });
      const held = await days.updateOne(
        { id, bytes: { $lt: bytesPerDay } },
        { $inc: { bytes: uploadLimits.maxBytes } },
      );
      return held ? id : null;
    },

    /** Counts the bytes that arrived on a held upload, instead of its most. */
    async settle(dayId: string, received: number): Promise<void> {
      await days.updateOne({ id: dayId }, { $inc: { bytes: received - uploadLimits.maxBytes } });
    },
  };
}

export type ProofQuota = Awaited<ReturnType<typeof proofQuota>>;
