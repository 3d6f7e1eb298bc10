import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { copyOf, makeEntry, type Entry } from '../src/edge-cache/entry';

/** An answer of about `bytes` bytes of JSON, as compressible as a real list. */
const answer = (bytes: number) => {
  const items = Array.from({ length: Math.ceil(bytes / 60) }, (_, n) => ({
    id: `game-${n}`,
    name: `Machine number ${n % 97}`,
  }));
  return makeEntry(
    { 'x-content-type-options': 'nosniff' },
    'key',
    { headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(items)) },
    [],
    60,
  );
};

const growth = () => {
  const told: number[] = [];
  return { told, made: (_entry: Entry, bytes: number) => void told.push(bytes) };
};

describe("an entry's compressed copies", () => {
  it('when a small answer is asked for in brotli, then its copy is made at once, kept, and counted once', () => {
    const entry = answer(20_000);
    const { told, made } = growth();
    const first = copyOf(entry, 'br', made);
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(copyOf(entry, 'br', made)).toBe(first);
    expect(brotliDecompressSync(first as Buffer)).toEqual(entry.identity);
    expect(told).toEqual([(first as Buffer).length]);
    expect(entry.size).toBe(entry.identity.length + (first as Buffer).length);
    expect(entry.headers.br).toMatchObject({
      'content-encoding': 'br',
      'content-length': (first as Buffer).length,
      etag: entry.headers.identity.etag,
    });
  });

  it("when a page the kiosk's size (150 kB) is asked for, then both its copies are made at once, not in the pool", () => {
    const entry = answer(200_000);
    expect(entry.identity.length).toBeGreaterThan(150_000);
    const { made } = growth();
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = copyOf(entry, encoding, made);
      expect(Buffer.isBuffer(copy)).toBe(true);
    }
    expect(brotliDecompressSync(entry.copies.br!)).toEqual(entry.identity);
  });

  it('when a large answer is asked for by many at once, then one copy is made in the pool for all of them', async () => {
    const entry = answer(400_000);
    const { told, made } = growth();
    const asked = [1, 2, 3].map(() => copyOf(entry, 'gzip', made));
    expect(asked.every((copy) => copy instanceof Promise)).toBe(true);
    const copies = await Promise.all(asked);
    expect(new Set(copies).size).toBe(1);
    expect(gunzipSync(copies[0]!)).toEqual(entry.identity);
    expect(told).toHaveLength(1);
    expect(copyOf(entry, 'gzip', made)).toBe(copies[0]);
    expect(entry.copies.br).toBeUndefined();
  });
});
