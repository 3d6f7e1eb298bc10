import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import type { IncomingMessage } from 'node:http';
import { fileTypeFromBuffer } from 'file-type';
import { uploadLimits, type UploadType } from '@venue/contracts/gallery';
import { AppError, badRequest } from '@venue/service-kit/errors';

/** file-type reads at most this much of a file's start. */
const sniffBytes = 4100;

const allowedTypes = Object.keys(uploadLimits.types) as UploadType[];
const isAllowed = (mime: string | undefined): mime is UploadType =>
  allowedTypes.includes(mime as UploadType);

export const tooLarge = () =>
  new AppError(413, `The file is larger than ${uploadLimits.maxBytes / 1024 / 1024} MB`);
const notAnImage = () =>
  new AppError(415, 'The file is not an image: only JPEG, PNG, GIF and WebP images are accepted');

/** The type the file's first bytes show, whatever its name or declared type says. */
async function sniff(head: Buffer): Promise<UploadType> {
  const found = await fileTypeFromBuffer(head).catch(() => undefined);
  // An animated PNG is a PNG to every reader of this service.
  const mime = found?.mime === 'image/apng' ? 'image/png' : found?.mime;
  if (!isAllowed(mime)) throw notAnImage();
  return mime;
}

interface ReceivedUpload {
  size: number;
  type: UploadType;
}

/**
 * Streams an upload's body into `file`, never holding more than its first few KB in memory:
 * the first bytes must show an allowed image type (else 415 at once), and the count must stay
 * within the limit (else 413 the moment it is passed). A refused body is not kept: the answer
 * goes out at once and whatever still arrives is discarded. `received` counts the bytes that
 * arrived until then, refused or not.
 */
export function receiveUpload(
  req: IncomingMessage,
  file: string,
  received: { bytes: number } = { bytes: 0 },
): Promise<ReceivedUpload> {
  const limit = uploadLimits.maxBytes;
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file, { flags: 'wx' });
    let size = 0;
    let head: Buffer[] = [];
    let headSize = 0;
    let type: UploadType | null = null;
    let settled = false;

    const stopReading = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      req.off('error', onClose);
    };
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      stopReading();
      // The rest is read and dropped, not refused by closing: behind the gateway, a closed
      // connection would race the answer; the gateway stops sending once the answer is in.
      req.resume();
      out.destroy();
      void rm(file, { force: true });
      reject(error);
    };
    const write = (chunk: Buffer) => {
      if (!out.write(chunk)) {
        req.pause();
        out.once('drain', () => {
          if (!settled) req.resume();
        });
      }
    };
    const startWriting = async () => {
      req.pause();
      try {
        type = await sniff(Buffer.concat(head, headSize));
      } catch (error) {
        return fail(error);
      }
      if (settled) return;
      write(Buffer.concat(head, headSize));
      head = [];
      req.resume();
    };

    function onData(chunk: Buffer) {
      size += chunk.length;
      received.bytes = size;
      if (size > limit) return fail(tooLarge());
      if (type !== null) return write(chunk);
      head.push(chunk);
      headSize += chunk.length;
      if (headSize >= sniffBytes) void startWriting();
    }
    async function finishUpload() {
      if (settled) return;
      if (size === 0) return fail(badRequest('The upload is empty'));
      if (type === null) {
        try {
          type = await sniff(Buffer.concat(head, headSize));
        } catch (error) {
          return fail(error);
        }
        out.write(Buffer.concat(head, headSize));
      }
      stopReading();
      settled = true;
      const upload = { size, type };
      out.end();
      finished(out).then(
        () => resolve(upload),
        (error: unknown) => {
          void rm(file, { force: true });
          reject(error);
        },
      );
    }
    function onEnd() {
      void finishUpload();
    }
    function onClose() {
      if (!req.complete) fail(badRequest('The upload did not arrive whole'));
    }
    out.on('error', (error) => fail(error));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('close', onClose);
    req.once('error', onClose);
  });
}
