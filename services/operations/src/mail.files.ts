import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { messageIdOf, type MailPort } from './mail.port';

/**
 * Without a mail server: each message is written whole as `{id}.eml` (RFC 5322, what a mail
 * program opens and sends) in `dir`, by a rename, so the folder never holds half a message.
 */
export function fileMail(dir: string, from: string): MailPort {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const { message } = await composer.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: messageIdOf(mail),
      });
      const file = `${mail.id}.eml`;
      await mkdir(dir, { recursive: true });
      const partial = path.join(dir, `.${file}.partial`);
      await writeFile(partial, message as Buffer);
      await rename(partial, path.join(dir, file));
      return { via: 'file', file };
    },
    close: () => composer.close(),
  };
}
