import type { leaderboardApi } from '@venue/contracts/leaderboard';
import type { Handlers } from '@venue/service-kit/api-router';
import { pageOfItems } from '@venue/service-kit/paging';
import type { LeaderboardDomain } from './leaderboard.domain';
import { resolveMonth } from './leaderboard.months';
import type { LeaderboardReadModel } from './leaderboard.read-model';
import type { ScoreSubmissionsDomain } from './score-submissions.domain';

/** The leaderboard's declared routes (packages/contracts/src/leaderboard.ts), each onto the domain. */
export function leaderboardRoutes(
  leaderboard: LeaderboardDomain,
  readModel: LeaderboardReadModel,
  submissions: ScoreSubmissionsDomain,
): Handlers<typeof leaderboardApi> {
  return {
    board: ({ query }) => readModel.board(resolveMonth(query.month)),
    title: ({ query }) => readModel.title(resolveMonth(query.month)),
    allTime: () => readModel.allTime(),
    months: () => readModel.months(),
    setTitle: ({ body, identity }) =>
      leaderboard.setTitle(resolveMonth(body.month), body.title, identity.username),
    scores: ({ query }) => leaderboard.monthScores(resolveMonth(query.month)),
    addScore: async ({ body, identity }, _req, res) => {
      const score = await leaderboard.addScore(body, identity.username);
      res.status(201);
      return score;
    },
    removeScore: async ({ params }, _req, res) => {
      await leaderboard.removeScore(params.id);
      res.status(204).end();
    },
    scorePhotoUpload: async (_input, req, res) => {
      // The address the gateway saw (it says nothing else to the service); see docs/PRODUCT.md.
      const link = await submissions.photoUpload(req.ip ?? '');
      res.status(201);
      return link;
    },
    submitScore: async ({ body }, _req, res) => {
      const receipt = await submissions.submit(body);
      res.status(201);
      return receipt;
    },
    scoreSubmissions: async ({ query, url }) => pageOfItems(url, await submissions.list(query)),
    approveScoreSubmission: ({ params, identity }) =>
      submissions.approve(params.id, identity.username),
    undoScoreApproval: ({ params }) => submissions.undoApproval(params.id),
    rejectScoreSubmission: ({ params, body, identity }) =>
      submissions.reject(params.id, body.reason, identity.username),
  };
}
