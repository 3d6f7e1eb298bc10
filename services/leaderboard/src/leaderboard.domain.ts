import { randomUUID } from 'node:crypto';
import { catalogueApi } from '@venue/contracts/catalogue';
import {
  leaderboardChanged,
  newScoreSchema,
  type LeaderboardTitle,
  type MonthScores,
  type Score,
} from '@venue/contracts/leaderboard';
import { badRequest, notFound } from '@venue/service-kit/errors';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import type { ServiceClient } from '@venue/service-kit/service-client';
import { venueDateOf, venueToday } from '@venue/venue-time/venue-time';
import type { z } from 'zod';
import { monthKeyOf, type VenueMonth } from './leaderboard.months';
import type { LeaderboardReadModel } from './leaderboard.read-model';
import type { LeaderboardRepository, ScoreRecord } from './leaderboard.repository';

type NewScore = z.output<typeof newScoreSchema>;

const presentScore = (record: ScoreRecord): Score => ({
  id: record.id,
  gameName: record.gameName,
  playerName: record.playerName,
  score: record.score,
  date: record.date,
  month: record.month,
  enteredBy: record.enteredBy,
  enteredAt: record.enteredAt.toISOString(),
});

/** Staff changes to scores and titles, each saved with its leaderboard.changed event. */
export function leaderboardDomain(
  repository: LeaderboardRepository,
  outbox: Outbox,
  readModel: LeaderboardReadModel,
  services: ServiceClient,
) {
  /** The catalogue's own spelling of the game, or a 400 naming the field. */
  async function catalogueName(gameName: string): Promise<string> {
    const names = await services.call('catalogue', catalogueApi.routes.names);
    const wanted = gameName.toLowerCase();
    const found = names.find((name) => name.toLowerCase() === wanted);
    if (!found) {
      throw badRequest('The request is not valid', {
        gameName: ['Choose a game from the games list'],
      });
    }
    return found;
  }

  /** The venue date of the score: the one given, that of its instant, or today. */
  function scoreDate(input: Pick<NewScore, 'date' | 'achievedAt'>): string {
    const today = venueToday();
    const field = input.achievedAt ? 'achievedAt' : 'date';
    const date = input.date ?? (input.achievedAt ? venueDateOf(new Date(input.achievedAt)) : today);
    if (date > today)
      throw badRequest('The request is not valid', { [field]: ['Date cannot be in the future'] });
    return date;
  }

  /**
   * A score onto its month's board, announced: what staff enter, and what an approved
   * submission becomes (with the submission's id, so it is entered once).
   */
  async function enterScore(
    score: Pick<ScoreRecord, 'gameName' | 'playerName' | 'score' | 'date'>,
    enteredBy: string,
    id?: string,
  ): Promise<Score> {
    const month = monthKeyOf(score.date);
    // Chosen here so that the event names the score: the read model reads that one score.
    const scoreId = id ?? randomUUID();
    const added = { change: 'score-added', month, scoreId, gameName: score.gameName } as const;
    const record = await outbox.record([domainEvent(leaderboardChanged, added)], () =>
      repository.insertScore(
        {
          gameName: score.gameName,
          playerName: score.playerName,
          score: score.score,
          date: score.date,
          month,
          enteredBy,
        },
        scoreId,
      ),
    );
    return presentScore(record);
  }

  return {
    catalogueName,
    scoreDate,
    enterScore,

    async addScore(input: NewScore, enteredBy: string): Promise<Score> {
      const date = scoreDate(input);
      const gameName = await catalogueName(input.gameName);
      return enterScore(
        { gameName, playerName: input.playerName, score: input.score, date },
        enteredBy,
      );
    },

    async removeScore(id: string): Promise<void> {
      const record = await repository.findScore(id);
      if (!record) throw notFound('No score with that id');
      await outbox.record(
        [
          domainEvent(leaderboardChanged, {
            change: 'score-deleted',
            month: record.month,
            scoreId: id,
            gameName: record.gameName,
          }),
        ],
        async () => {
          if (!(await repository.deleteScore(id))) throw notFound('No score with that id');
        },
      );
    },

    /** Sets the month's title; a blank one brings the default back. */
    async setTitle(month: VenueMonth, title: string, setBy: string): Promise<LeaderboardTitle> {
      await outbox.record(
        [domainEvent(leaderboardChanged, { change: 'title-set', month: month.key })],
        async () => {
          if (title === '') await repository.clearTitle(month.key);
          else await repository.setTitle(month.key, title, setBy);
        },
      );
      return readModel.titleOf(month);
    },

    async monthScores(month: VenueMonth): Promise<MonthScores> {
      const scores = await repository.between(month.firstDay, month.lastDay);
      return {
        month: month.key,
        monthLabel: month.label,
        today: venueToday(),
        scores: scores.map(presentScore),
      };
    },

    /** First start: a few scores this month so the board is not empty (no event to tell). */
    async seedIfEmpty(seed: Array<Omit<ScoreRecord, 'id' | 'playerKey' | 'enteredAt'>>) {
      if ((await repository.count()) > 0) return 0;
      for (const score of seed) await repository.insertScore(score);
      return seed.length;
    },
  };
}

export type LeaderboardDomain = ReturnType<typeof leaderboardDomain>;
