/**
 * Writing the cache's answers: a kept entry (a 304 when the client has it, else the best
 * encoding it accepts, its copy made when first asked for), an answer passed on without being
 * kept, and a 503 for a service away.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type CopyEncoding,
  type Entry,
  type ResponseHeaders,
  copyEncodings,
  copyOf,
} from './entry';
import { type Upstream, answerHeadersOf, contentTypeOf } from './upstream';

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 says for GET). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** The best encoding the client accepts among those the entry may have. */
function chooseEncoding(header: string | undefined, entry: Entry): CopyEncoding | 'identity' {
  if (!header || !entry.compressible) return 'identity';
  const accepted = new Map(
    header.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  return copyEncodings.find((encoding) => weight(encoding) > 0) ?? 'identity';
}

function write(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: ResponseHeaders,
  body: Buffer,
) {
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * `baseHeaders`: the headers every answer of the gateway carries (security headers). Every answer
 * here is what anyone without a staff session gets, so it varies by Authorization (see keptVary).
 */
export function responseWriter(
  baseHeaders: ResponseHeaders,
  /** Told the bytes a copy made for a client adds to its entry. */
  made: (entry: Entry, bytes: number) => void,
) {
  return {
    send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
      if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
        res.writeHead(304, entry.headers.notModified);
        res.end();
        return;
      }
      const encoding = chooseEncoding(req.headers['accept-encoding'], entry);
      if (encoding === 'identity') {
        write(req, res, 200, entry.headers.identity, entry.identity);
        return;
      }
      const copy = copyOf(entry, encoding, made);
      const sendCopy = (compressed: Buffer) =>
        write(req, res, 200, entry.headers[encoding] ?? entry.headers.identity, compressed);
      if (Buffer.isBuffer(copy)) {
        sendCopy(copy);
        return;
      }
      copy.then(
        sendCopy,
        // Compressing failed: the answer as it is serves as well.
        () => write(req, res, 200, entry.headers.identity, entry.identity),
      );
    },

    /** A service's answer other than 200, which is never kept. */
    passOn(req: IncomingMessage, res: ServerResponse, upstream: Upstream) {
      write(
        req,
        res,
        upstream.status,
        {
          ...baseHeaders,
          vary: 'Authorization',
          'content-type': contentTypeOf(upstream.headers),
          'content-length': upstream.body.length,
        },
        upstream.body,
      );
    },

    /** A service's answer to a read that is not kept (the cache has no room), as it came. */
    forward(req: IncomingMessage, res: ServerResponse, upstream: Upstream) {
      write(
        req,
        res,
        upstream.status,
        {
          ...baseHeaders,
          ...answerHeadersOf(upstream.headers),
          'cache-control': 'no-cache',
          vary: 'Authorization',
          'content-type': contentTypeOf(upstream.headers),
          'content-length': upstream.body.length,
        },
        upstream.body,
      );
    },

    /** A document the gateway made and does not keep. */
    document(req: IncomingMessage, res: ServerResponse, made: Upstream) {
      write(
        req,
        res,
        made.status,
        {
          ...baseHeaders,
          'cache-control': 'no-cache',
          vary: 'Authorization',
          'content-type': String(made.headers['content-type']),
          ...(made.headers.location !== undefined && { location: made.headers.location }),
          'content-length': made.body.length,
        },
        made.body,
      );
    },

    /** A redirect to a page's one address, written before anything is made (never kept). */
    redirect(req: IncomingMessage, res: ServerResponse, status: number, location: string) {
      write(
        req,
        res,
        status,
        { ...baseHeaders, vary: 'Authorization', location, 'content-length': 0 },
        Buffer.alloc(0),
      );
    },

    unavailable(res: ServerResponse, service: string) {
      const body = JSON.stringify({
        message: `The ${service} service is unavailable right now. Please try again shortly.`,
      });
      res.writeHead(503, { ...baseHeaders, 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    },
  };
}

export type ResponseWriter = ReturnType<typeof responseWriter>;
