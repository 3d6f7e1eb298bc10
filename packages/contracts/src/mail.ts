import { z } from 'zod';
import { defineQueue } from './messages';

/**
 * Telling a reporter their machine is fixed: one message per report and "fixed" event, sent by
 * this job (retried with backoff while the mail server refuses), never twice.
 */
export const reporterMailQueue = defineQueue({
  name: 'operations.reporter-mail',
  payload: z.object({ reportId: z.string(), eventId: z.string() }),
  attempts: 8,
  backoffMs: 2000,
});

/**
 * A message written to the mail outbox folder (`DATA_DIR/outbox-mail/{id}.eml`) because no mail
 * server is set (SMTP_URL), for staff to send on. Staff answers only: it holds the address.
 */
export const outboxMailSchema = z.object({
  id: z.string(),
  /** The machine report the message answers. */
  reportId: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The file's name in the outbox folder. */
  file: z.string(),
  writtenAt: z.coerce.date(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
