import { objectIdOf } from '@venue/contracts/gallery';
import type { ScoreSubmission, ScoreSubmissionQuery } from '@venue/contracts/leaderboard';
import { conflict } from '@venue/service-kit/errors';
import type { Logger } from '@venue/service-kit/logger';
import { presentNewestFirst, type PageOf } from '@venue/service-kit/paging';
import type { ServiceClient } from '@venue/service-kit/service-client';
import { DuplicateKeyError } from '@venue/store/store.port';
import type { LeaderboardDomain } from './leaderboard.domain';
import { scoreApprovalUndo } from './score-approval-undo.domain';
import { scoreDecisions } from './score-decisions.domain';
import { scorePhotos } from './score-photos';
import type { ScoreSubmissionsRepository, SubmissionRecord } from './score-submissions.repository';

const presentSubmission = (record: SubmissionRecord): ScoreSubmission => ({
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

/**
 * Players' scores with a photo, waiting for staff: sent by a player here, the photo's way through
 * the gallery in score-photos.ts, staff's decisions in score-decisions.domain.ts.
 */
export function scoreSubmissionsDomain(deps: {
  repository: ScoreSubmissionsRepository;
  leaderboard: LeaderboardDomain;
  services: ServiceClient;
  logger: Logger;
}) {
  const { repository, leaderboard } = deps;
  const photos = scorePhotos(deps);
  const decisions = scoreDecisions({ repository, leaderboard, photos });
  const undoApproval = scoreApprovalUndo({ repository, leaderboard, photos });

  return {
    photoUpload: photos.photoUpload,
    settlePhotos: photos.settlePhotos,
    finishApprovals: decisions.finishApprovals,

    async submit(input: {
      gameName: string;
      playerName: string;
      score: number;
      date?: string | undefined;
      photo: string;
    }) {
      const date = leaderboard.scoreDate({ date: input.date });
      const gameName = await leaderboard.catalogueName(input.gameName);
      await photos.sendPhoto(input.photo);
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

    approve: async (id: string, decidedBy: string): Promise<ScoreSubmission> =>
      presentSubmission(await decisions.approve(id, decidedBy)),

    undoApproval: async (id: string): Promise<ScoreSubmission> =>
      presentSubmission(await undoApproval(id)),

    reject: async (id: string, reason: string, decidedBy: string): Promise<ScoreSubmission> =>
      presentSubmission(await decisions.reject(id, reason, decidedBy)),
  };
}

export type ScoreSubmissionsDomain = ReturnType<typeof scoreSubmissionsDomain>;
