import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames } from './text';

describe('names in the venue order', () => {
  it('when any two names are compared, then the order is localeCompare in English, case and accents aside', () => {
    const names = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom(
        'Ms. Pac-Man',
        'ms pac man',
        'Café',
        'cafe',
        'Éclair',
        'Zaxxon',
        'ÅRCADE',
        '',
        ' ',
      ),
    );
    fc.assert(
      fc.property(names, names, (a, b) => {
        expect(Math.sign(compareNames(a, b))).toBe(
          Math.sign(a.localeCompare(b, 'en', { sensitivity: 'base' })),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('when names differ only in case or accents, then they tie, and a sort keeps their order', () => {
    expect(compareNames('Café', 'cafe')).toBe(0);
    expect(['Zaxxon', 'café', 'Cafe', 'asteroids'].sort(compareNames)).toEqual([
      'asteroids',
      'café',
      'Cafe',
      'Zaxxon',
    ]);
  });
});
