import type { ContactMessage } from '@venue/contracts/contact';
import type { InboxPageQuery } from '@venue/contracts/operations';
import { notFound } from '@venue/service-kit/errors';
import { presentNewestFirst, type PageOf } from '@venue/service-kit/paging';
import type {
  ContactMessageFields,
  ContactMessageRecord,
  ContactRepository,
} from './contact.repository';

const presentContactMessage = (record: ContactMessageRecord): ContactMessage => ({
  id: record.id,
  name: record.name,
  email: record.email,
  subject: record.subject,
  message: record.message,
  handled: record.handled,
  handledAt: record.handledAt,
  receivedAt: record.receivedAt,
});

const noSuchMessage = () => notFound('No contact message with that id');

/** Messages from the public contact form, kept for staff to answer and mark handled. */
export function contactDomain(messages: ContactRepository) {
  return {
    async receive(fields: ContactMessageFields) {
      const record = await messages.insert(fields);
      return { id: record.id, receivedAt: record.receivedAt };
    },

    /** A page of the messages, newest first. */
    async list(query: InboxPageQuery): Promise<PageOf<ContactMessage>> {
      return presentNewestFirst(await messages.newestFirst(query), presentContactMessage);
    },

    /** handledAt is when it was first marked handled; marking it unhandled clears it. */
    async setHandled(id: string, handled: boolean) {
      const current = await messages.findById(id);
      if (!current) throw noSuchMessage();
      const handledAt = handled ? (current.handledAt ?? new Date()) : null;
      const updated = await messages.setHandled(id, handled, handledAt);
      if (!updated) throw noSuchMessage();
      return presentContactMessage(updated);
    },

    async remove(id: string) {
      if (!(await messages.delete(id))) throw noSuchMessage();
    },
  };
}

export type ContactDomain = ReturnType<typeof contactDomain>;
