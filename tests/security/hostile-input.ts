/**
 * Requests a hostile or broken client sends, generated from a route's declaration: for each
 * part the route reads (path parameters, query, body) values that break its zod schema (wrong
 * types, missing fields, oversize strings, control characters, prototype-pollution keys,
 * operator objects, huge numbers, broken JSON) mixed with plausible ones, so that many
 * requests are valid but hostile. Bodies are built as JSON text, so that a `__proto__` key is
 * sent as the key it is rather than read as a prototype.
 */
import { parse as parseQuery } from 'node:querystring';
import fc from 'fast-check';
import { z } from 'zod';
import { sortedQuery, type RouteDeclaration } from '@venue/contracts/http';

/** What the JSON schema of a route's part says, as far as generating values needs it. */
interface Shape {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Shape[];
  oneOf?: Shape[];
  properties?: Record<string, Shape>;
  required?: string[];
  items?: Shape;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

const shapeOf = (schema: z.ZodType): Shape =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Shape;

export const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31mred',
  'line\nbreak',
  'tab\there',
  '\r\n',
  '\u2028',
  '\u202eevil',
  '\ud800',
  'x\udfff',
  '../../etc/passwd',
  '..',
  '.',
  '%00',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '"; DROP TABLE games; --',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  '$ne',
  '$where',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '😀'.repeat(40),
  'e\u0301\u0301\u0301',
];

/** A string an attacker sends: from the list above, any code points, or far too long. */
const hostileString = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileStrings), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.constantFrom(300, 3_000, 20_000).map((n) => 'x'.repeat(n)), weight: 1 },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(-0, 1e308, -1e308, 2 ** 53 + 1, -(2 ** 53) - 1, 2 ** 31, -(2 ** 31) - 1, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A hostile JSON value, as JSON text. */
const hostileJson: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((text) => JSON.stringify(text)),
  hostileNumber.map((value) => JSON.stringify(value)),
  fc.constantFrom(
    'null',
    'true',
    'false',
    '[]',
    '{}',
    '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]',
    '{"$ne":null}',
    '{"$gt":""}',
    '{"$where":"sleep(1000)"}',
    '{"$regex":".*"}',
    '{"$in":[]}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '1e999',
    '-1e999',
    '123456789012345678901234567890',
  ),
);

/** Keys no schema declares that an attacker tries. */
const hostileKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  '$ne',
  'isAdmin',
  'role',
  'id',
  'sub',
);

/** Text that is not JSON, or not one value. */
const brokenJson = fc.constantFrom(
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":1,}',
  '[1,2',
  'undefined',
  '\u0000',
  '{"a":1}{"b":2}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
);

/** Text any form takes (visible, no control characters) that is hostile all the same. */
const hostileText = fc.constantFrom(
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR '1'='1",
  'Robert"); DROP TABLE games; --',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  '$ne',
  '../../etc/passwd',
  '😀 Pinball 😀',
  'Ünïcödé Ωmega',
  '\u202eevil',
  'e\u0301\u0301',
  'a'.repeat(60),
);

const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Strings of the form a field of this name takes: dates, months, slugs, times, addresses. */
function wordsFor(key: string): fc.Arbitrary<string> {
  const name = key.toLowerCase();
  if (name === 'id' || name.endsWith('id') || name.includes('slug'))
    return fc.oneof(fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,6}){0,2}$/), fc.uuid());
  if (name.includes('date') || name.includes('weekstart')) return isoDate;
  if (name.includes('month')) return isoDate.map((date) => date.slice(0, 7));
  if (name.includes('time') || name.includes('shift'))
    return fc.constantFrom('7 PM', '2 PM - 10 PM', '6 PM - 2 AM', '19:00', 'Doors at 6:30 PM');
  if (name.includes('url')) return fc.constantFrom('https://example.com/a', 'javascript:alert(1)');
  if (name.includes('filename')) return fc.uuid().map((id) => `/objects/uploads/${id}`);
  if (name.includes('email')) return fc.emailAddress();
  if (name.includes('phone')) return fc.constantFrom('204-555-0123', '+1 (204) 555 0199');
  return fc.oneof(
    hostileText,
    fc.constantFrom('Main floor', 'Medieval Madness', 'Stern', 'Leaky flipper', '$10', 'Mara'),
  );
}

function regexOf(pattern: string): RegExp | undefined {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // try the next flags
    }
  }
  return undefined;
}

/** A whole number of the size a field of this name holds. */
function numberFor(key: string, shape: Shape): fc.Arbitrary<number> {
  const name = key.toLowerCase();
  if (name.includes('year')) return fc.integer({ min: 1930, max: 2027 });
  const min = Math.max(shape.minimum ?? 0, -1_000_000);
  const max = Math.min(shape.maximum ?? 100_000, 1_000_000_000);
  return fc.integer({ min, max: Math.max(min, max) });
}

function plausibleString(shape: Shape, key: string): fc.Arbitrary<string> {
  if (shape.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString());
  if (shape.format === 'date') return isoDate;
  const minLength = shape.minLength ?? 0;
  const maxLength = Math.max(minLength, shape.maxLength ?? 1_000);
  // Cut or padded to the declared length, never filtered: a filter nothing passes never ends.
  const fit = (text: string) => text.slice(0, maxLength).padEnd(minLength, 'x');
  const regex = shape.pattern ? regexOf(shape.pattern) : undefined;
  return fc
    .oneof(
      ...(regex ? [{ arbitrary: fc.stringMatching(regex), weight: 4 }] : []),
      { arbitrary: wordsFor(key), weight: 6 },
      { arbitrary: fc.string({ maxLength: 60, unit: 'grapheme-ascii' }), weight: 1 },
      { arbitrary: fc.constantFrom(...hostileStrings), weight: 1 },
    )
    .map(fit);
}

/** A value the shape describes (for a field of this name), often valid, as JSON text. */
function plausible(shape: Shape, key: string, depth = 0): fc.Arbitrary<string> {
  if (depth > 3) return hostileJson;
  if (shape.enum && shape.enum.length > 0)
    return fc.constantFrom(...shape.enum).map((value) => JSON.stringify(value));
  if (shape.const !== undefined) return fc.constant(JSON.stringify(shape.const));
  const choices = shape.anyOf ?? shape.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => plausible(choice, key, depth + 1)));
  const type = Array.isArray(shape.type) ? shape.type[0] : shape.type;
  switch (type) {
    case 'string':
      return plausibleString(shape, key).map((text) => JSON.stringify(text));
    case 'integer':
    case 'number':
      return numberFor(key, shape).map(String);
    case 'boolean':
      return fc.boolean().map(String);
    case 'null':
      return fc.constant('null');
    case 'array':
      return fc
        .array(shape.items ? plausible(shape.items, key, depth + 1) : hostileJson, {
          maxLength: 3,
        })
        .map((items) => `[${items.join(',')}]`);
    case 'object':
      return objectText(shape, depth + 1);
    default:
      return hostileJson;
  }
}

/** An object of the shape's fields, each plausible or hostile, some left out, hostile keys added. */
function objectText(shape: Shape, depth: number): fc.Arbitrary<string> {
  const fields = Object.entries(shape.properties ?? {}).map(([key, field]) =>
    fc
      .option(
        fc.oneof(
          { arbitrary: plausible(field, key, depth), weight: 12 },
          { arbitrary: hostileJson, weight: 1 },
        ),
        { nil: undefined, freq: shape.required?.includes(key) ? 25 : 2 },
      )
      .map((value) => [key, value] as const),
  );
  const extra = fc.oneof(
    { arbitrary: fc.constant([]), weight: 2 },
    {
      arbitrary: fc.array(fc.tuple(hostileKeys, hostileJson), { minLength: 1, maxLength: 2 }),
      weight: 1,
    },
  );
  return fc.tuple(fc.tuple(...fields), extra).map(([declared, added]) => {
    const entries = [...declared, ...added].filter(
      (entry): entry is readonly [string, string] => entry[1] !== undefined,
    );
    return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
  });
}

/** Values for a route's path parameters or query, as the strings a URL carries. */
function stringFields(schema: z.ZodType): fc.Arbitrary<Array<[string, string]>> {
  const shape = shapeOf(schema);
  const fields = Object.entries(shape.properties ?? {}).map(([key, field]) =>
    fc
      .option(
        fc.oneof(
          { arbitrary: plausibleString(field.anyOf?.[0] ?? field, key), weight: 3 },
          { arbitrary: hostileString.filter((text) => text.length <= 1_000), weight: 2 },
          ...(field.enum
            ? [{ arbitrary: fc.constantFrom(...field.enum).map(String), weight: 3 }]
            : []),
        ),
        { nil: undefined, freq: shape.required?.includes(key) ? 10 : 2 },
      )
      .map((value) => [key, value] as const),
  );
  return fc
    .tuple(...fields)
    .map((entries) => entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** A line of a text body: `|`-separated cells (the catalogue's files), plausible or hostile. */
const textLine = fc
  .array(
    fc.oneof(
      hostileText,
      wordsFor('name'),
      fc.integer({ min: 1950, max: 2030 }).map(String),
      hostileString,
    ),
    {
      minLength: 1,
      maxLength: 5,
    },
  )
  .map((cells) => cells.join('|'));

export interface HostileRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  contentType?: string;
  body?: string;
  /** Whether the route's own schemas refuse it (so it must be refused with a 4xx). */
  invalid: boolean;
}

const loneSurrogate = /\p{Cs}/u;

/**
 * Percent-encodes text for a URL as a client may: a lone surrogate (which encodeURIComponent
 * refuses) as the three bytes a careless UTF-8 encoder writes for it.
 */
function encodeComponent(text: string): string {
  return [...text]
    .map((character) => {
      if (!loneSurrogate.test(character)) return encodeURIComponent(character);
      const unit = character.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

const encodePairs = (pairs: Array<[string, string]>) =>
  pairs.map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`).join('&');

/** Whether a part of the request breaks the route's schema for it. */
const breaks = (schema: z.ZodType | undefined, value: unknown) =>
  schema !== undefined && !schema.safeParse(value).success;

/** Requests for one declared route, each marked with whether its schemas refuse it. */
export function hostileRequests(route: RouteDeclaration): fc.Arbitrary<HostileRequest> {
  const params = route.params ? stringFields(route.params) : fc.constant([]);
  const declaredQuery = route.query ? stringFields(route.query) : fc.constant([]);
  const junkQuery = fc.array(
    fc.tuple(
      hostileKeys,
      hostileString.filter((text) => text.length <= 200),
    ),
    {
      maxLength: 2,
    },
  );
  const textType = route.body?.kind === 'text' ? route.body.types[0] : undefined;
  const body: fc.Arbitrary<{ text?: string; type?: string }> =
    route.body?.kind === 'json'
      ? fc
          .oneof(
            { arbitrary: objectText(shapeOf(route.body.schema), 0), weight: 8 },
            { arbitrary: hostileJson, weight: 1 },
            { arbitrary: brokenJson, weight: 1 },
          )
          .map((text) => ({ text, type: 'application/json' }))
      : route.body?.kind === 'text'
        ? fc
            .array(fc.oneof(textLine, hostileString), { minLength: 1, maxLength: 4 })
            .map((lines) => ({ text: lines.join('\n'), type: textType }))
        : route.body?.kind === 'stream'
          ? fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
              text: Buffer.from(bytes).toString('latin1'),
              type: 'image/png',
            }))
          : fc
              .option(hostileJson, { nil: undefined })
              .map((text) => (text === undefined ? {} : { text, type: 'application/json' }));
  return fc
    .record({ params, query: declaredQuery, junk: junkQuery, body })
    .map(({ params: paramPairs, query, junk, body: sent }) => {
      const values = Object.fromEntries(paramPairs);
      const path = route.path.replace(/:(\w+)/g, (_whole, name: string) =>
        encodeComponent(values[name] ?? ''),
      );
      const search = encodePairs([...query, ...junk]);
      const url = search ? `${path}?${search}` : path;
      // The service reads the query the gateway sends on: in one order (sortedQuery).
      const queryAsRead = parseQuery(sortedQuery(url));
      let bodyBroken = false;
      if (route.body?.kind === 'json') {
        try {
          bodyBroken = breaks(route.body.schema, JSON.parse(sent.text ?? ''));
        } catch {
          bodyBroken = true;
        }
      }
      const paramsAsRead = Object.fromEntries(
        (route.path.match(/:(\w+)/g) ?? []).map((name) => [
          name.slice(1),
          values[name.slice(1)] ?? '',
        ]),
      );
      return {
        method: route.method,
        url,
        ...(sent.type !== undefined && { contentType: sent.type }),
        ...(sent.text !== undefined && { body: sent.text }),
        invalid:
          breaks(route.params, paramsAsRead) || breaks(route.query, queryAsRead) || bodyBroken,
      };
    });
}

/**
 * One request the route must refuse whatever else it is sent (its JSON body does not parse),
 * so that a route whose schema takes most values still shows a refusal in a short run.
 */
export function refusedRequest(route: RouteDeclaration): HostileRequest | undefined {
  if (route.body?.kind !== 'json') return undefined;
  const refused = hostileRequests(route).map((request) => ({
    ...request,
    contentType: 'application/json',
    body: '{"a":',
    invalid: true,
  }));
  return fc.sample(refused, { numRuns: 1, seed: 1 })[0];
}
