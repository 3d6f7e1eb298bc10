import { newestFirstPage } from '@venue/store/newest-first-page';
import { DuplicateKeyError, type Store } from '@venue/store/store.port';

/** A message sent to a reporter. */
interface SentMailRecord {
  id: string;
  /** The report's id and the "fixed" event's (`{reportId}.{eventId}`): one record per message. */
  messageKey: string;
  reportId: string;
  to: string;
  subject: string;
  text: string;
  via: 'smtp' | 'file';
  /** The outbox file, when written there. */
  file: string | null;
  sentAt: Date;
}

export async function mailRepository(store: Store) {
  const sent = await store.collection<SentMailRecord>('reporter_mail', {
    indexes: [{ fields: { sentAt: -1 } }, { fields: { messageKey: 1 }, unique: true }],
  });
  return {
    wasSent: async (messageKey: string) => (await sent.findOne({ messageKey })) !== null,
    /** Keeps the record of a message sent; a second record of it changes nothing. */
    async sent(record: Omit<SentMailRecord, 'id'>) {
      try {
        await sent.insert(record);
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    },
    /** A page of the messages written to the outbox folder, newest first. */
    inOutbox: (page: { limit: number; before?: { at: Date; id: string } }) =>
      newestFirstPage(sent, 'sentAt', { ...page, filter: { via: 'file' } }),
  };
}

export type MailRepository = Awaited<ReturnType<typeof mailRepository>>;
