import { leaderboardApi } from '@venue/contracts/leaderboard';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { scoreSubmissionsKey } from './get-score-submissions';

/** Keeps the score off the board, with staff's reason; a 409 once it was decided. */
export const rejectScoreSubmission = ({ id, reason }: { id: string; reason: string }) =>
  callApi(leaderboardApi.routes.rejectScoreSubmission, { params: { id }, body: { reason } });

export const rejectScoreSubmissionMutation = apiMutation({
  mutationFn: rejectScoreSubmission,
  invalidates: [scoreSubmissionsKey],
});
