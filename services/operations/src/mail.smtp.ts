import nodemailer from 'nodemailer';
import { composedMail, type MailPort, type MailSender } from './mail.port';

/** Sends through the mail server SMTP_URL names (`smtp://user:pass@host:587`, `smtps://...`). */
export function smtpMail(url: string, sender: MailSender): MailPort {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail(composedMail(mail, sender));
      return { via: 'smtp' };
    },
    close: () => transport.close(),
  };
}
