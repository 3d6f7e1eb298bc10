/**
 * A kept answer: its bytes, a strong ETag, gzip and brotli copies made once, and every header of
 * each encoding (and of a 304) computed once, security headers included.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { EventDefinition } from '@venue/contracts/messages';
import { type Upstream, answerHeadersOf, contentTypeOf } from './upstream';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this size compression is not worth its header. */
const compressFrom = 1024;

/**
 * What a kept answer varies by: the encoding, and the Authorization header, since a public route
 * may answer staff otherwise (hidden images): a cache in front keys by it, and never answers a
 * staff request with a visitor's copy nor a visitor with staff's.
 */
export const keptVary = 'Accept-Encoding, Authorization';

export type ResponseHeaders = Record<string, string | number>;

export interface Entry {
  key: string;
  /** The events that make it stale: its route's, or those of every route a page read. */
  events: ReadonlySet<EventDefinition<unknown>>;
  etag: string;
  expiresAt: number;
  /**
   * A page whose next render may be awaited with it served meanwhile: from this instant it
   * shows what has changed since (an event dropped it, or one came while it was made).
   */
  staleSince?: number;
  size: number;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** Headers of a 200, by encoding; and of a 304. */
  headers: {
    identity: ResponseHeaders;
    gzip?: ResponseHeaders;
    br?: ResponseHeaders;
    notModified: ResponseHeaders;
  };
}

export async function makeEntry(
  baseHeaders: ResponseHeaders,
  key: string,
  upstream: Pick<Upstream, 'headers' | 'body'>,
  events: Iterable<EventDefinition<unknown>>,
  maxAgeSeconds: number,
): Promise<Entry> {
  const body = upstream.body;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const [gzipped, brotli] =
    body.length >= compressFrom
      ? await Promise.all([
          gzipAsync(body, { level: 6 }),
          brotliAsync(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 5,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        ])
      : [undefined, undefined];
  const common: ResponseHeaders = {
    ...baseHeaders,
    ...answerHeadersOf(upstream.headers),
    'cache-control': 'no-cache',
    etag,
    vary: keptVary,
  };
  const contentType = contentTypeOf(upstream.headers);
  const ok = (buffer: Buffer, encoding?: string): ResponseHeaders => ({
    ...common,
    'content-type': contentType,
    'content-length': buffer.length,
    ...(encoding && { 'content-encoding': encoding }),
  });
  return {
    key,
    events: new Set(events),
    etag,
    expiresAt: Date.now() + maxAgeSeconds * 1000,
    size: body.length + (gzipped?.length ?? 0) + (brotli?.length ?? 0),
    identity: body,
    ...(gzipped && { gzip: gzipped }),
    ...(brotli && { br: brotli }),
    headers: {
      identity: ok(body),
      ...(gzipped && { gzip: ok(gzipped, 'gzip') }),
      ...(brotli && { br: ok(brotli, 'br') }),
      notModified: common,
    },
  };
}
