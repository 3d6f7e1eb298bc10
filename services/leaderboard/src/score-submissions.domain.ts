import { galleryApi, objectIdOf } from '@venue/contracts/gallery';
import type { ScoreSubmission, ScoreSubmissionQuery } from '@venue/contracts/leaderboard';
import { AppError, badRequest, conflict, notFound } from '@venue/service-kit/errors';
import { presentNewestFirst, type PageOf } from '@venue/service-kit/paging';
import type { ServiceClient } from '@venue/service-kit/service-client';
import { DuplicateKeyError } from '@venue/store/store.port';
import type { LeaderboardDomain } from './leaderboard.domain';
import type { ScoreSubmissionsRepository, SubmissionRecord } from './score-submissions.repository';

export const presentSubmission = (record: SubmissionRecord): ScoreSubmission => ({
  id: record.id,
  gameName: record.gameName,
  playerName: record.playerName,
  score: record.score,
  date: record.date,
  photo: record.photo,
  status: record.status,
  submittedAt: record.submittedAt,
  decidedBy: record.decidedBy,
  decidedAt: record.decidedAt,
  rejectionReason: record.rejectionReason,
  scoreId: record.scoreId,
});

const noSuchSubmission = () => notFound('No score submission with that id');
const photoProblem = (message: string) =>
  badRequest('The request is not valid', { photo: [message] });

/**
 * Players' scores with a photo, waiting for staff. The photo is uploaded through the gallery's
 * link (its checks and cleaning); an approved score is entered through the leaderboard's own
 * domain, as staff would enter it, so the board changes and says so.
 */
export function scoreSubmissionsDomain(deps: {
  repository: ScoreSubmissionsRepository;
  leaderboard: LeaderboardDomain;
  services: ServiceClient;
}) {
  const { repository, leaderboard, services } = deps;

  /** The photo must be an upload finished through a score's photo link. */
  async function checkPhoto(photo: string) {
    let stored;
    try {
      stored = await services.call('gallery', galleryApi.routes.storedObject, {
        params: { id: objectIdOf(photo) },
      });
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        throw photoProblem('Upload the photo of the score first, then send the score');
      }
      throw error;
    }
    if (stored.purpose !== 'score-proof') {
      throw photoProblem('Upload the photo through the score photo link');
    }
  }

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
    async photoUpload() {
      const { uploadURL, objectPath } = await services.call(
        'gallery',
        galleryApi.routes.proofUploadUrl,
      );
      return { uploadURL, photo: objectPath };
    },

    async submit(input: {
      gameName: string;
      playerName: string;
      score: number;
      date?: string | undefined;
      photo: string;
    }) {
      const date = leaderboard.scoreDate({ date: input.date });
      const gameName = await leaderboard.catalogueName(input.gameName);
      await checkPhoto(input.photo);
      try {
        const record = await repository.insert({
          gameName,
          playerName: input.playerName,
          score: input.score,
          date,
          photo: input.photo,
          photoObjectId: objectIdOf(input.photo),
        });
        return { id: record.id, status: 'pending' as const, submittedAt: record.submittedAt };
      } catch (error) {
        if (error instanceof DuplicateKeyError) {
          throw conflict('This photo is already on a submission', {
            photo: ['This photo is already on a submission'],
          });
        }
        throw error;
      }
    },

    /** A page of the submissions, newest first. */
    list: async (query: ScoreSubmissionQuery): Promise<PageOf<ScoreSubmission>> =>
      presentNewestFirst(await repository.newestFirst(query), presentSubmission),

    async approve(id: string, decidedBy: string): Promise<ScoreSubmission> {
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
      return presentSubmission({ ...approved, gameName, scoreEntered: true });
    },

    async reject(id: string, reason: string, decidedBy: string): Promise<ScoreSubmission> {
      await pending(id);
      const rejected = await repository.decide(id, {
        status: 'rejected',
        decidedBy,
        decidedAt: new Date(),
        rejectionReason: reason,
      });
      if (!rejected) throw await decidedMeanwhile(id);
      return presentSubmission(rejected);
    },

    /** At start: approvals a stop cut short between the decision and the board get their score. */
    async finishApprovals(): Promise<number> {
      const unfinished = await repository.approvedNotEntered();
      for (const record of unfinished) await enterApproved(record);
      return unfinished.length;
    },
  };
}

export type ScoreSubmissionsDomain = ReturnType<typeof scoreSubmissionsDomain>;
