import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import { isHeaderSafe, plainAddress, type MailSender } from './mail.port';

/**
 * The venue as its messages to reporters name it: the one place the operations service reads
 * the venue's name (the sign-off and the sender's name), and the site's address its links and
 * default sender are made from.
 */
export interface MailSettings {
  venueName: string;
  /** `PUBLIC_BASE_URL`, when set: the messages link to the machine's page there. */
  siteOrigin: string | undefined;
  sender: MailSender;
}

/** `VENUE_NAME`: how the messages sign off, and the sender's name unless MAIL_FROM gives one. */
export const venueNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100, 'must be at most 100 characters')
  .refine(isHeaderSafe, 'must be one line without control characters')
  .default('Forks Arcade');

/** `MAIL_FROM`: one mailbox, `Forks Arcade <arcade@example.com>` or `arcade@example.com`. */
export const mailFromSchema = z
  .string()
  .trim()
  .refine(isHeaderSafe, 'must be one line without control characters')
  .transform((from, context) => {
    const [mailbox, ...others] = addressparser(from);
    const address = mailbox && 'address' in mailbox ? mailbox.address : undefined;
    if (!mailbox || others.length > 0 || address === undefined) {
      context.addIssue({
        code: 'custom',
        message: 'must be one address, e.g. Forks Arcade <arcade@example.com>',
      });
      return z.NEVER;
    }
    if (!plainAddress.test(address)) {
      context.addIssue({
        code: 'custom',
        message: `must be an e-mail address, e.g. Forks Arcade <arcade@example.com> (not ${address})`,
      });
      return z.NEVER;
    }
    return { name: mailbox.name, address };
  });

/**
 * The domain of the site's address that mail can come from (`https://www.forks.example` gives
 * `forks.example`), or undefined when there is none (unset, an IP address, `localhost`).
 */
export function siteMailDomain(siteOrigin: string | undefined): string | undefined {
  if (!siteOrigin) return undefined;
  const host = new URL(siteOrigin).hostname.replace(/^www\./, '');
  const isName = host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[');
  return isName ? host : undefined;
}

/**
 * The sender is MAIL_FROM, else `"{VENUE_NAME}" <no-reply@{the site's domain}>`, else (no site
 * address either) `no-reply@localhost`, which only suits the outbox files staff send on: the
 * service's settings refuse it with a mail server.
 */
export function mailSettings(config: {
  VENUE_NAME: string;
  MAIL_FROM?: { name: string; address: string } | undefined;
  PUBLIC_BASE_URL?: string | undefined;
}): MailSettings {
  const from = config.MAIL_FROM ?? {
    name: config.VENUE_NAME,
    address: `no-reply@${siteMailDomain(config.PUBLIC_BASE_URL) ?? 'localhost'}`,
  };
  return {
    venueName: config.VENUE_NAME,
    siteOrigin: config.PUBLIC_BASE_URL,
    sender: { from, domain: from.address.slice(from.address.lastIndexOf('@') + 1) },
  };
}
