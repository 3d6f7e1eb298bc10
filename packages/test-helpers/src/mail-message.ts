/**
 * A message as a mail program reads it (RFC 5322 and MIME), for tests that check what was
 * written or sent: its header fields unfolded and decoded, its body decoded, and the raw lines.
 */
export interface ReadMessage {
  /** Each field's decoded values by its lower-case name, in order. */
  headers: Map<string, string[]>;
  /** The one value of a field, or undefined. */
  header(name: string): string | undefined;
  /** The body as the reader sees it, its lines joined with `\n`. */
  text: string;
  /** The header block's lines and the body's lines as on the wire, each with its line break. */
  rawLines: string[];
}

const decodeBytes = (bytes: number[]) => Buffer.from(bytes).toString('utf8');

/** Quoted-printable (RFC 2045 6.7): soft breaks removed, `=XX` to bytes, read as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return decodeBytes(bytes);
}

/** Encoded words (RFC 2047) in a header value: `=?utf-8?Q?...?=` and `=?utf-8?B?...?=`. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, encoded: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : decodeQuotedPrintable(encoded.replaceAll('_', ' ')),
    );
}

export function readMessage(raw: string): ReadMessage {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) throw new Error('The message has no CRLF CRLF between its header and body');
  const head = raw.slice(0, end);
  const body = raw.slice(end + 4);
  const headers = new Map<string, string[]>();
  for (const field of head.split(/\r\n(?![ \t])/)) {
    const colon = field.indexOf(':');
    const name = field.slice(0, colon).trim().toLowerCase();
    const value = decodeWords(
      field
        .slice(colon + 1)
        .replace(/\r\n[ \t]/g, ' ')
        .trim(),
    );
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  const encoding = headers.get('content-transfer-encoding')?.[0]?.toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    headers,
    header: (name) => headers.get(name.toLowerCase())?.[0],
    text: decoded.replace(/\r\n/g, '\n'),
    rawLines: raw.split(/(?<=\n)/),
  };
}
