/** A message to one person, in plain text. */
export interface OutgoingMail {
  /** Stable per message: it names the outbox file and the Message-ID, so a retry is the same message. */
  id: string;
  to: string;
  subject: string;
  text: string;
}

/** Where a message went: to the mail server, or into the outbox folder as this file. */
export type MailDelivery = { via: 'smtp' } | { via: 'file'; file: string };

/**
 * The mail port: SMTP when SMTP_URL is set (mail.smtp.ts), otherwise `.eml` files in the data
 * folder's outbox-mail/ for staff to send on (mail.files.ts). A failure throws, and the job
 * that sends retries it.
 */
export interface MailPort {
  send(mail: OutgoingMail): Promise<MailDelivery>;
  close(): void;
}

export const messageIdOf = (mail: OutgoingMail) => `<${mail.id}@forks-arcade>`;
