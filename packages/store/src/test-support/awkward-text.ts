/**
 * Generated text for the storage properties: every code point, weighted towards the characters
 * that line readers, JSON, BSON or NeDB treat specially, long runs, and documents that hold such
 * text as ids, values, list items and field names.
 */
import fc from 'fast-check';

export interface Note {
  id: string;
  text: string;
  [field: string]: unknown;
}

/** Characters that line readers, JSON, BSON or NeDB treat specially, and some far from ASCII. */
const awkward = [
  '\u2028',
  '\u2029',
  '\u0085',
  '\0',
  '\n',
  '\r',
  '\r\n',
  '\v',
  '\f',
  '\t',
  '"',
  '\\',
  '\\u2028',
  '$',
  '.',
  '\ufeff',
  '\uffff',
  '\u{1f3b0}',
  '\u{10ffff}',
];

const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...awkward) },
  // Any code point, astral ones included (fast-check's "binary" never makes a lone surrogate).
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }) },
  // Long enough that a line spans several of NeDB's 64 KiB read chunks, split mid-character.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'é', '\u2028', '\u{1f3b0}'), fc.integer({ min: 1, max: 20_000 }))
      .map(([character, times]) => character.repeat(times)),
  },
);

export const storableText = fc.array(piece, { maxLength: 6 }).map((pieces) => pieces.join(''));

/**
 * Field names the port stores (query-guard.ts): not empty, no "$" first, no "." or NUL, not
 * "__proto__".
 */
export const fieldName = storableText.filter(
  (key) =>
    key !== '' &&
    !key.startsWith('$') &&
    !key.includes('.') &&
    !key.includes('\0') &&
    key !== '__proto__',
);

const value = fc.oneof(storableText, fc.array(storableText, { maxLength: 3 }));

export const note = fc
  .record({
    id: storableText.filter((id) => id !== ''),
    text: storableText,
    meta: fc.dictionary(fieldName, fc.oneof(value, fc.dictionary(fieldName, value)), {
      maxKeys: 3,
    }),
    top: fc.dictionary(
      fieldName.filter((key) => key !== 'id' && key !== '_id'),
      value,
      { maxKeys: 2 },
    ),
  })
  .map(({ top, ...fields }): Note => ({ ...top, ...fields }));

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((unit) => String.fromCharCode(unit));

/**
 * Storable text with one lone surrogate put in (JSON can carry one as "\\ud800"). Storable text
 * never ends in a high half nor starts with a low one, so the half put between stays alone.
 */
const textWithLoneSurrogate = fc
  .tuple(storableText, loneSurrogate, storableText)
  .map(([before, half, after]) => `${before}${half}${after}`);

/** A storable document with a lone surrogate in its id, a value, a list item or a field name. */
export const withLoneSurrogate = fc.oneof(
  fc.tuple(note, textWithLoneSurrogate).map(([doc, id]): Note => ({ ...doc, id })),
  fc.tuple(note, textWithLoneSurrogate).map(([doc, text]): Note => ({ ...doc, text })),
  fc.tuple(note, textWithLoneSurrogate).map(([doc, item]): Note => ({ ...doc, list: [item] })),
  fc
    .tuple(note, textWithLoneSurrogate)
    .map(([doc, key]): Note => ({ ...doc, meta: { [key]: 'x' } })),
);
