import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cleaningGameSchema,
  cleaningListSchema,
  gameIssueSchema,
  type CleaningGame,
} from '@venue/contracts/cleaning';
import { groupedGamesSchema } from '@venue/contracts/catalogue';
import { currentWeekStart } from '@venue/venue-time/venue-time';
import type { CleaningRecord } from '../src/cleaning.repository';
import {
  expectError,
  fieldErrorsOf,
  someGame,
  startOperations,
  type Operations,
} from './operations-harness';

let operations: Operations;
let game: { name: string; category: 'pinball' };

const cleanedPath = '/api/staff/games-cleaned';
const issuesPath = '/api/staff/game-issues';
const list = () => operations.read(cleanedPath, cleaningListSchema);
const entryOf = async (name = game.name) =>
  (await list()).find((entry) => entry.name === name && entry.category === game.category);
const mark = (json: unknown) => operations.staff('POST', cleanedPath, json);
const markCleaned = async (change: Record<string, unknown> = {}): Promise<CleaningGame> => {
  const response = await mark({
    gameName: game.name,
    category: game.category,
    cleaned: true,
    weekStart: currentWeekStart(),
    ...change,
  });
  expect(response.status).toBe(200);
  return cleaningGameSchema.parse(await response.json());
};
const issuesOf = (name = game.name) =>
  operations.read(
    `${issuesPath}?gameName=${encodeURIComponent(name)}&category=${game.category}`,
    z.array(gameIssueSchema),
  );
const reportIssue = async (change: Record<string, unknown> = {}) => {
  const response = await operations.staff('POST', issuesPath, {
    gameName: game.name,
    category: game.category,
    issueType: 'mechanical',
    description: 'Left flipper is weak',
    ...change,
  });
  expect(response.status).toBe(201);
  return gameIssueSchema.parse(await response.json());
};
const setStatus = (id: string, status: string) =>
  operations.staff('PUT', `${issuesPath}/${id}/status`, { status });

/** Instants around the venue's midnight from Sunday 22 to Monday 23 November 2026 (CST, UTC-6). */
const sundayLate = new Date('2026-11-23T05:59:00Z');
const mondayEarly = new Date('2026-11-23T06:00:00Z');

beforeEach(async () => {
  operations = await startOperations();
  game = await someGame(operations);
});
afterEach(async () => {
  vi.useRealTimers();
  await operations.close();
});

describe('the cleaning week', () => {
  it("when the list is asked for, then it is the spec's list: every catalogue game once, uncleaned, each with this week's Monday", async () => {
    const grouped = groupedGamesSchema.parse(
      await (await operations.hosted.call('catalogue', '/api/games')).json(),
    );
    const raw: unknown = await (await operations.staff('GET', cleanedPath)).json();
    expect(Array.isArray(raw)).toBe(true);
    expect(Object.keys((raw as object[])[0] ?? {}).sort()).toEqual([
      'category',
      'cleaned',
      'cleanedAt',
      'comment',
      'hasIssues',
      'issueCount',
      'name',
      'weekStart',
    ]);
    const current = cleaningListSchema.parse(raw);
    expect(current.map((entry) => `${entry.category}/${entry.name}`)).toEqual(
      Object.entries(grouped).flatMap(([category, games]) =>
        games.map((entry) => `${category}/${entry.name}`),
      ),
    );
    expect(current.every((entry) => entry.weekStart === currentWeekStart())).toBe(true);
    expect(current.every((entry) => !entry.cleaned && entry.cleanedAt === null)).toBe(true);
    expect(current.every((entry) => !entry.hasIssues && entry.issueCount === 0)).toBe(true);
  });

  it('when it is 23:59 on Sunday in Winnipeg (already Monday in UTC), then the week is still the one that began the Monday before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(sundayLate);
    expect(new Set((await list()).map((entry) => entry.weekStart))).toEqual(
      new Set(['2026-11-16']),
    );
  });

  it("when Monday 00:00 comes in Winnipeg, then a new week starts and last week's cleaning no longer shows", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(sundayLate);
    await markCleaned({ weekStart: '2026-11-16', comment: 'Glass polished' });
    expect(await entryOf()).toMatchObject({ cleaned: true, comment: 'Glass polished' });

    vi.setSystemTime(mondayEarly);
    expect(await entryOf()).toMatchObject({
      cleaned: false,
      cleanedAt: null,
      comment: '',
      weekStart: '2026-11-23',
    });
  });

  it('when a page left open from last week sends its Monday, then it is a 409 on weekStart and nothing is recorded', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(mondayEarly);
    const response = await mark({
      gameName: game.name,
      category: game.category,
      cleaned: true,
      weekStart: '2026-11-16',
    });
    const body = await expectError(response, 409);
    expect(body.errors?.weekStart?.[0]).toMatch(/2026-11-23/);
    expect((await entryOf())?.cleaned).toBe(false);
  });
});

describe('marking games cleaned', () => {
  it('when a game is marked cleaned, then it shows cleaned with the time and its comment', async () => {
    const before = Date.now();
    const marked = await markCleaned({ comment: 'Wiped the glass' });
    expect(marked).toMatchObject({
      name: game.name,
      cleaned: true,
      comment: 'Wiped the glass',
      weekStart: currentWeekStart(),
    });
    expect(marked.cleanedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(await entryOf()).toEqual(marked);
  });

  it('when it is unmarked without a comment, then cleanedAt clears and the comment stays', async () => {
    await markCleaned({ comment: 'Wiped the glass' });
    const unmarked = await markCleaned({ cleaned: false });
    expect(unmarked).toMatchObject({ cleaned: false, cleanedAt: null, comment: 'Wiped the glass' });
  });

  it('when a comment is saved on an uncleaned game and then cleared, then the list follows', async () => {
    await markCleaned({ cleaned: false, comment: 'Out of glass cleaner' });
    expect(await entryOf()).toMatchObject({ cleaned: false, comment: 'Out of glass cleaner' });
    await markCleaned({ cleaned: false, comment: '' });
    expect((await entryOf())?.comment).toBe('');
  });

  it('when one game is marked many times at once, then the week holds one record for it', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, index) => markCleaned({ cleaned: index % 2 === 0 })),
    );
    const records =
      await operations.hosted.services.operations!.store.collection<CleaningRecord>(
        'cleaning_records',
      );
    expect(await records.count({ gameName: game.name })).toBe(1);
  });

  it.each([
    [
      'weekStart not a date',
      { weekStart: 'this week' },
      'weekStart',
      'Week start must be a date (YYYY-MM-DD)',
    ],
    [
      'weekStart a Tuesday',
      { weekStart: '2026-11-24' },
      'weekStart',
      'Week start must be a Monday',
    ],
    ['cleaned as text', { cleaned: 'yes' }, 'cleaned', 'Cleaned must be true or false'],
    ['an unknown category', { category: 'bowling' }, 'category', undefined],
    [
      'a comment over 500 characters',
      { comment: 'x'.repeat(501) },
      'comment',
      'Comment must be at most 500 characters',
    ],
  ])(
    'when the mark has %s, then it is a 400 on that field and nothing is recorded',
    async (_label, change, field, message) => {
      const errors = await fieldErrorsOf(
        await mark({
          gameName: game.name,
          category: game.category,
          cleaned: true,
          weekStart: currentWeekStart(),
          ...change,
        }),
        field,
      );
      expect(errors).toHaveLength(1);
      if (message) expect(errors[0]).toBe(message);
      expect((await entryOf())?.cleaned).toBe(false);
    },
  );

  it('when the game is not in that category of the catalogue, then it is a 400 on the game', async () => {
    const errors = await fieldErrorsOf(
      await mark({
        gameName: game.name,
        category: 'claw',
        cleaned: true,
        weekStart: currentWeekStart(),
      }),
      'gameName',
    );
    expect(errors[0]).toMatch(/not in the claw games/);
    expect((await list()).every((entry) => !entry.cleaned)).toBe(true);
  });
});

describe('game issues', () => {
  it('when staff report an issue, then it starts open, lists for the game and counts on its card', async () => {
    const issue = await reportIssue();
    expect(issue).toMatchObject({ status: 'open', issueType: 'mechanical', resolvedAt: null });
    expect(await issuesOf()).toEqual([issue]);
    expect(await entryOf()).toMatchObject({ hasIssues: true, issueCount: 1 });
  });

  it('when an issue goes to in progress, then it still counts; when resolved, then it stops counting and keeps its resolution time', async () => {
    const issue = await reportIssue();
    const other = await reportIssue({ issueType: 'cosmetic', description: 'Scratched side art' });
    expect((await entryOf())?.issueCount).toBe(2);

    expect((await setStatus(issue.id, 'in_progress')).status).toBe(200);
    expect((await entryOf())?.issueCount).toBe(2);

    const resolved = gameIssueSchema.parse(await (await setStatus(issue.id, 'resolved')).json());
    expect(resolved.resolvedAt).toBeInstanceOf(Date);
    expect(await entryOf()).toMatchObject({ hasIssues: true, issueCount: 1 });

    await setStatus(other.id, 'resolved');
    expect(await entryOf()).toMatchObject({ hasIssues: false, issueCount: 0 });
    expect((await issuesOf()).map((entry) => entry.status)).toEqual(['resolved', 'resolved']);

    const reopened = gameIssueSchema.parse(await (await setStatus(issue.id, 'open')).json());
    expect(reopened.resolvedAt).toBeNull();
  });

  it('when an issue is reported as already resolved, then it is resolved now', async () => {
    const issue = await reportIssue({ status: 'resolved' });
    expect(issue.resolvedAt).toBeInstanceOf(Date);
    expect((await entryOf())?.issueCount).toBe(0);
  });

  it.each([
    ['no issue type', { issueType: undefined }, 'issueType', 'Please select an issue type'],
    [
      'an unknown issue type',
      { issueType: 'plumbing' },
      'issueType',
      'Please select an issue type',
    ],
    ['no description', { description: undefined }, 'description', 'Please describe the issue'],
    ['a blank description', { description: '  \n ' }, 'description', 'Please describe the issue'],
    [
      'an unknown status',
      { status: 'done' },
      'status',
      'Status must be one of: open, in_progress, resolved',
    ],
  ])(
    'when the issue has %s, then it is a 400 on that field and nothing is stored',
    async (_label, change, field, message) => {
      const response = await operations.staff('POST', issuesPath, {
        gameName: game.name,
        category: game.category,
        issueType: 'mechanical',
        description: 'Left flipper is weak',
        ...change,
      });
      expect(await fieldErrorsOf(response, field)).toEqual([message]);
      expect(await issuesOf()).toEqual([]);
    },
  );

  it('when an issue names a game the catalogue does not have, then it is a 400 and nothing is stored', async () => {
    const response = await operations.staff('POST', issuesPath, {
      gameName: 'Imaginary Machine',
      category: game.category,
      issueType: 'mechanical',
      description: 'Does not exist',
    });
    expect(await fieldErrorsOf(response, 'gameName')).toHaveLength(1);
    expect(await issuesOf('Imaginary Machine')).toEqual([]);
  });

  it('when the status is unknown or the issue is missing, then it is a 400 or a 404 and nothing changes', async () => {
    const issue = await reportIssue();
    expect(await fieldErrorsOf(await setStatus(issue.id, 'fixed'), 'status')).toHaveLength(1);
    await expectError(await setStatus('no-such-issue', 'resolved'), 404);
    expect(await issuesOf()).toEqual([issue]);
  });

  it('when issues are asked for without the game, then it is a 400 naming the query fields', async () => {
    const body = await expectError(await operations.staff('GET', issuesPath), 400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['query.category', 'query.gameName']);
  });
});
