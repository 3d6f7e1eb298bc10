import { leaderboardApi } from '@venue/contracts/leaderboard';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { leaderboardKeys } from './leaderboard-keys';

export const deleteScore = async ({ id }: { id: string }) => {
  await callApi(leaderboardApi.routes.removeScore, { params: { id } });
};

export const deleteScoreMutation = apiMutation({
  mutationFn: deleteScore,
  invalidates: leaderboardKeys,
});
