import { createHash } from 'node:crypto';
import type Mail from 'nodemailer/lib/mailer';

/** A message to one person, in plain text. */
export interface OutgoingMail {
  /** Stable per message: it names the outbox file and makes the Message-ID, so a retry is the same message. */
  id: string;
  to: string;
  subject: string;
  /** Its lines joined with `\n`; each goes on the wire ended by CRLF. */
  text: string;
}

/** Who the messages come from, and the domain their Message-IDs are made in (the sender's). */
export interface MailSender {
  from: { name: string; address: string };
  domain: string;
}

/** Where a message went: to the mail server, or into the outbox folder as this file. */
type MailDelivery = { via: 'smtp' } | { via: 'file'; file: string };

/**
 * The mail port: SMTP when SMTP_URL is set (mail.smtp.ts), otherwise `.eml` files in the data
 * folder's outbox-mail/ for staff to send on (mail.files.ts). A failure throws, and the job
 * that sends retries it.
 */
export interface MailPort {
  send(mail: OutgoingMail): Promise<MailDelivery>;
  close(): void;
}

/** One mailbox, nothing a header could be split or a second recipient added with. */
export const plainAddress = /^[^\s\p{Cc}@<>()[\]\\,;:"]+@[^\s\p{Cc}@<>()[\]\\,;:"]+$/u;

/**
 * What a header line must not carry: control characters (CR and LF above all), the Unicode line
 * separators, and bidi controls that would make a mail program show it reordered.
 */
const unsafeInHeader = /[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu;

export const isHeaderSafe = (text: string) => text.search(unsafeInHeader) === -1;

const oneLine = (text: string) => text.replace(unsafeInHeader, ' ').replace(/ {2,}/g, ' ').trim();

/** Short enough that its header line stays within RFC 5322's 78 characters. */
const messageIdOf = (mail: OutgoingMail, domain: string) =>
  `<${createHash('sha256').update(mail.id).digest('base64url').slice(0, 24)}@${domain}>`;

/**
 * The message as nodemailer composes it (MIME 1.0, text/plain in UTF-8, 7bit or
 * quoted-printable as its text needs, Date and Message-ID): its address must be one plain
 * mailbox, else it is refused, and its subject is made one line, so nothing in them can add a
 * header; its lines end in CRLF.
 */
export function composedMail(mail: OutgoingMail, sender: MailSender): Mail.Options {
  if (!plainAddress.test(mail.to)) {
    throw new Error(
      `The mail port refuses the address ${JSON.stringify(mail.to)}: not one plain mailbox`,
    );
  }
  return {
    from: sender.from,
    to: mail.to,
    subject: oneLine(mail.subject),
    text: mail.text.split(/\r\n|\r|\n/).join('\r\n'),
    messageId: messageIdOf(mail, sender.domain),
  };
}
