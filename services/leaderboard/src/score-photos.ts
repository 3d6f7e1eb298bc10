import { galleryApi, objectIdOf, proofQuotaMessage } from '@venue/contracts/gallery';
import { AppError, badRequest } from '@venue/service-kit/errors';
import type { Logger } from '@venue/service-kit/logger';
import type { ServiceClient } from '@venue/service-kit/service-client';
import type { ScoreSubmissionsRepository, SubmissionRecord } from './score-submissions.repository';

const photoProblem = (message: string) =>
  badRequest('The request is not valid', { photo: [message] });
const answered = (error: unknown, status: number) =>
  error instanceof AppError && error.status === status;

/**
 * A submitted score's photo at the gallery: uploaded through the gallery's link (its checks and
 * cleaning, and its day of bytes per address), sent with its score (it no longer expires), and
 * settled once the score is decided: public if approved, deleted if not.
 */
export function scorePhotos(deps: {
  repository: ScoreSubmissionsRepository;
  services: ServiceClient;
  logger: Logger;
}) {
  const { repository, services, logger } = deps;

  /**
   * Tells the gallery of a decision on the photo, once: public if approved, deleted if
   * rejected, staff's only again if its approval was undone.
   */
  async function settlePhoto(record: SubmissionRecord) {
    const params = { id: record.photoObjectId };
    try {
      if (record.status === 'rejected') {
        await services.call('gallery', galleryApi.routes.removeProof, { params });
      } else {
        await services.call('gallery', galleryApi.routes.setProofStage, {
          params,
          body: { stage: record.status === 'approved' ? 'approved' : 'reopened' },
        });
      }
    } catch (error) {
      // Deleted already: nothing is left to settle.
      if (!answered(error, 404)) throw error;
    }
    await repository.markPhotoSettled(record.id);
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

    /** The photo must be an upload finished through a score's photo link: it is sent with it. */
    async sendPhoto(photo: string) {
      try {
        await services.call('gallery', galleryApi.routes.setProofStage, {
          params: { id: objectIdOf(photo) },
          body: { stage: 'submitted' },
        });
      } catch (error) {
        if (answered(error, 404)) {
          throw photoProblem('Upload the photo of the score first, then send the score');
        }
        if (answered(error, 422)) {
          throw photoProblem('Upload the photo through the score photo link');
        }
        throw error;
      }
    },

    /** Settles the photo now if the gallery answers; the scheduled run does it otherwise. */
    settleSoon: (record: SubmissionRecord) =>
      settlePhoto(record).catch((error: unknown) =>
        logger.warn(
          { err: error, submissionId: record.id },
          "leaderboard: a decided score's photo was not settled; the next run settles it",
        ),
      ),

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
  };
}

export type ScorePhotos = ReturnType<typeof scorePhotos>;
