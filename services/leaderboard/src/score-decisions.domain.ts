import { conflict, notFound } from '@venue/service-kit/errors';
import { DuplicateKeyError } from '@venue/store/store.port';
import type { LeaderboardDomain } from './leaderboard.domain';
import type { ScorePhotos } from './score-photos';
import type { ScoreSubmissionsRepository, SubmissionRecord } from './score-submissions.repository';

const noSuchSubmission = () => notFound('No score submission with that id');

/**
 * Staff's decisions on submitted scores: an approved score is entered through the leaderboard's
 * own domain, as staff would enter it, so the board changes and says so; either way the gallery
 * is told what became of the photo.
 */
export function scoreDecisions(deps: {
  repository: ScoreSubmissionsRepository;
  leaderboard: LeaderboardDomain;
  photos: ScorePhotos;
}) {
  const { repository, leaderboard, photos } = deps;

  /** Enters an approved submission's score once (its id is the score's) and marks it entered. */
  async function enterApproved(record: SubmissionRecord) {
    try {
      const { gameName, playerName, score, date } = record;
      await leaderboard.enterScore(
        { gameName, playerName, score, date },
        record.decidedBy ?? 'staff',
        record.id,
      );
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    await repository.markEntered(record.id);
  }

  const alreadyDecided = (record: SubmissionRecord) =>
    conflict(`This submission was already ${record.status}`);

  async function pending(id: string): Promise<SubmissionRecord> {
    const record = await repository.findById(id);
    if (!record) throw noSuchSubmission();
    if (record.status !== 'pending') throw alreadyDecided(record);
    return record;
  }

  /** Another staff member decided it between our read and our write. */
  async function decidedMeanwhile(id: string) {
    const record = await repository.findById(id);
    return record ? alreadyDecided(record) : noSuchSubmission();
  }

  return {
    async approve(id: string, decidedBy: string): Promise<SubmissionRecord> {
      const record = await pending(id);
      // The game may have left the catalogue (or been renamed) while the score waited.
      const gameName = await leaderboard.catalogueName(record.gameName);
      const approved = await repository.decide(id, {
        status: 'approved',
        decidedBy,
        decidedAt: new Date(),
        scoreId: id,
      });
      if (!approved) throw await decidedMeanwhile(id);
      try {
        await enterApproved({ ...approved, gameName });
      } catch (error) {
        await repository.undoApproval(id);
        throw error;
      }
      await photos.settleSoon(approved);
      return { ...approved, gameName, scoreEntered: true };
    },

    async reject(id: string, reason: string, decidedBy: string): Promise<SubmissionRecord> {
      await pending(id);
      const rejected = await repository.decide(id, {
        status: 'rejected',
        decidedBy,
        decidedAt: new Date(),
        rejectionReason: reason,
      });
      if (!rejected) throw await decidedMeanwhile(id);
      await photos.settleSoon(rejected);
      return rejected;
    },

    /** At start: approvals a stop cut short between the decision and the board get their score. */
    async finishApprovals(): Promise<number> {
      const unfinished = await repository.approvedNotEntered();
      for (const record of unfinished) await enterApproved(record);
      return unfinished.length;
    },
  };
}
