/**
 * NeDB writes each document as one line of JSON, but reads its file back with a line reader
 * (its fork of byline) that ends a line at any of the breaks below, not only at "\n".
 * JSON.stringify escapes "\n", "\v", "\f" and "\r" but leaves U+0085 (NEL), U+2028 and U+2029
 * raw inside strings, so a document holding one of those would read back as corrupt pieces and
 * the whole collection would refuse to load. The store escapes them as it writes.
 */

/** What NeDB's reader splits on: `lib/byline.js` in @seald-io/nedb 4.1.2. */
export const nedbLineBreak = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;

/** The breaks that JSON.stringify leaves raw. */
const unescapedBreaks = /[\u0085\u2028\u2029]/g;

const asJsonEscape = (character: string) =>
  `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * NeDB's afterSerialization hook. JSON.stringify emits these characters only inside string
 * literals, where the \u escape is the same character to JSON.parse, so the value is unchanged
 * and no deserialization step is needed.
 */
export function escapeLineBreaks(line: string): string {
  return line.replace(unescapedBreaks, asJsonEscape);
}
