import {
  leaderboardApi,
  leaderboardChanged,
  settleScoreProofsQueue,
} from '@venue/contracts/leaderboard';
import { defineService } from '@venue/service-kit/service-module';
import { leaderboardDomain } from './leaderboard.domain';
import { leaderboardReadModel } from './leaderboard.read-model';
import { leaderboardRepository } from './leaderboard.repository';
import { leaderboardRoutes } from './leaderboard.routes';
import { seedScores } from './leaderboard.seed';
import { scoreSubmissionsDomain } from './score-submissions.domain';
import { scoreSubmissionsRepository } from './score-submissions.repository';

export const leaderboardService = defineService({
  name: 'leaderboard',
  api: leaderboardApi,
  publishes: [leaderboardChanged],
  queues: { produces: [settleScoreProofsQueue], works: [settleScoreProofsQueue] },

  async build({ store, outbox, services, logger, serving, sampleData }) {
    const repository = await leaderboardRepository(store);
    const readModel = leaderboardReadModel(repository);
    const leaderboard = leaderboardDomain(repository, outbox, readModel, services);
    const submissions = scoreSubmissionsDomain({
      repository: await scoreSubmissionsRepository(store),
      leaderboard,
      services,
      logger,
    });
    if (serving && sampleData) {
      const seeded = await leaderboard.seedIfEmpty(seedScores());
      if (seeded > 0) logger.info({ seeded }, 'seeded sample scores for this month');
    }
    if (serving) {
      const finished = await submissions.finishApprovals();
      if (finished > 0)
        logger.warn({ finished }, 'entered the scores of approvals a stop cut short');
    }
    return {
      handlers: leaderboardRoutes(leaderboard, readModel, submissions),
      work: {
        workers: [{ queue: settleScoreProofsQueue, handler: () => submissions.settlePhotos() }],
        // At start too: decisions made while the gallery was away, or before photos were settled.
        schedules: [
          {
            queue: settleScoreProofsQueue,
            id: 'score-proofs-settle-every-5-minutes',
            when: { everyMs: 5 * 60 * 1000 },
            payload: {},
          },
        ],
      },
      readModel,
    };
  },
});
