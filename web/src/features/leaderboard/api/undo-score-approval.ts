import { leaderboardApi } from '@venue/contracts/leaderboard';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { scoreSubmissionsKey } from './get-score-submissions';
import { leaderboardKeys } from './leaderboard-keys';

/**
 * Takes an approval back (for a while after it): the score leaves the board and the submission
 * waits again; a 409 once it cannot be.
 */
export const undoScoreApproval = ({ id }: { id: string }) =>
  callApi(leaderboardApi.routes.undoScoreApproval, { params: { id } });

export const undoScoreApprovalMutation = apiMutation({
  mutationFn: undoScoreApproval,
  invalidates: [scoreSubmissionsKey, ...leaderboardKeys],
});
