/**
 * A kept answer: its bytes, a strong ETag, and every header of it (and of a 304) computed once,
 * security headers included; its brotli and gzip copies are each made when a client first asks
 * for that encoding, and kept with it. A copy no one asks for is never made: an answer read only
 * by the pages the gateway renders, or by clients that take no compression, costs no
 * compression; browsers, which all take brotli, never cost a gzip copy.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import type { EventDefinition } from '@venue/contracts/messages';
import { type Upstream, answerHeadersOf, contentTypeOf } from './upstream';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this size compression is not worth its header. */
const compressFrom = 1024;

/**
 * Up to this size a copy is made on the event loop's thread (brotli: about 2 ms for a 150 kB
 * page here, gzip 3 ms for 256 kB), so the client that asked is answered in the same turn; a
 * busy loop's next turn, to hear from the thread pool, is the longer wait, and the pool's thread
 * competes for the same two cores. At 128 kB the kiosk page (153 kB with 130 games) went to the
 * pool: its first read after a score took twice the board page's. Larger answers are compressed
 * in the pool.
 */
const compressInPlaceUpTo = 256 * 1024;

/**
 * What a kept answer varies by: the encoding, and the Authorization header, since a public route
 * may answer staff otherwise (hidden images): a cache in front keys by it, and never answers a
 * staff request with a visitor's copy nor a visitor with staff's.
 */
export const keptVary = 'Accept-Encoding, Authorization';

export type ResponseHeaders = Record<string, string | number>;

/** The encodings an entry's copies are made in, the best first. */
export const copyEncodings = ['br', 'gzip'] as const;
export type CopyEncoding = (typeof copyEncodings)[number];

const brotliOptions = (body: Buffer) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: 5,
    [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
const gzipOptions = { level: 6 };

const compress: Record<CopyEncoding, (body: Buffer) => Buffer | Promise<Buffer>> = {
  br: (body) =>
    body.length <= compressInPlaceUpTo
      ? brotliCompressSync(body, brotliOptions(body))
      : brotliAsync(body, brotliOptions(body)),
  gzip: (body) =>
    body.length <= compressInPlaceUpTo ? gzipSync(body, gzipOptions) : gzipAsync(body, gzipOptions),
};

export interface Entry {
  key: string;
  /** The events that make it stale: its route's, or those of every route a page read. */
  events: ReadonlySet<EventDefinition<unknown>>;
  etag: string;
  expiresAt: number;
  /** Its bytes: the answer and the copies made so far. */
  size: number;
  identity: Buffer;
  /** Whether it is large enough for compressed copies. */
  compressible: boolean;
  /** Its compressed copies made so far, by encoding. */
  copies: Partial<Record<CopyEncoding, Buffer>>;
  /** Copies being made: whoever asks meanwhile waits for the same one. */
  making: Partial<Record<CopyEncoding, Promise<Buffer>>>;
  /** When a client was last answered with it (or it was made). */
  usedAt: number;
  /** Headers of a 200, by encoding (of each copy once made); and of a 304. */
  headers: { identity: ResponseHeaders; notModified: ResponseHeaders } & Partial<
    Record<CopyEncoding, ResponseHeaders>
  >;
}

export function makeEntry(
  baseHeaders: ResponseHeaders,
  key: string,
  upstream: Pick<Upstream, 'headers' | 'body'>,
  events: Iterable<EventDefinition<unknown>>,
  maxAgeSeconds: number,
): Entry {
  const body = upstream.body;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const common: ResponseHeaders = {
    ...baseHeaders,
    ...answerHeadersOf(upstream.headers),
    'cache-control': 'no-cache',
    etag,
    vary: keptVary,
  };
  return {
    key,
    events: new Set(events),
    etag,
    expiresAt: Date.now() + maxAgeSeconds * 1000,
    size: body.length,
    identity: body,
    compressible: body.length >= compressFrom,
    copies: {},
    making: {},
    usedAt: Date.now(),
    headers: {
      identity: {
        ...common,
        'content-type': contentTypeOf(upstream.headers),
        'content-length': body.length,
      },
      notModified: common,
    },
  };
}

/**
 * The entry's copy in an encoding: the one made, or made now (in place, or in the thread pool
 * once for everyone asking meanwhile). `made` is told the bytes a new copy adds to the entry.
 */
export function copyOf(
  entry: Entry,
  encoding: CopyEncoding,
  made: (entry: Entry, bytes: number) => void,
): Buffer | Promise<Buffer> {
  const copy = entry.copies[encoding];
  if (copy) return copy;
  const underWay = entry.making[encoding];
  if (underWay) return underWay;
  const keep = (compressed: Buffer) => {
    entry.copies[encoding] = compressed;
    entry.headers[encoding] = {
      ...entry.headers.identity,
      'content-length': compressed.length,
      'content-encoding': encoding,
    };
    entry.size += compressed.length;
    made(entry, compressed.length);
    return compressed;
  };
  const compressed = compress[encoding](entry.identity);
  if (Buffer.isBuffer(compressed)) return keep(compressed);
  const making = compressed.then(keep).finally(() => delete entry.making[encoding]);
  entry.making[encoding] = making;
  return making;
}
