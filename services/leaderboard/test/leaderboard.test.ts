import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@venue/contracts/errors';
import {
  leaderboardChanged,
  leaderboardSchema,
  leaderboardTitleSchema,
  monthScoresSchema,
  scoreSchema,
  type LeaderboardChangedEvent,
  type NewScore,
} from '@venue/contracts/leaderboard';
import {
  startServicesUnderTest,
  type CallOptions,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { monthLabel, venueMonthOf, venueToday } from '@venue/venue-time/venue-time';
import { catalogueService } from '@venue/catalogue/catalogue.service';
import { leaderboardService } from '../src/leaderboard.service';

let hosted: ServicesUnderTest;
let announced: LeaderboardChangedEvent[];

beforeEach(async () => {
  hosted = await startServicesUnderTest([catalogueService, leaderboardService]);
  announced = [];
  hosted.jobs.subscribe(leaderboardChanged, 'leaderboard-test', async (payload) => {
    announced.push(payload);
  });
});
afterEach(() => hosted.close());

const api = (path: string, options: CallOptions = {}) => hosted.call('leaderboard', path, options);
const asStaff = (method: string, json?: unknown): CallOptions => ({ method, as: 'staff', json });
const expectErrorBody = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  return errorBodySchema.parse(await response.json());
};
const board = async (month?: string) =>
  leaderboardSchema.parse(
    await (await api(month ? `/api/leaderboard?month=${month}` : '/api/leaderboard')).json(),
  );

/** A month long past, so the first-start sample scores (this month) stay out of the way. */
const pastMonth = '2025-10';
const addScore = async (score: Partial<NewScore>) => {
  const response = await api(
    '/api/leaderboard/scores',
    asStaff('POST', {
      gameName: 'Godzilla',
      playerName: 'Ann',
      score: 100,
      date: '2025-10-15',
      ...score,
    }),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return scoreSchema.parse(await response.json());
};

describe('the board', () => {
  it('when players score several times, then each player shows once with their best, ties share a rank and the next rank skips', async () => {
    await addScore({ playerName: 'Ann', score: 500 });
    await addScore({ playerName: 'ann ', score: 900 });
    await addScore({ playerName: 'Bob', score: 700 });
    await addScore({ playerName: 'Cy', score: 700, date: '2025-10-20' });
    await addScore({ playerName: 'Dee', score: 300 });
    await addScore({ playerName: 'Eve', score: 700, date: '2025-10-02' });

    const { games } = await board(pastMonth);
    expect(games).toEqual([
      {
        game_name: 'Godzilla',
        entries: [
          { rank: 1, player_name: 'ann', score: 900 },
          // Equal scores share a rank, the earliest first.
          { rank: 2, player_name: 'Eve', score: 700 },
          { rank: 2, player_name: 'Bob', score: 700 },
          { rank: 2, player_name: 'Cy', score: 700 },
          { rank: 5, player_name: 'Dee', score: 300 },
        ],
      },
    ]);
  });

  it('when a game has more than ten players, then the board shows its top ten; games without scores that month are left out', async () => {
    for (let player = 1; player <= 12; player += 1) {
      await addScore({ playerName: `Player ${player}`, score: player * 1000 });
    }
    await addScore({ gameName: 'galaga', playerName: 'Zed', score: 5 });
    await addScore({ gameName: 'Jaws', playerName: 'Zed', score: 5, date: '2025-09-30' });

    const { games, month, monthLabel: label } = await board(pastMonth);
    expect(month).toBe(pastMonth);
    expect(label).toBe('October 2025');
    expect(games.map((game) => game.game_name)).toEqual(['Galaga', 'Godzilla']);
    const godzilla = games[1]!.entries;
    expect(godzilla).toHaveLength(10);
    expect(godzilla[0]).toEqual({ rank: 1, player_name: 'Player 12', score: 12_000 });
    expect(godzilla[9]).toEqual({ rank: 10, player_name: 'Player 3', score: 3000 });
  });

  it('when a score is made at 23:30 on the last day of a month in Winnipeg, then it belongs to that month', async () => {
    // 05:30 UTC on November 1 is still October 31 at the venue (daylight time, UTC-5).
    const october = await addScore({
      date: undefined,
      achievedAt: '2025-11-01T04:30:00Z',
      playerName: 'Late Larry',
    });
    // And in winter (UTC-6): 23:30 on February 28 is 05:30 UTC on March 1.
    const february = await addScore({
      date: undefined,
      achievedAt: '2026-03-01T05:30:00.000Z',
      playerName: 'Late Lucy',
    });
    const march = await addScore({
      date: undefined,
      achievedAt: '2026-03-01T06:30:00Z',
      playerName: 'Early Eddie',
    });

    expect(october).toMatchObject({ date: '2025-10-31', month: '2025-10' });
    expect(february).toMatchObject({ date: '2026-02-28', month: '2026-02' });
    expect(march).toMatchObject({ date: '2026-03-01', month: '2026-03' });
    const names = async (month: string) =>
      (await board(month)).games.flatMap((game) => game.entries.map((entry) => entry.player_name));
    expect(await names('2025-10')).toEqual(['Late Larry']);
    expect(await names('2025-11')).toEqual([]);
    expect(await names('2026-02')).toEqual(['Late Lucy']);
    expect(await names('2026-03')).toEqual(['Early Eddie']);
  });

  it('when no month is given, then the board is the current venue month with the first-start sample scores', async () => {
    const current = await board();
    const { year, month } = venueMonthOf();
    expect(current.month).toBe(venueToday().slice(0, 7));
    expect(current.title).toBe(`${monthLabel(year, month)} Leaderboard`);
    expect(current.games.length).toBeGreaterThanOrEqual(5);
    for (const game of current.games) {
      const scores = game.entries.map((entry) => entry.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it('when a score is added or deleted, then the next read of the board shows it and it is announced', async () => {
    const before = await (await api(`/api/leaderboard?month=${pastMonth}`)).text();
    expect(await (await api(`/api/leaderboard?month=${pastMonth}`)).text()).toBe(before);
    const score = await addScore({ playerName: 'Fresh', score: 42 });
    expect((await board(pastMonth)).games[0]?.entries).toEqual([
      { rank: 1, player_name: 'Fresh', score: 42 },
    ]);
    expect((await api(`/api/leaderboard/scores/${score.id}`, asStaff('DELETE'))).status).toBe(204);
    expect((await board(pastMonth)).games).toEqual([]);
    await expectErrorBody(await api(`/api/leaderboard/scores/${score.id}`, asStaff('DELETE')), 404);
    await expect
      .poll(() => announced.map((event) => `${event.change} ${event.month}`))
      .toEqual([`score-added ${pastMonth}`, `score-deleted ${pastMonth}`]);
  });

  it('when the month is not YYYY-MM, then it is a 400 naming it', async () => {
    const body = await expectErrorBody(await api('/api/leaderboard?month=2025-13'), 400);
    expect(body.errors?.['query.month']).toEqual([
      'month must be a month written YYYY-MM, e.g. 2026-11',
    ]);
  });
});

describe('scores', () => {
  it('when scores up to 2^53-1 are entered, then they are kept exactly; larger, negative or fractional ones are refused', async () => {
    const biggest = await addScore({ score: Number.MAX_SAFE_INTEGER });
    expect(biggest.score).toBe(9_007_199_254_740_991);
    expect(
      (await addScore({ playerName: 'Text', score: '12,345,678' as unknown as number })).score,
    ).toBe(12_345_678);
    for (const score of [2 ** 53, -1, 1.5, '12abc', '9007199254740993']) {
      const body = await expectErrorBody(
        await api(
          '/api/leaderboard/scores',
          asStaff('POST', { gameName: 'Godzilla', playerName: 'X', score }),
        ),
        400,
      );
      expect(body.errors?.score).toEqual([
        'Score must be a whole number from 0 to 9,007,199,254,740,991',
      ]);
    }
    expect((await board(pastMonth)).games[0]?.entries.map((entry) => entry.score)).toEqual([
      9_007_199_254_740_991, 12_345_678,
    ]);
  });

  it('when the game is not in the catalogue, then it is a 400 on the game and nothing is stored', async () => {
    const body = await expectErrorBody(
      await api(
        '/api/leaderboard/scores',
        asStaff('POST', { gameName: 'Not A Game', playerName: 'X', score: 1, date: '2025-10-01' }),
      ),
      400,
    );
    expect(body.errors?.gameName).toEqual(['Choose a game from the games list']);
    expect((await board(pastMonth)).games).toEqual([]);
  });

  it('when the game name differs only in case, then the catalogue spelling is kept', async () => {
    expect((await addScore({ gameName: 'MEDIEVAL MADNESS' })).gameName).toBe('Medieval Madness');
  });

  it('when a required field is missing or the date is in the future, then it is a 400 naming the field', async () => {
    const missing = await expectErrorBody(
      await api('/api/leaderboard/scores', asStaff('POST', {})),
      400,
    );
    expect(Object.keys(missing.errors ?? {}).sort()).toEqual(['gameName', 'playerName', 'score']);
    const future = await expectErrorBody(
      await api(
        '/api/leaderboard/scores',
        asStaff('POST', { gameName: 'Godzilla', playerName: 'X', score: 1, date: '2099-01-01' }),
      ),
      400,
    );
    expect(future.errors?.date).toEqual(['Date cannot be in the future']);
  });

  it('when a score comes without a date, then it is dated the venue today and listed for staff with who entered it', async () => {
    const score = await addScore({ date: undefined, playerName: 'Today Tess' });
    expect(score).toMatchObject({ date: venueToday(), enteredBy: 'tester' });
    const listed = monthScoresSchema.parse(
      await (await api('/api/leaderboard/scores', { as: 'staff' })).json(),
    );
    expect(listed.month).toBe(venueToday().slice(0, 7));
    expect(listed.today).toBe(venueToday());
    expect(listed.scores[0]).toEqual(score);
  });

  it('when the catalogue cannot be reached, then adding a score is a 503 and nothing is stored', async () => {
    const alone = await startServicesUnderTest([leaderboardService], {
      targets: { catalogue: 'http://127.0.0.1:1' },
    });
    try {
      const response = await alone.call('leaderboard', '/api/leaderboard/scores', {
        ...asStaff('POST', { gameName: 'Godzilla', playerName: 'X', score: 1, date: '2025-10-01' }),
      });
      await expectErrorBody(response, 503);
    } finally {
      await alone.close();
    }
  });

  it.each([
    ['POST', '/api/leaderboard/scores'],
    ['DELETE', '/api/leaderboard/scores/some-id'],
    ['GET', '/api/leaderboard/scores'],
    ['PUT', '/api/leaderboard/title'],
  ])('when %s %s comes without the gateway identity, then it is a 401', async (method, path) => {
    await expectErrorBody(
      await api(path, { method, json: method === 'GET' ? undefined : {} }),
      401,
    );
  });
});

describe('the title', () => {
  it('when no title was set, then the default is the month and year; a set one shows on the board; a blank one brings the default back', async () => {
    const title = async () =>
      leaderboardTitleSchema.parse(
        await (await api(`/api/leaderboard/title?month=${pastMonth}`)).json(),
      );
    expect(await title()).toEqual({
      title: 'October 2025 Leaderboard',
      month: pastMonth,
      isDefault: true,
    });

    const set = await api(
      '/api/leaderboard/title',
      asStaff('PUT', { title: 'Spooky Scores', month: pastMonth }),
    );
    expect(set.status).toBe(200);
    expect(await title()).toEqual({ title: 'Spooky Scores', month: pastMonth, isDefault: false });
    expect((await board(pastMonth)).title).toBe('Spooky Scores');

    await api('/api/leaderboard/title', asStaff('PUT', { title: '  ', month: pastMonth }));
    expect((await board(pastMonth)).title).toBe('October 2025 Leaderboard');
  });

  it('when a title is set without a month, then it is the current month that gets it', async () => {
    await api('/api/leaderboard/title', asStaff('PUT', { title: 'This Month Rocks' }));
    expect((await board()).title).toBe('This Month Rocks');
    expect((await board(pastMonth)).title).toBe('October 2025 Leaderboard');
  });
});
