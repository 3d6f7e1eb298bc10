import { z } from 'zod';
import { isObjectPath } from './gallery';
import { defineApi } from './http';
import { defineEvent, defineQueue } from './messages';
import { newestFirstQuerySchema } from './paging';
import { optionalText, requiredText } from './text';
import { monthKeyPattern } from './values';

/** A venue month, `YYYY-MM`. */
export const monthKeySchema = z
  .string()
  .regex(monthKeyPattern, 'month must be a month written YYYY-MM, e.g. 2026-11');
export type MonthKey = z.infer<typeof monthKeySchema>;

export const maxScore = Number.MAX_SAFE_INTEGER;
const scoreMessage = `Score must be a whole number from 0 to ${maxScore.toLocaleString('en-US')}`;

/**
 * Scores run past 32 bits (pinball scores reach billions), so the bound is the largest integer
 * JSON and JavaScript carry exactly. Forms send text, with or without thousands separators.
 */
export const scoreValueSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().replace(/[,\s]/g, '');
    if (text === '') return undefined;
    return /^\d+$/.test(text) ? Number(text) : Number.NaN;
  },
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'Score is required' : scoreMessage),
    })
    .refine((score) => Number.isSafeInteger(score) && score >= 0, scoreMessage),
);

/** What staff send to record a score. */
export const newScoreSchema = z
  .object({
    gameName: requiredText('Game', { max: 120 }, 'Please choose a game'),
    playerName: requiredText('Player name', { max: 40 }),
    score: scoreValueSchema,
    /** The venue's calendar date of the score (`YYYY-MM-DD`), as staff pick it. */
    date: z.iso.date('Date must be a real date written YYYY-MM-DD').optional(),
    /** Or the instant it was made, with its offset; the server finds its venue date. */
    achievedAt: z.iso
      .datetime({ offset: true, error: 'achievedAt must be an ISO 8601 instant with an offset' })
      .optional(),
  })
  .refine((input) => !(input.date && input.achievedAt), {
    path: ['date'],
    error: 'Give either a date or achievedAt, not both',
  });
export type NewScore = z.input<typeof newScoreSchema>;

export const scoreSchema = z.object({
  id: z.string(),
  gameName: z.string(),
  playerName: z.string(),
  score: z.number(),
  /** The venue's calendar date the score was made on. */
  date: z.iso.date(),
  month: monthKeySchema,
  /** The staff member who entered it. */
  enteredBy: z.string(),
  enteredAt: z.iso.datetime(),
});
export type Score = z.infer<typeof scoreSchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  player_name: z.string(),
  score: z.number(),
});

/** The board entries per game: each player's best, best first, ties sharing a rank. */
export const leaderboardTopEntries = 10;

export const leaderboardSchema = z.object({
  title: z.string(),
  /** The venue month the board is for, and its name (`November 2026`). */
  month: monthKeySchema,
  monthLabel: z.string(),
  games: z.array(z.object({ game_name: z.string(), entries: z.array(leaderboardEntrySchema) })),
  /** The newest score entered on it, or its title set, if later (null: neither). */
  updatedAt: z.iso.datetime().nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** The Hall of Fame: every game's best of all time, ranked as a month's board is. */
export const allTimeBoardSchema = z.object({
  games: z.array(z.object({ game_name: z.string(), entries: z.array(leaderboardEntrySchema) })),
  /** The newest score entered (null: none). */
  updatedAt: z.iso.datetime().nullable(),
});
export type AllTimeBoard = z.infer<typeof allTimeBoardSchema>;

/** The months that have scores, newest first, for browsing past boards. */
export const leaderboardMonthsSchema = z.array(
  z.object({
    month: monthKeySchema,
    monthLabel: z.string(),
    scores: z.number().int().positive(),
  }),
);
export type LeaderboardMonths = z.infer<typeof leaderboardMonthsSchema>;

export const leaderboardTitleSchema = z.object({
  title: z.string(),
  month: monthKeySchema,
  /** True while no title was set for the month and the default `{Month} {Year} Leaderboard` shows. */
  isDefault: z.boolean(),
});
export type LeaderboardTitle = z.infer<typeof leaderboardTitleSchema>;

export const setLeaderboardTitleSchema = z.object({
  /** Blank brings the default title back. */
  title: optionalText('Title', { max: 80 }),
  month: monthKeySchema.optional(),
});
export type SetLeaderboardTitle = z.input<typeof setLeaderboardTitleSchema>;

export const monthQuerySchema = z.object({ month: monthKeySchema.optional() });

export const monthScoresSchema = z.object({
  month: monthKeySchema,
  monthLabel: z.string(),
  /** The venue's date today, the latest date a score may carry. */
  today: z.iso.date(),
  scores: z.array(scoreSchema),
});
export type MonthScores = z.infer<typeof monthScoresSchema>;

export const scoreIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const leaderboardChangeKinds = ['score-added', 'score-deleted', 'title-set'] as const;

/** Published by the leaderboard after any change to a month's scores or title. */
export const leaderboardChangedEventSchema = z.object({
  change: z.enum(leaderboardChangeKinds),
  month: monthKeySchema,
  scoreId: z.string().optional(),
  gameName: z.string().optional(),
});
export type LeaderboardChangedEvent = z.infer<typeof leaderboardChangedEventSchema>;

export const leaderboardChanged = defineEvent({
  name: 'leaderboard.changed',
  payload: leaderboardChangedEventSchema,
});

/**
 * A player's score sent from the floor with a photo of the machine's display: it waits for staff,
 * who approve it (it then enters the month's board as a score staff entered) or reject it with a
 * reason. Who decided and when stays on it.
 */
export const scoreSubmissionStatuses = ['pending', 'approved', 'rejected'] as const;
export type ScoreSubmissionStatus = (typeof scoreSubmissionStatuses)[number];

/** What a player sends: the photo is the object path its upload link stored to. */
export const scoreSubmissionInputSchema = z.object({
  gameName: requiredText('Game', { max: 120 }, 'Please choose a game'),
  playerName: requiredText('Player name', { max: 40 }),
  score: scoreValueSchema,
  /** The venue date the score was made (`YYYY-MM-DD`); today when left out. */
  date: z.iso.date('Date must be a real date written YYYY-MM-DD').optional(),
  photo: z
    .string({ error: 'Please add a photo of the score' })
    .trim()
    .refine(
      isObjectPath,
      'Photo must be the path the photo was uploaded to (/objects/uploads/...)',
    ),
});
export type ScoreSubmissionInput = z.input<typeof scoreSubmissionInputSchema>;

/** Where the player sends the photo (PUT), and the path to name in the submission. */
export const scorePhotoUploadSchema = z.object({ uploadURL: z.string(), photo: z.string() });

/** What the player is told back: nothing anyone else sent, nothing staff wrote. */
export const scoreSubmissionReceiptSchema = z.object({
  id: z.string(),
  status: z.literal('pending'),
  submittedAt: z.coerce.date(),
});

/** A submission as staff review it. */
export const scoreSubmissionSchema = z.object({
  id: z.string(),
  gameName: z.string(),
  playerName: z.string(),
  score: z.number(),
  date: z.iso.date(),
  /** The photo's object path (served by the gallery). */
  photo: z.string(),
  status: z.enum(scoreSubmissionStatuses),
  submittedAt: z.coerce.date(),
  /** The staff member who approved or rejected it, and when; null while pending. */
  decidedBy: z.string().nullable(),
  decidedAt: z.coerce.date().nullable(),
  /** Why it was rejected; null unless rejected. */
  rejectionReason: z.string().nullable(),
  /** The board's score it became, once approved. */
  scoreId: z.string().nullable(),
});
export type ScoreSubmission = z.infer<typeof scoreSubmissionSchema>;

/** Staff's list of submissions (`?status=` one kind): newest first, 50 a page, 200 at most. */
export const scoreSubmissionPageLimitDefault = 50;
export const scoreSubmissionPageLimitMax = 200;
export const scoreSubmissionQuerySchema = newestFirstQuerySchema(
  scoreSubmissionPageLimitDefault,
  scoreSubmissionPageLimitMax,
).extend({
  status: z
    .enum(scoreSubmissionStatuses, {
      error: `status must be one of: ${scoreSubmissionStatuses.join(', ')}`,
    })
    .optional(),
});
export type ScoreSubmissionQuery = z.output<typeof scoreSubmissionQuerySchema>;

/** How long after approving a score staff may take the approval back (the undo). */
export const scoreApprovalUndoMinutes = 10;

export const rejectScoreSubmissionSchema = z.object({
  reason: requiredText('Reason', { max: 500, multiline: true }, 'Please give a reason'),
});

/**
 * Makes the photos of decided submissions public (approved) or deletes them (rejected) where
 * the decision could not at once (every 5 minutes, and at start).
 */
export const settleScoreProofsQueue = defineQueue({
  name: 'leaderboard-settle-score-proofs',
  payload: z.object({}),
  attempts: 1,
});

/** A crowd at the machines may share one address (the floor's Wi-Fi), as with machine reports. */
const submissionLimit = { limit: 20, windowSeconds: 10 * 60 };

const boardCache = { invalidatedBy: [leaderboardChanged] };

/** The leaderboard service's routes. */
export const leaderboardApi = defineApi('leaderboard', {
  board: {
    method: 'GET',
    path: '/api/leaderboard',
    access: 'public',
    query: monthQuerySchema,
    response: leaderboardSchema,
    cache: boardCache,
  },
  allTime: {
    method: 'GET',
    path: '/api/leaderboard/all-time',
    access: 'public',
    response: allTimeBoardSchema,
    cache: boardCache,
  },
  months: {
    method: 'GET',
    path: '/api/leaderboard/months',
    access: 'public',
    response: leaderboardMonthsSchema,
    cache: boardCache,
  },
  title: {
    method: 'GET',
    path: '/api/leaderboard/title',
    access: 'public',
    query: monthQuerySchema,
    response: leaderboardTitleSchema,
    cache: boardCache,
  },
  setTitle: {
    method: 'PUT',
    path: '/api/leaderboard/title',
    access: 'staff',
    body: { kind: 'json', schema: setLeaderboardTitleSchema },
    response: leaderboardTitleSchema,
  },
  scores: {
    method: 'GET',
    path: '/api/leaderboard/scores',
    access: 'staff',
    query: monthQuerySchema,
    response: monthScoresSchema,
  },
  addScore: {
    method: 'POST',
    path: '/api/leaderboard/scores',
    access: 'staff',
    body: { kind: 'json', schema: newScoreSchema },
    response: scoreSchema,
  },
  removeScore: {
    method: 'DELETE',
    path: '/api/leaderboard/scores/:id',
    access: 'staff',
    params: scoreIdParamsSchema,
  },

  /** Step one of a player's submission: a link for the photo of the score (the gallery's rules). */
  scorePhotoUpload: {
    method: 'POST',
    path: '/api/score-submissions/photo-upload',
    access: 'public',
    noStore: true,
    rateLimit: submissionLimit,
    response: scorePhotoUploadSchema,
  },
  /** Step two, once the photo is uploaded: the score, waiting for staff. */
  submitScore: {
    method: 'POST',
    path: '/api/score-submissions',
    access: 'public',
    noStore: true,
    rateLimit: submissionLimit,
    body: { kind: 'json', schema: scoreSubmissionInputSchema },
    response: scoreSubmissionReceiptSchema,
  },
  scoreSubmissions: {
    method: 'GET',
    path: '/api/score-submissions',
    access: 'staff',
    query: scoreSubmissionQuerySchema,
    response: z.array(scoreSubmissionSchema),
  },
  approveScoreSubmission: {
    method: 'POST',
    path: '/api/score-submissions/:id/approve',
    access: 'staff',
    params: scoreIdParamsSchema,
    response: scoreSubmissionSchema,
  },
  /**
   * Takes an approval back within `scoreApprovalUndoMinutes`: the submission waits again, its
   * score leaves the board (announced as a deletion) and its photo is staff's only again.
   */
  undoScoreApproval: {
    method: 'POST',
    path: '/api/score-submissions/:id/undo-approval',
    access: 'staff',
    params: scoreIdParamsSchema,
    response: scoreSubmissionSchema,
  },
  rejectScoreSubmission: {
    method: 'POST',
    path: '/api/score-submissions/:id/reject',
    access: 'staff',
    params: scoreIdParamsSchema,
    body: { kind: 'json', schema: rejectScoreSubmissionSchema },
    response: scoreSubmissionSchema,
  },
});
