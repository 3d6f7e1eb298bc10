import { z } from 'zod';
import { defineApi } from './http';
import { defineEvent } from './messages';
import { optionalText, requiredText } from './text';

/** A venue month, `YYYY-MM`. */
export const monthKeySchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be a month written YYYY-MM, e.g. 2026-11');
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
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** The board entries per game: each player's best, best first, ties sharing a rank. */
export const leaderboardTopEntries = 10;

export const leaderboardSchema = z.object({
  title: z.string(),
  /** The venue month the board is for, and its name (`November 2026`). */
  month: monthKeySchema,
  monthLabel: z.string(),
  games: z.array(z.object({ game_name: z.string(), entries: z.array(leaderboardEntrySchema) })),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

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
});
