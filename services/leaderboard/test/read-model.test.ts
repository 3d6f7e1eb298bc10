import { describe, expect, it } from 'vitest';
import { leaderboardChanged, leaderboardSchema, scoreSchema } from '@venue/contracts/leaderboard';
import { readOnEvent, servicesOnALateStore } from '@venue/test-helpers/reads-on-event';
import { catalogueService } from '@venue/catalogue/catalogue.service';
import { leaderboardService } from '../src/leaderboard.service';

const suite = servicesOnALateStore([catalogueService, leaderboardService], { late: 'leaderboard' });

const staff = (method: string, path: string, json?: unknown) =>
  suite.hosted.call('leaderboard', path, { method, as: 'staff', json });
/** A month long past, clear of the first start's sample scores. */
const month = '2025-10';
const playersOf = (body: unknown) =>
  leaderboardSchema
    .parse(body)
    .games.flatMap((game) => game.entries.map((entry) => entry.player_name));

describe('the read model on a store that answers late', () => {
  it('when a score is added, removed and a title set, then a read asked the moment each leaderboard.changed is heard already shows the change', async () => {
    const board = readOnEvent(suite.hosted, {
      service: 'leaderboard',
      event: leaderboardChanged,
      path: `/api/leaderboard?month=${month}`,
    });
    // Asked before the change, so that an answer is kept to be dropped.
    await suite.hosted.call('leaderboard', `/api/leaderboard?month=${month}`);

    const added = await staff('POST', '/api/leaderboard/scores', {
      gameName: 'Godzilla',
      playerName: 'Ann',
      score: 100,
      date: `${month}-15`,
    });
    expect(added.status).toBe(201);
    const score = scoreSchema.parse(await added.json());
    await expect.poll(() => board.answers.length).toBe(1);
    expect(playersOf(board.answers[0]?.body)).toEqual(['Ann']);

    board.clear();
    expect((await staff('DELETE', `/api/leaderboard/scores/${score.id}`)).status).toBe(204);
    await expect.poll(() => board.answers.length).toBe(1);
    expect(playersOf(board.answers[0]?.body)).toEqual([]);

    board.clear();
    const titled = await staff('PUT', '/api/leaderboard/title', { month, title: 'Autumn Cup' });
    expect(titled.status).toBe(200);
    await expect.poll(() => board.answers.length).toBe(1);
    expect(board.answers[0]?.body).toMatchObject({ title: 'Autumn Cup' });
    await board.stop();
  });
});
