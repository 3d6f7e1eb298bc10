import { galleryApi, objectIdOf, proofQuotaMessage } from '@venue/contracts/gallery';
import type { ScoreSubmission, ScoreSubmissionQuery } from '@venue/contracts/leaderboard';
import { AppError, badRequest, conflict, notFound } from '@venue/service-kit/errors';
import type { Logger } from '@venue/service-kit/logger';
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
const answered = (error: unknown, status: number) =>
  error instanceof AppError && error.status === status;

/**
 * Players' scores with a photo, waiting for staff. The photo is uploaded through the gallery's
 * link (its checks and cleaning, and its day of bytes per address); an approved score is entered
 * through the leaderboard's own domain, as staff would enter it, so the board changes and says
 * so. The gallery is told what became of the photo: sent with its score (it no longer expires),
 * approved (public from then on), rejected (deleted).
 */
export function scoreSubmissionsDomain(deps: {
  repository: ScoreSubmissionsRepository;
  leaderboard: LeaderboardDomain;
  services: ServiceClient;
  logger: Logger;
}) {
  const { repository, leaderboard, services, logger } = deps;

  /** The photo must be an upload finished through a score's photo link: it is sent with it. */
  async function sendPhoto(photo: string) {
    try {
      await services.call('gallery', galleryApi.routes.setProofStage, {
        params: { id: objectIdOf(photo) },
        body: { stage: 'submitted' },
      });
    } catch (error) {
      if (answered(error, 404)) {
        throw photoProblem('Upload the photo of the score first, then send the score');
      }
      if (answered(error, 422)) throw photoProblem('Upload the photo through the score photo link');
      throw error;
    }
  }

  /** Tells the gallery of a decision on the photo, once: public if approved, deleted if not. */
  async function settlePhoto(record: SubmissionRecord) {
    const params = { id: record.photoObjectId };
    try {
      if (record.status === 'approved') {
        await services.call('gallery', galleryApi.routes.setProofStage, {
          params,
          body: { stage: 'approved' },
        });
      } else {
        await services.call('gallery', galleryApi.routes.removeProof, { params });
      }
    } catch (error) {
      // Deleted already: nothing is left to settle.
      if (!answered(error, 404)) throw error;
    }
    await repository.markPhotoSettled(record.id);
  }

  /** Settles the photo now if the gallery answers; the scheduled run does it otherwise. */
  const settleSoon = (record: SubmissionRecord) =>
    settlePhoto(record).catch((error: unknown) =>
      logger.warn(
        { err: error, submissionId: record.id },
        "leaderboard: a decided score's photo was not settled; the next run settles it",
      ),
    );

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
    /** A link for the photo, for the player's address (the gateway's word on it). */
    async photoUpload(client: string) {
      try {
        const { uploadURL, objectPath } = await services.call(
          'gallery',
          galleryApi.routes.proofUploadUrl,
          { body: { client } },
        );
        return { uploadURL, photo: objectPath };
      } catch (error) {
        if (answered(error, 429)) throw new AppError(429, proofQuotaMessage);
        throw error;
      }
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
      await sendPhoto(input.photo);
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
      await settleSoon(approved);
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
      await settleSoon(rejected);
      return presentSubmission(rejected);
    },

    /** The scheduled run: the photos of decisions the gallery was not told of (or not yet). */
    async settlePhotos(): Promise<number> {
      let settled = 0;
      for (const record of await repository.photosToSettle()) {
        try {
          await settlePhoto(record);
          settled += 1;
        } catch (error) {
          logger.warn(
            { err: error, submissionId: record.id },
            "leaderboard: a decided score's photo was not settled; the next run tries again",
          );
        }
      }
      return settled;
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
