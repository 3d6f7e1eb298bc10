/**
 * The one behaviour suite for the object store port (src/object-store.port.ts). Each adapter's
 * test file runs it through a factory that gives a fresh, empty place for objects per test.
 */
import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidObjectKeyError, type ObjectStore } from '../src/object-store.port';

/** One empty place for objects, which adapters can be opened on, closed and opened again. */
export interface ObjectStoreFixture {
  /** An adapter on the fixture's place; another one after a close, as a restart opens it. */
  open(): Promise<ObjectStore>;
  /** Takes the place away (the folder deleted, the server stopped): nothing can be stored. */
  breakPlace(): Promise<void>;
  /** Removes the place; every adapter opened on it is closed by then. */
  dispose(): Promise<void>;
}

const streamed = async (opened: { stream: NodeJS.ReadableStream }) => {
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return chunks;
};
/** The size open() gives, the stream let go of unread (as the gallery does for a HEAD). */
const sizeOf = async (objects: ObjectStore, key: string) => {
  const found = await objects.open(key);
  found?.stream.destroy();
  return found?.size;
};
const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const megabytes = (count: number) => count * 1024 * 1024;

/** Keys as the gallery makes them, and others the port allows. */
const storableKey = fc.stringMatching(/^[A-Za-z0-9][\w-]{0,40}$/);
const notKeys = [
  '',
  '../escape',
  'a/b',
  '/etc',
  '.hidden',
  'with space',
  'ünïcode',
  'x'.repeat(201),
];

export function runObjectStoreContract(
  adapterName: string,
  createFixture: () => Promise<ObjectStoreFixture>,
): void {
  describe(`object store contract: ${adapterName}`, () => {
    let fixture: ObjectStoreFixture;
    const opened: ObjectStore[] = [];
    let objects: ObjectStore;
    const reopen = async () => {
      const next = await fixture.open();
      opened.push(next);
      return next;
    };

    beforeEach(async () => {
      fixture = await createFixture();
      objects = await reopen();
    });
    afterEach(async () => {
      for (const each of opened.splice(0)) await each.close();
      await fixture.dispose();
    });

    it('when bytes are put, then read gives them back and open streams them with their size and time', async () => {
      const bytes = randomBytes(70_000);
      const before = Date.now();

      await objects.put('photo-1', bytes);

      expect(await objects.read('photo-1')).toEqual(bytes);
      const found = await objects.open('photo-1');
      expect(found?.size).toBe(bytes.length);
      expect(Buffer.concat(await streamed(found!))).toEqual(bytes);
      // S3 keeps the time to the second.
      expect(found!.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      expect(found!.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    });

    it('when a key holds nothing, then read and open give null and delete does nothing', async () => {
      await objects.put('there', Buffer.from('bytes'));

      expect(await objects.read('missing')).toBeNull();
      expect(await objects.open('missing')).toBeNull();
      await objects.delete('missing');
      expect(await objects.read('there')).toEqual(Buffer.from('bytes'));
    });

    it('when a key is put again, then its new bytes replace the old whole', async () => {
      await objects.put('photo', randomBytes(50_000));
      const second = randomBytes(20_000);

      await objects.put('photo', second);

      expect(await objects.read('photo')).toEqual(second);
      expect(await sizeOf(objects, 'photo')).toBe(second.length);
    });

    it('when an object is deleted, then it is gone, its neighbours stay, and deleting it again changes nothing', async () => {
      await objects.put('photo', Buffer.from('one'));
      await objects.put('photo-w480', Buffer.from('two'));

      await objects.delete('photo');
      await objects.delete('photo');

      expect(await objects.read('photo')).toBeNull();
      expect(await objects.open('photo')).toBeNull();
      expect(await objects.read('photo-w480')).toEqual(Buffer.from('two'));
    });

    it('when any objects are stored, then after a restart each reads back the same', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(
            fc.record({ key: storableKey, bytes: fc.uint8Array({ maxLength: 4096 }) }),
            { selector: (object) => object.key, minLength: 1, maxLength: 4 },
          ),
          async (stored) => {
            for (const { key, bytes } of stored) await objects.put(key, Buffer.from(bytes));

            const restarted = await reopen();

            for (const { key, bytes } of stored) {
              expect(await restarted.read(key)).toEqual(Buffer.from(bytes));
              expect(await sizeOf(restarted, key)).toBe(bytes.length);
            }
            for (const { key } of stored) await restarted.delete(key);
          },
        ),
        { numRuns: 15 },
      );
    });

    it('when a 10 MB object is opened, then it arrives whole, in many chunks as it is read', async () => {
      const bytes = randomBytes(megabytes(10));
      await objects.put('large', bytes);

      const found = await objects.open('large');
      const chunks = await streamed(found!);

      expect(found?.size).toBe(bytes.length);
      expect(chunks.length).toBeGreaterThan(10);
      expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(megabytes(1));
      expect(digest(Buffer.concat(chunks))).toBe(digest(bytes));
    });

    it('when a reader leaves half-way, then the store keeps answering', async () => {
      const bytes = randomBytes(megabytes(2));
      await objects.put('large', bytes);
      await objects.put('small', Buffer.from('small'));

      for (let visitor = 0; visitor < 5; visitor += 1) {
        const found = await objects.open('large');
        for await (const chunk of found!.stream) {
          expect((chunk as Buffer).length).toBeGreaterThan(0);
          break;
        }
        expect(await objects.read('small')).toEqual(Buffer.from('small'));
      }
      expect(digest((await objects.read('large'))!)).toBe(digest(bytes));
    });

    it('when many objects are put and read at once, then each holds its own bytes', async () => {
      const many = Array.from({ length: 24 }, (_, n) => ({
        key: `many-${n}`,
        bytes: randomBytes(5_000 + n),
      }));

      await Promise.all(many.map(({ key, bytes }) => objects.put(key, bytes)));
      const read = await Promise.all(many.map(({ key }) => objects.read(key)));

      expect(read).toEqual(many.map(({ bytes }) => bytes));
    });

    it.each(notKeys.map((key) => [JSON.stringify(key).slice(0, 20), key]))(
      'when the key is %s, then every call refuses it',
      async (_name, key) => {
        await expect(objects.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(
          InvalidObjectKeyError,
        );
        await expect(objects.read(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(objects.open(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(objects.delete(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      },
    );

    it('when the place is there, then ping resolves; when it is gone, then ping and put reject', async () => {
      await objects.put('photo', Buffer.from('bytes'));
      await expect(objects.ping()).resolves.toBeUndefined();

      await fixture.breakPlace();

      await expect(objects.ping()).rejects.toThrow();
      await expect(objects.put('another', Buffer.from('bytes'))).rejects.toThrow();
    });
  });
}
