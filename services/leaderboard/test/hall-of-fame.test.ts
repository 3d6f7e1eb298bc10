import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  allTimeBoardSchema,
  leaderboardMonthsSchema,
  scoreSchema,
} from '@venue/contracts/leaderboard';
import {
  startServicesUnderTest,
  type CallOptions,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { monthLabel, venueMonthOf } from '@venue/venue-time/venue-time';
import { catalogueService } from '@venue/catalogue/catalogue.service';
import { leaderboardService } from '../src/leaderboard.service';

let hosted: ServicesUnderTest;
beforeEach(async () => {
  hosted = await startServicesUnderTest([catalogueService, leaderboardService]);
});
afterEach(() => hosted.close());

const api = (path: string, options: CallOptions = {}) => hosted.call('leaderboard', path, options);
/** A machine the first-start sample scores leave alone. */
const game = 'Twilight Zone';
const add = async (playerName: string, score: number, date: string) => {
  const response = await api('/api/leaderboard/scores', {
    method: 'POST',
    as: 'staff',
    json: { gameName: game, playerName, score, date },
  });
  expect(response.status).toBe(201);
  return scoreSchema.parse(await response.json());
};
const allTime = async () => {
  const response = await api('/api/leaderboard/all-time');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).not.toBe('no-store');
  return allTimeBoardSchema.parse(await response.json());
};
const entriesOf = async (name: string) =>
  (await allTime()).games.find((entry) => entry.game_name === name)?.entries;
const months = async () => {
  const response = await api('/api/leaderboard/months');
  expect(response.status).toBe(200);
  return leaderboardMonthsSchema.parse(await response.json());
};

describe('the Hall of Fame', () => {
  it("when players scored over several months, then each player's best of all time is ranked, ties sharing a rank", async () => {
    await add('Ann', 500, '2024-03-02');
    await add('ANN', 900, '2025-07-19');
    await add('Bo', 900, '2025-01-05');
    await add('Cy', 700, '2025-10-10');
    await add('Di', 100, '2023-12-31');
    expect(await entriesOf(game)).toEqual([
      { rank: 1, player_name: 'Bo', score: 900 },
      { rank: 1, player_name: 'ANN', score: 900 },
      { rank: 3, player_name: 'Cy', score: 700 },
      { rank: 4, player_name: 'Di', score: 100 },
    ]);
  });

  it('when more than ten players scored, then only the top ten show', async () => {
    for (let index = 0; index < 12; index += 1) {
      await add(`Player ${index}`, 1000 + index, '2025-05-01');
    }
    const entries = (await entriesOf(game))!;
    expect(entries).toHaveLength(10);
    expect(entries[0]).toEqual({ rank: 1, player_name: 'Player 11', score: 1011 });
    expect(entries.at(-1)).toEqual({ rank: 10, player_name: 'Player 2', score: 1002 });
  });

  it('when a score is added or deleted, then the Hall of Fame shows it at once', async () => {
    expect(await entriesOf(game)).toBeUndefined();
    const score = await add('Ann', 500, '2024-03-02');
    expect(await entriesOf(game)).toEqual([{ rank: 1, player_name: 'Ann', score: 500 }]);
    await api(`/api/leaderboard/scores/${score.id}`, { method: 'DELETE', as: 'staff' });
    expect(await entriesOf(game)).toBeUndefined();
  });
});

describe('the months with scores', () => {
  it('when scores span months, then each month with scores is listed newest first with its name and count', async () => {
    await add('Ann', 500, '2024-03-02');
    await add('Bo', 600, '2024-03-20');
    await add('Cy', 700, '2025-10-10');
    const { year, month } = venueMonthOf(new Date());
    const current = `${year}-${String(month + 1).padStart(2, '0')}`;
    const listed = await months();
    expect(listed.map((entry) => entry.month)).toEqual([current, '2025-10', '2024-03']);
    expect(listed[0]!.monthLabel).toBe(monthLabel(year, month));
    expect(listed.slice(1)).toEqual([
      { month: '2025-10', monthLabel: 'October 2025', scores: 1 },
      { month: '2024-03', monthLabel: 'March 2024', scores: 2 },
    ]);
  });

  it('when the months were listed and scores are then added and deleted, then each count follows', async () => {
    const first = await add('Ann', 500, '2024-03-02');
    const countOf = async (month: string) =>
      (await months()).find((entry) => entry.month === month)?.scores;
    expect(await countOf('2024-03')).toBe(1);
    const second = await add('Bo', 600, '2024-03-20');
    await add('Cy', 700, '2024-03-21');
    expect(await countOf('2024-03')).toBe(3);
    for (const score of [first, second]) {
      const deleted = await api(`/api/leaderboard/scores/${score.id}`, {
        method: 'DELETE',
        as: 'staff',
      });
      expect(deleted.status).toBe(204);
    }
    expect(await countOf('2024-03')).toBe(1);
    await add('Di', 800, '2024-04-01');
    expect((await months()).map((entry) => [entry.month, entry.scores]).slice(-2)).toEqual([
      ['2024-04', 1],
      ['2024-03', 1],
    ]);
  });
});
