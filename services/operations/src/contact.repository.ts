import type { ContactSubject } from '@venue/contracts/contact';
import { newestFirstPage } from '@venue/store/newest-first-page';
import type { Store } from '@venue/store/store.port';

export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  handled: boolean;
  handledAt: Date | null;
  receivedAt: Date;
}

export type ContactMessageFields = Pick<
  ContactMessageRecord,
  'name' | 'email' | 'subject' | 'message'
>;

export async function contactRepository(store: Store) {
  const messages = await store.collection<ContactMessageRecord>('contact_messages', {
    indexes: [{ fields: { receivedAt: -1 } }],
  });
  return {
    insert: (fields: ContactMessageFields) =>
      messages.insert({ ...fields, handled: false, handledAt: null, receivedAt: new Date() }),
    newestFirst: (page: { limit: number; before?: { at: Date; id: string } }) =>
      newestFirstPage(messages, 'receivedAt', page),
    findById: (id: string) => messages.findById(id),
    setHandled: (id: string, handled: boolean, handledAt: Date | null) =>
      messages.updateOne({ id }, { $set: { handled, handledAt } }),
    delete: (id: string) => messages.deleteOne({ id }),
  };
}

export type ContactRepository = Awaited<ReturnType<typeof contactRepository>>;
