import { leaderboardApi, type SetLeaderboardTitle } from '@venue/contracts/leaderboard';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { leaderboardKeys } from './leaderboard-keys';

/** Sets this month's title; a blank one brings back the default. */
export const setLeaderboardTitle = (input: SetLeaderboardTitle) =>
  callApi(leaderboardApi.routes.setTitle, { body: input });

export const setLeaderboardTitleMutation = apiMutation({
  mutationFn: setLeaderboardTitle,
  invalidates: leaderboardKeys,
});
