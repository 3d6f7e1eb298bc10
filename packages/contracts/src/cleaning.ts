import { z } from 'zod';
import { gameCategorySchema } from './catalogue';
import { defineEvent } from './messages';
import { blankIfMissing, keptText, noEarlierProblem } from './operations-fields';
import { requiredText } from './text';

/** `2026-11-23` is a Monday: a calendar date, read the same everywhere. */
export const isMonday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1;

/** The venue-time Monday a cleaning week starts on (Sunday belongs to the Monday before). */
export const weekStartSchema = z.iso
  .date({ error: 'Week start must be a date (YYYY-MM-DD)' })
  .refine(isMonday, { message: 'Week start must be a Monday', when: noEarlierProblem });

/**
 * One game on the cleaning list: the catalogue's game with this week's record and open issues.
 * `weekStart` (an addition to the spec's fields) is the Monday of the venue week the record is
 * for, from the server's clock: what a mark of this game sends back.
 */
export const cleaningGameSchema = z.object({
  name: z.string(),
  category: gameCategorySchema,
  cleaned: z.boolean(),
  cleanedAt: z.coerce.date().nullable(),
  comment: z.string(),
  /** Issues still open or in progress. */
  hasIssues: z.boolean(),
  issueCount: z.number().int().nonnegative(),
  weekStart: z.iso.date(),
});
export type CleaningGame = z.infer<typeof cleaningGameSchema>;

/** The spec's list of games with their cleaning status, for the current venue week. */
export const cleaningListSchema = z.array(cleaningGameSchema);
export type CleaningList = z.infer<typeof cleaningListSchema>;

/** Marks a game cleaned (or not) for the week; the comment is kept when left out. */
export const cleaningMarkSchema = z.object({
  gameName: requiredText('Game name', { max: 120 }),
  category: gameCategorySchema,
  cleaned: z.boolean({ error: 'Cleaned must be true or false' }),
  weekStart: weekStartSchema,
  comment: keptText('Comment', 500),
});
export type CleaningMark = z.input<typeof cleaningMarkSchema>;

export const gameIssueTypes = ['mechanical', 'electrical', 'cosmetic', 'software'] as const;
export type GameIssueType = (typeof gameIssueTypes)[number];

export const gameIssueStatuses = ['open', 'in_progress', 'resolved'] as const;
export type GameIssueStatus = (typeof gameIssueStatuses)[number];

/** Statuses that count as an issue the game still has. */
export const unresolvedGameIssueStatuses: GameIssueStatus[] = ['open', 'in_progress'];

const gameIssueStatusSchema = z.enum(gameIssueStatuses, {
  error: `Status must be one of: ${gameIssueStatuses.join(', ')}`,
});

export const gameIssueInputSchema = z.object({
  gameName: requiredText('Game name', { max: 120 }),
  category: gameCategorySchema,
  issueType: z.enum(gameIssueTypes, { error: 'Please select an issue type' }),
  status: gameIssueStatusSchema.default('open'),
  description: z.preprocess(
    blankIfMissing,
    requiredText('Description', { max: 1000, multiline: true }, 'Please describe the issue'),
  ),
});
export type GameIssueInput = z.input<typeof gameIssueInputSchema>;

export const gameIssueSchema = z.object({
  id: z.string(),
  gameName: z.string(),
  category: gameCategorySchema,
  issueType: z.enum(gameIssueTypes),
  status: z.enum(gameIssueStatuses),
  description: z.string(),
  reportedAt: z.coerce.date(),
  /** When it was marked resolved; null while it is not. */
  resolvedAt: z.coerce.date().nullable(),
});
export type GameIssue = z.infer<typeof gameIssueSchema>;

export const gameIssueQuerySchema = z.object({
  gameName: requiredText('Game name', { max: 120 }),
  category: gameCategorySchema,
});

export const gameIssueStatusUpdateSchema = z.object({ status: gameIssueStatusSchema });

/** Published when staff report a game issue or set its status. */
export const gameIssueChangedEventSchema = z.object({
  issueId: z.string(),
  gameName: z.string(),
  category: gameCategorySchema,
  change: z.enum(['created', 'status-set']),
  status: z.enum(gameIssueStatuses),
});

export const gameIssueChanged = defineEvent({
  name: 'game-issue.changed',
  payload: gameIssueChangedEventSchema,
});
