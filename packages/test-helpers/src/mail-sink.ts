import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MailSink {
  /** `smtp://127.0.0.1:{port}`, for SMTP_URL. */
  url: string;
  /** Every message accepted, in order: its recipients and its raw text. */
  received: Array<{ to: string[]; raw: string }>;
  /** Every delivery tried, refused ones included. */
  deliveries(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port, standing in for the venue's mail server: it keeps
 * every message it accepts, and can refuse the first ones with a temporary failure (451).
 */
export async function startMailSink(options: { refuseFirst?: number } = {}): Promise<MailSink> {
  const received: MailSink['received'] = [];
  let deliveries = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        deliveries += 1;
        if (deliveries <= (options.refuseFirst ?? 0)) {
          callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    deliveries: () => deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
