import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EmbeddedStoreWarning, createEmbeddedStore } from './embedded.adapter';
import {
  DamagedDatafileError,
  escapeRawLineBreaks,
  findDamagedLines,
  restoreInterruptedCompaction,
  truncatePartialLastLine,
} from './embedded.datafile';

const line = (doc: object) => `${JSON.stringify(doc)}\n`;
const gone = (file: string) =>
  access(file).then(
    () => false,
    () => true,
  );

describe('embedded datafile repair', () => {
  let dir: string;
  let file: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'store-datafile-'));
    file = path.join(dir, 'items.db');
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  describe('truncatePartialLastLine', () => {
    it('when the last line has no newline, then it is cut off and returned', async () => {
      await writeFile(file, 'one\ntwo\n{"half":');

      expect(await truncatePartialLastLine(file)).toBe('{"half":');
      expect(await readFile(file, 'utf8')).toBe('one\ntwo\n');
    });

    it('when the file ends with a newline, is empty or is missing, then nothing changes', async () => {
      await writeFile(file, 'one\ntwo\n');
      await writeFile(`${file}-empty`, '');

      expect(await truncatePartialLastLine(file)).toBeNull();
      expect(await readFile(file, 'utf8')).toBe('one\ntwo\n');
      expect(await truncatePartialLastLine(`${file}-empty`)).toBeNull();
      expect(await truncatePartialLastLine(path.join(dir, 'missing.db'))).toBeNull();
    });

    it('when the file has no newline at all, then all of it is the partial line', async () => {
      await writeFile(file, '{"only":');

      expect(await truncatePartialLastLine(file)).toBe('{"only":');
      expect(await readFile(file, 'utf8')).toBe('');
    });

    it('when the partial line is longer than the read chunk, then the cut is still at the last newline', async () => {
      const long = 'x'.repeat(200_000);
      await writeFile(file, `first\n${long}`);

      expect(await truncatePartialLastLine(file)).toBe(long);
      expect(await readFile(file, 'utf8')).toBe('first\n');
    });
  });

  describe('restoreInterruptedCompaction', () => {
    it('when only file~ exists, then it becomes the datafile, as NeDB does', async () => {
      await writeFile(`${file}~`, 'rewritten\n');

      expect(await restoreInterruptedCompaction(file)).toBe(true);
      expect(await readFile(file, 'utf8')).toBe('rewritten\n');
      expect(await gone(`${file}~`)).toBe(true);
    });

    it('when both exist, then the datafile wins and file~ is left for the next rewrite', async () => {
      await writeFile(file, 'current\n');
      await writeFile(`${file}~`, 'unfinished');

      expect(await restoreInterruptedCompaction(file)).toBe(false);
      expect(await readFile(file, 'utf8')).toBe('current\n');
    });
  });

  describe('escapeRawLineBreaks', () => {
    it('when lines hold U+0085, U+2028 or U+2029 raw, then they are escaped and every line parses to what it held', async () => {
      const docs = [
        { _id: 'a', name: 'Ann\u2028Lee' },
        { _id: 'b', note: '\u0085\u2029\\\u2028' },
      ];
      await writeFile(file, docs.map(line).join(''));

      expect(await escapeRawLineBreaks(file)).toBe(true);

      const content = await readFile(file, 'utf8');
      expect(content).not.toMatch(/[\u0085\u2028\u2029]/);
      expect(
        content
          .split('\n')
          .filter(Boolean)
          .map((text) => JSON.parse(text)),
      ).toEqual(docs);
      expect(await gone(`${file}~`)).toBe(true);
    });

    it('when the file holds no raw line break or is missing, then nothing changes', async () => {
      await writeFile(file, line({ _id: 'a', name: 'Ann é \u{1f3b0}' }));

      expect(await escapeRawLineBreaks(file)).toBe(false);
      expect(await escapeRawLineBreaks(path.join(dir, 'missing.db'))).toBe(false);
    });
  });

  describe('findDamagedLines', () => {
    it('when lines are not JSON, are null, or break where NeDB splits, then those line numbers are found', async () => {
      await writeFile(
        file,
        [
          line({ _id: 'a' }),
          '{"_id":"x", oops\n',
          'null\n',
          '{"_id":"c",\r"n":1}\n',
          line({ _id: 'd' }),
        ].join(''),
      );

      expect(await findDamagedLines(file)).toEqual([2, 3, 4]);
    });
  });

  describe('opening a store on a damaged directory', () => {
    const ann = { _id: 'ann', name: 'Ann', at: { $$date: Date.UTC(2026, 0, 1) } };
    const bob = { _id: 'bob', name: 'Bob' };

    it('when a collection file ends in a partial line, then earlier documents load, the repair is reported and writes work', async () => {
      const storeDir = path.join(dir, 'store');
      await mkdir(storeDir);
      await writeFile(path.join(storeDir, 'people.db'), `${line(ann)}${line(bob)}{"_id":"cy","na`);
      const warnings: EmbeddedStoreWarning[] = [];

      const store = await createEmbeddedStore(storeDir, {
        onWarning: (warning) => warnings.push(warning),
      });
      const people = await store.collection<{ id: string; name: string; at?: Date }>('people');

      expect(await people.find({}, { sort: { name: 1 } })).toEqual([
        { id: 'ann', name: 'Ann', at: new Date(Date.UTC(2026, 0, 1)) },
        { id: 'bob', name: 'Bob' },
      ]);
      expect(warnings).toEqual([
        {
          kind: 'partial-line-dropped',
          collection: 'people',
          file: path.join(storeDir, 'people.db'),
          dropped: '{"_id":"cy","na',
        },
      ]);
      await people.insert({ id: 'cy', name: 'Cy' });
      await store.close();

      const again = await createEmbeddedStore(storeDir);
      expect(await (await again.collection('people')).count()).toBe(3);
      await again.close();
    });

    it('when a line in the middle is damaged, then opening the collection fails naming the file, the line and how to recover, and the file is left as it was', async () => {
      const storeDir = path.join(dir, 'store');
      await mkdir(storeDir);
      const people = path.join(storeDir, 'people.db');
      const damaged = `${line(ann)}{"_id":"x", oops\n${line(bob)}`;
      await writeFile(people, damaged);
      const store = await createEmbeddedStore(storeDir);

      const opening = store.collection('people');

      await expect(opening).rejects.toBeInstanceOf(DamagedDatafileError);
      await expect(opening).rejects.toMatchObject({ file: people, lines: [2] });
      await expect(opening).rejects.toThrow(
        `The embedded store cannot load ${people}: line 2 is not a whole JSON document.`,
      );
      await expect(opening).rejects.toThrow(/npm run restore -- <backup folder>/);
      await expect(opening).rejects.toThrow(/move this file aside/);
      await expect(store.ping()).rejects.toThrow(`${people}: line 2`);
      await store.close();
      expect(await readFile(people, 'utf8')).toBe(damaged);
    });

    it('when several lines are damaged, then the message lists them', async () => {
      const storeDir = path.join(dir, 'store');
      await mkdir(storeDir);
      await writeFile(path.join(storeDir, 'people.db'), `${line(ann)}oops\n${line(bob)}[\n`);
      const store = await createEmbeddedStore(storeDir);

      await expect(store.collection('people')).rejects.toThrow(
        /lines 2, 4 are not a whole JSON document.*delete the damaged lines/,
      );
      await store.close();
    });

    it('when an earlier version wrote line breaks raw, then every document loads as written and the rewrite is reported', async () => {
      const storeDir = path.join(dir, 'store');
      await mkdir(storeDir);
      const people = path.join(storeDir, 'people.db');
      await writeFile(people, `${line({ ...ann, name: 'Ann\u2028Lee' })}${line(bob)}`);
      const warnings: EmbeddedStoreWarning[] = [];

      const store = await createEmbeddedStore(storeDir, {
        onWarning: (warning) => warnings.push(warning),
      });
      const found = await (
        await store.collection<{ id: string; name: string }>('people')
      ).find({}, { sort: { name: 1 } });

      expect(found.map(({ name }) => name)).toEqual(['Ann\u2028Lee', 'Bob']);
      expect(warnings).toEqual([
        { kind: 'line-breaks-escaped', collection: 'people', file: people },
      ]);
      await store.close();
    });

    it('when only the rewrite file~ survived, then its documents load', async () => {
      const storeDir = path.join(dir, 'store');
      await mkdir(storeDir);
      await writeFile(path.join(storeDir, 'people.db~'), `${line(ann)}${line(bob)}`);
      const store = await createEmbeddedStore(storeDir);

      expect(await (await store.collection('people')).count()).toBe(2);
      await store.close();
    });
  });
});
