import fc from 'fast-check';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { browserPages, pageAt, serverPages, type Page } from './pages';

/** The page `matchPath` finds at a path: the first in the list whose path matches it. */
const byMatchPath = (pages: readonly Page[], pathname: string) =>
  pages.find((page) => matchPath({ path: page.path, end: true }, pathname) !== null);

const lists = { serverPages, browserPages };

/** Paths near the pages' own: their segments, any case, trailing and doubled slashes, others. */
const pathnames = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        ...[...serverPages, ...browserPages].flatMap((page) => page.path.split('/')),
        'GAMES',
        'Staff',
        ':slug',
        '%20',
      ),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 4 },
  )
  .chain((segments) =>
    fc
      .constantFrom('', '/', '//')
      .map((end) => `/${segments.join('/')}${end}`.replace(/^\/\/+/, '/')),
  );

describe('the page at a path', () => {
  it.each(Object.keys(lists) as Array<keyof typeof lists>)(
    'when a path is looked up in %s, then the page found is the one matchPath finds',
    (list) => {
      fc.assert(
        fc.property(pathnames, (pathname) => {
          expect(pageAt(lists[list], pathname)).toBe(byMatchPath(lists[list], pathname));
        }),
        { numRuns: 3000 },
      );
    },
  );

  it('when the paths are each page’s own, then each finds its page', () => {
    for (const page of serverPages) {
      const path = page.path.replace(':slug', 'some-game');
      expect(pageAt(serverPages, path)).toBe(page);
      expect(pageAt(serverPages, path.toUpperCase() + '/')).toBe(page);
    }
    expect(pageAt(serverPages, '/no-such-page')).toBeUndefined();
  });
});
