import { leaderboardApi, type NewScore } from '@venue/contracts/leaderboard';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { leaderboardKeys } from './leaderboard-keys';

/** 201 with the score as stored; 400 names bad fields (an unknown game, a future date). */
export const addScore = (score: NewScore) =>
  callApi(leaderboardApi.routes.addScore, { body: score });

export const addScoreMutation = apiMutation({ mutationFn: addScore, invalidates: leaderboardKeys });
