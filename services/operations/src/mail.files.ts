import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { composedMail, type MailPort, type MailSender } from './mail.port';

/**
 * Without a mail server: each message is written whole as `{id}.eml` (RFC 5322, what a mail
 * program opens and sends; every line ended by CRLF) in `dir`, by a rename, so the folder never
 * holds half a message.
 */
export function fileMail(dir: string, sender: MailSender): MailPort {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(mail) {
      const { message } = await composer.sendMail(composedMail(mail, sender));
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
