import { describe, expect, it } from 'vitest';
import { applyUpdate } from './embedded.update';

describe('applyUpdate (MongoDB semantics for the embedded store)', () => {
  it('when a path has a list index, then that element is set, padding with nulls past the end', () => {
    const doc = { _id: 'a', scores: [{ n: 1 }, { n: 2 }] };

    expect(applyUpdate(doc, { $set: { 'scores.1.n': 5, 'scores.3': { n: 9 } } })).toEqual({
      _id: 'a',
      scores: [{ n: 1 }, { n: 5 }, null, { n: 9 }],
    });
    expect(doc.scores).toEqual([{ n: 1 }, { n: 2 }]); // the stored copy is untouched
  });

  it('when $unset names a list element, then it becomes null, as in MongoDB', () => {
    expect(applyUpdate({ _id: 'a', tags: ['x', 'y'] }, { $unset: { 'tags.0': true } })).toEqual({
      _id: 'a',
      tags: [null, 'y'],
    });
  });

  it('when a path runs through a scalar or a list needs a named field, then the update throws', () => {
    expect(() => applyUpdate({ _id: 'a', name: 'x' }, { $set: { 'name.first': 'y' } })).toThrow(
      /"name"/,
    );
    expect(() => applyUpdate({ _id: 'a', tags: [] }, { $inc: { 'tags.count': 1 } })).toThrow(
      /"count"/,
    );
    expect(() => applyUpdate({ _id: 'a', tags: 'x' }, { $push: { tags: 'y' } })).toThrow(/list/);
    expect(() => applyUpdate({ _id: 'a', tags: 'x' }, { $pull: { tags: 'y' } })).toThrow(/list/);
  });

  it('when $pull removes a date, then equal instants go', () => {
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));

    expect(
      applyUpdate({ _id: 'a', days: [at(1), at(2), at(1)] }, { $pull: { days: at(1) } }),
    ).toEqual({
      _id: 'a',
      days: [at(2)],
    });
  });

  it('when $unset or $pull meet a missing step, then nothing changes', () => {
    const doc = { _id: 'a', owner: 'Ann' };

    expect(
      applyUpdate(doc, { $unset: { 'owner.name': true, 'x.y': true }, $pull: { 'x.y': 1 } }),
    ).toEqual(doc);
  });
});
