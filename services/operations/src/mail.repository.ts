import { DuplicateKeyError, type Store } from '@venue/store/store.port';

/** A message sent to a reporter; its id is the report's id and the "fixed" event's, so it is one. */
export interface SentMailRecord {
  id: string;
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
    indexes: [{ fields: { sentAt: -1 } }],
  });
  return {
    wasSent: async (id: string) => (await sent.findById(id)) !== null,
    /** Keeps the record of a message sent; a second record of it changes nothing. */
    async sent(record: SentMailRecord) {
      try {
        await sent.insert(record);
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    },
    inOutbox: () => sent.find({ via: 'file' }, { sort: { sentAt: -1 } }),
  };
}

export type MailRepository = Awaited<ReturnType<typeof mailRepository>>;
