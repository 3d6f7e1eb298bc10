import { describe, expect, it } from 'vitest';
import {
  checkCollection,
  checkFilter,
  checkFindOptions,
  checkId,
  checkNewDocument,
  checkUpdate,
  checkUpsertFilter,
  checkUpsertUpdate,
} from './query-guard';
import { type IndexSpec, InvalidQueryError } from './store.port';

describe('query guard', () => {
  it('when a filter has values, dotted paths, $in, $nin, $ne, $exists, ranges and nested $or, then it passes unchanged', () => {
    const filter = {
      name: 'Joust',
      'owner.city': 'Winnipeg',
      qty: { $gte: 1, $lt: 5, $ne: 3 },
      at: new Date(0),
      id: { $in: ['a', 'b'] },
      tags: { $nin: [null, 'red'], $exists: true },
      gone: null,
      flag: true,
      $or: [{ category: { $ne: null } }, { $or: [{ qty: 0 }, { note: { $exists: false } }] }],
    };

    expect(checkFilter(filter)).toBe(filter);
  });

  it('when a filter smuggles an operator, then the message names the field and the operator', () => {
    expect(() => checkFilter({ password: { $regex: '.' } })).toThrow(
      new InvalidQueryError('Operator "$regex" on filter field "password" is not supported'),
    );
    expect(() => checkFilter({ $where: 'sleep(1000)' })).toThrow(/"\$where" is not allowed/);
    expect(() => checkFilter({ $or: [{ $nor: [] }] })).toThrow(/"\$nor" is not allowed/);
    expect(() => checkFilter({ $or: [undefined] })).toThrow(/must be an object/);
  });

  it('when an upsert filter is checked, then only values on fields and the id pass', () => {
    const key = { id: 'a', email: 'ann@example.com', 'owner.name': 'Ann', at: new Date(0) };

    expect(checkUpsertFilter(key)).toBe(key);
    expect(() => checkUpsertFilter({ qty: { $gt: 1 } })).toThrow(
      'Upsert filter field "qty" must be a string, a finite number, a boolean or a date',
    );
    expect(() => checkUpsertFilter({ owner: 'x', 'owner.name': 'y' })).toThrow(/at once/);
  });

  it('when $setOnInsert is used, then only an upsert takes it, and it may not overlap $set', () => {
    expect(() => checkUpdate({ $setOnInsert: { name: 'x' } })).toThrow(
      new InvalidQueryError('"$setOnInsert" only applies to upsert'),
    );
    expect(checkUpsertUpdate({ $setOnInsert: { name: 'x', note: undefined } })).toEqual({
      $setOnInsert: { name: 'x' },
    });
    expect(() =>
      checkUpsertUpdate({ $set: { owner: {} }, $setOnInsert: { 'owner.a': 1 } }),
    ).toThrow(/at once/);
  });

  it('when index options are checked, then sparse needs one field and expiry one field, not the id, and a whole number of seconds', () => {
    const fine: IndexSpec[] = [
      { fields: { externalUid: 1 }, unique: true, sparse: true },
      { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
    ];

    expect(checkCollection('events', { indexes: fine })).toBe(fine);
    expect(() =>
      checkCollection('events', { indexes: [{ fields: { a: 1, b: 1 }, sparse: true }] }),
    ).toThrow(/exactly one field/);
    expect(() =>
      checkCollection('events', { indexes: [{ fields: { id: 1 }, expireAfterSeconds: 1 }] }),
    ).toThrow(/other than the id/);
    expect(() =>
      checkCollection('events', { indexes: [{ fields: { at: 1 }, expireAfterSeconds: 1.5 }] }),
    ).toThrow(/non-negative integer/);
  });

  it('when a $set value is undefined, then it is left out, and an update left with nothing is refused', () => {
    expect(
      checkUpdate({ $set: { name: 'x', note: undefined, owner: { a: 1, b: undefined } } }),
    ).toEqual({
      $set: { name: 'x', owner: { a: 1 } },
    });
    expect(() => checkUpdate({ $set: { note: undefined } })).toThrow(/at least one field/);
  });

  it('when a path or key reaches for __proto__, then it is refused', () => {
    expect(() => checkUpdate({ $set: { '__proto__.polluted': 1 } })).toThrow(InvalidQueryError);
    expect(() => checkNewDocument(JSON.parse('{"name":"x","__proto__":{"polluted":1}}'))).toThrow(
      InvalidQueryError,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('when an update touches a field and its parent, then it is refused as MongoDB would', () => {
    expect(() => checkUpdate({ $set: { owner: {} }, $inc: { 'owner.n': 1 } })).toThrow(
      /changes "owner" and "owner.n" at once/,
    );
  });

  it('when a new document has an id, then it is split from the fields, which are copied', () => {
    const tags = ['a'];

    const checked = checkNewDocument({ id: 'x', name: 'n', tags, skip: undefined });

    expect(checked).toEqual({ id: 'x', fields: { name: 'n', tags: ['a'] } });
    expect(checked.fields.tags).not.toBe(tags);
  });

  it('when text holds a lone surrogate or a field name holds NUL, then the message says where', () => {
    expect(() => checkNewDocument({ name: 'Ann', tags: ['ok', 'x\ud800'] })).toThrow(
      new InvalidQueryError(
        'Text at "document.tags.1" holds half of a UTF-16 surrogate pair on its own, which cannot be stored',
      ),
    );
    expect(() => checkNewDocument({ meta: { '\udc00': 1 } })).toThrow(
      /^A field name in "document\.meta" holds half/,
    );
    expect(() => checkFilter({ $or: [{ name: { $in: ['\ud800'] } }] })).toThrow(
      /^Text at "filter\.\$or\.0\.name\.\$in\.0" holds half/,
    );
    expect(() => checkUpdate({ $set: { name: '\ud800' } })).toThrow(
      /^Text at "update\.\$set\.name" holds/,
    );
    expect(() => checkId('\ud800')).toThrow(/^The id holds half/);
    expect(() => checkFindOptions({ sort: { '\ud800': 1 } })).toThrow(
      /^A field name in "find options\.sort"/,
    );
    expect(() => checkNewDocument({ meta: { 'a\0b': 1 } })).toThrow(
      'Field "document.meta.a\0b" has a name that cannot be stored',
    );
    expect(() => checkFilter({ 'a\0': 1 })).toThrow('Filter field "a\0" must not contain NUL');
  });
});
