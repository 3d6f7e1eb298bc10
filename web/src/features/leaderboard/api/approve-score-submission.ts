import { leaderboardApi } from '@venue/contracts/leaderboard';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { scoreSubmissionsKey } from './get-score-submissions';
import { leaderboardKeys } from './leaderboard-keys';

/** Enters the score on its month's board as staff's own; a 409 once it was decided. */
export const approveScoreSubmission = ({ id }: { id: string }) =>
  callApi(leaderboardApi.routes.approveScoreSubmission, { params: { id } });

export const approveScoreSubmissionMutation = apiMutation({
  mutationFn: approveScoreSubmission,
  invalidates: [scoreSubmissionsKey, ...leaderboardKeys],
});
