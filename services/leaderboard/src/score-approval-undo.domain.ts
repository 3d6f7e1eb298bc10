import { scoreApprovalUndoMinutes } from '@venue/contracts/leaderboard';
import { AppError, conflict, notFound } from '@venue/service-kit/errors';
import type { LeaderboardDomain } from './leaderboard.domain';
import type { ScorePhotos } from './score-photos';
import type { ScoreSubmissionsRepository, SubmissionRecord } from './score-submissions.repository';

const undoWindowMs = scoreApprovalUndoMinutes * 60_000;

const cannotUndo: Record<Exclude<SubmissionRecord['status'], 'approved'>, string> = {
  pending: 'This score has not been decided: there is no approval to undo',
  rejected: 'Only an approval can be undone: a rejected score stays rejected',
};

/**
 * Staff's undo of an approval, for a while after it: the score leaves the board first (announced
 * as a deletion, so the boards and pages follow), then the submission waits again as it did
 * before the approval (no decision, no score) and its photo is staff's only again. Undone
 * twice at once, the second finds it waiting (a 409); a stop between the two writes leaves the
 * approval without its score, and the undo may be asked again.
 */
export function scoreApprovalUndo(deps: {
  repository: ScoreSubmissionsRepository;
  leaderboard: LeaderboardDomain;
  photos: ScorePhotos;
}) {
  const { repository, leaderboard, photos } = deps;

  /** Why the approval cannot be undone now, or null. */
  function refusal(record: SubmissionRecord, decidedAfter: Date): string | null {
    if (record.status !== 'approved') return cannotUndo[record.status];
    if (!record.scoreEntered) return 'This approval is still being entered: try again in a moment';
    if (!record.decidedAt || record.decidedAt <= decidedAfter) {
      return `An approval can be undone for ${scoreApprovalUndoMinutes} minutes: delete the score from the board instead`;
    }
    return null;
  }

  return async function undoApproval(id: string): Promise<SubmissionRecord> {
    const decidedAfter = new Date(Date.now() - undoWindowMs);
    const record = await repository.findById(id);
    if (!record) throw notFound('No score submission with that id');
    const refused = refusal(record, decidedAfter);
    if (refused) throw conflict(refused);
    try {
      await leaderboard.removeScore(id);
    } catch (error) {
      // Staff deleted the score from the board already, or an undo cut short did.
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
    const reopened = await repository.reopenApproval(id, decidedAfter);
    if (!reopened) throw conflict(cannotUndo.pending);
    await photos.settleSoon(reopened);
    return reopened;
  };
}
