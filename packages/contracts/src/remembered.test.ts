import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('answers remembered by key', () => {
  it('when a key is asked again, then its answer is not worked out again', () => {
    let computed = 0;
    const double = remembered((n: number) => (computed += 1) && n * 2, { max: 4 });
    expect([double(1), double(1), double(2), double(1)]).toEqual([2, 2, 4, 2]);
    expect(computed).toBe(2);
  });

  it('when more keys than the bound are asked, then all are forgotten and the map stays bounded', () => {
    const asked: number[] = [];
    const same = remembered((n: number) => asked.push(n) && n, { max: 3 });
    for (const n of [1, 2, 3, 4, 1, 4]) same(n);
    // 4 arrives with three kept: all are forgotten, so 1 is worked out again, 4 is not.
    expect(asked).toEqual([1, 2, 3, 4, 1]);
  });

  it('when keep refuses an answer, then it is worked out again next time', () => {
    let computed = 0;
    const located = remembered(
      (url: string) => {
        computed += 1;
        return url.startsWith('/api') ? url : null;
      },
      { max: 10, keep: (url, found) => found !== null && url.length <= 8 },
    );
    for (const url of ['/api/x', '/api/x', '/nope', '/nope', '/api/longer', '/api/longer'])
      located(url);
    expect(computed).toBe(5);
  });
});
