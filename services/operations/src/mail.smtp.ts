import nodemailer from 'nodemailer';
import { messageIdOf, type MailPort } from './mail.port';

/** Sends through the mail server SMTP_URL names (`smtp://user:pass@host:587`, `smtps://...`). */
export function smtpMail(url: string, from: string): MailPort {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: messageIdOf(mail),
      });
      return { via: 'smtp' };
    },
    close: () => transport.close(),
  };
}
