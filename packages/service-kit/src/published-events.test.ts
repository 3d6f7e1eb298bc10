import { describe, expect, it } from 'vitest';
import { publishedEvents } from './published-events';

describe('the events a write answer names', () => {
  it('when the header names events with their ids, then each is read back; an entry without both, or with more, is none', () => {
    expect(
      publishedEvents('scores.recorded 7f1c,broken,notes.added 9a2b extra, games.changed 3c4d,'),
    ).toEqual([
      { name: 'scores.recorded', id: '7f1c' },
      { name: 'games.changed', id: '3c4d' },
    ]);
  });

  it('when there is no header, then it names nothing', () => {
    expect(publishedEvents(undefined)).toEqual([]);
  });
});
