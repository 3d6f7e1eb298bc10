import type { ScoreSubmissionStatus } from '@venue/contracts/leaderboard';
import { newestFirstPage } from '@venue/store/newest-first-page';
import type { Store } from '@venue/store/store.port';

export interface SubmissionRecord {
  id: string;
  /** As the catalogue spells it. */
  gameName: string;
  playerName: string;
  score: number;
  /** The venue date the score was made, `YYYY-MM-DD`. */
  date: string;
  /** The photo's object path, and its object id (one submission per photo). */
  photo: string;
  photoObjectId: string;
  status: ScoreSubmissionStatus;
  submittedAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  rejectionReason: string | null;
  scoreId: string | null;
  /** Whether an approved submission's score is on the board (false between the two writes). */
  scoreEntered: boolean;
  /**
   * Whether the gallery was told of the decision: an approved one's photo made public, a
   * rejected one's deleted, a reopened one's made staff's only again. Absent on submissions
   * never decided, and on those decided before photos were settled.
   */
  photoSettled?: boolean;
}

type NewSubmission = Pick<
  SubmissionRecord,
  'gameName' | 'playerName' | 'score' | 'date' | 'photo' | 'photoObjectId'
>;

type Decision = Pick<SubmissionRecord, 'decidedBy' | 'decidedAt'> &
  ({ status: 'approved'; scoreId: string } | { status: 'rejected'; rejectionReason: string });

export async function scoreSubmissionsRepository(store: Store) {
  const submissions = await store.collection<SubmissionRecord>('score_submissions', {
    indexes: [
      { fields: { photoObjectId: 1 }, unique: true },
      { fields: { status: 1 } },
      { fields: { submittedAt: -1 } },
    ],
  });
  return {
    insert: (fields: NewSubmission) =>
      submissions.insert({
        ...fields,
        status: 'pending',
        submittedAt: new Date(),
        decidedBy: null,
        decidedAt: null,
        rejectionReason: null,
        scoreId: null,
        scoreEntered: false,
      }),
    findById: (id: string) => submissions.findById(id),
    /** A page of the submissions (of one status, or all), newest first. */
    newestFirst: (page: {
      limit: number;
      before?: { at: Date; id: string };
      status?: ScoreSubmissionStatus;
    }) =>
      newestFirstPage(submissions, 'submittedAt', {
        limit: page.limit,
        before: page.before,
        filter: page.status ? { status: page.status } : {},
      }),
    /** Decides a pending submission; null when it is not pending (any more). */
    decide: (id: string, decision: Decision) =>
      submissions.updateOne(
        { id, status: 'pending' },
        { $set: { ...decision, photoSettled: false } },
      ),
    /** Puts an approval whose score could not be entered back to pending. */
    undoApproval: (id: string) =>
      submissions.updateOne(
        { id, status: 'approved', scoreEntered: false },
        { $set: { status: 'pending', decidedBy: null, decidedAt: null, scoreId: null } },
      ),
    /**
     * An approval on the board, decided after `decidedAfter`, back to waiting as before it;
     * null when there is none. Its photo is to be settled again (staff's only).
     */
    reopenApproval: (id: string, decidedAfter: Date) =>
      submissions.updateOne(
        { id, status: 'approved', scoreEntered: true, decidedAt: { $gt: decidedAfter } },
        {
          $set: {
            status: 'pending',
            decidedBy: null,
            decidedAt: null,
            scoreId: null,
            scoreEntered: false,
            photoSettled: false,
          },
        },
      ),
    markEntered: (id: string) => submissions.updateOne({ id }, { $set: { scoreEntered: true } }),
    approvedNotEntered: () => submissions.find({ status: 'approved', scoreEntered: false }),
    markPhotoSettled: (id: string) =>
      submissions.updateOne({ id }, { $set: { photoSettled: true } }),
    /**
     * Rejected ones, approved ones on the board, and reopened ones (waiting again, their photo
     * to be settled), whose photo the gallery was not told of.
     */
    photosToSettle: () =>
      submissions.find({
        $or: [
          { status: 'rejected', photoSettled: { $ne: true } },
          { status: 'approved', scoreEntered: true, photoSettled: { $ne: true } },
          { status: 'pending', photoSettled: false },
        ],
      }),
  };
}

export type ScoreSubmissionsRepository = Awaited<ReturnType<typeof scoreSubmissionsRepository>>;
