import { z } from 'zod';
import { defineEvent } from './messages';

export const gameCategories = ['pinball', 'rhythm', 'arcade', 'redemption', 'claw'] as const;
export const gameCategorySchema = z.enum(gameCategories, {
  error: () => `Category must be one of: ${gameCategories.join(', ')}`,
});
export type GameCategory = z.infer<typeof gameCategorySchema>;

export const oldestGameYear = 1930;
/** Machines are announced ahead of release, so next year is still plausible. */
export const latestGameYear = () => new Date().getFullYear() + 1;

/** Game files are pipe-separated lines, so no field may hold a pipe or a line break. */
const isFileSafe = (value: string) => !/[|\r\n]/.test(value);

const trimmedText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isFileSafe, `${label} cannot contain | or line breaks`);

/** Forms and files send the year as text, the JSON API as a number: both are accepted. */
export const gameYearSchema = z.preprocess(
  (value) =>
    typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value,
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? 'Year is required' : 'Year must be a 4-digit year',
    })
    .int('Year must be a 4-digit year')
    .refine((year) => year >= oldestGameYear && year <= latestGameYear(), {
      error: () => `Year must be a 4-digit year between ${oldestGameYear} and ${latestGameYear()}`,
    }),
);

/** What staff send to create or replace a game. */
export const gameInputSchema = z.object({
  name: trimmedText('Name', 120),
  manufacturer: trimmedText('Manufacturer', 80),
  year: gameYearSchema,
  description: z
    .string()
    .trim()
    .max(500, 'Description must be at most 500 characters')
    .refine(isFileSafe, 'Description cannot contain | or line breaks')
    .optional()
    .default(''),
});
export type GameInput = z.input<typeof gameInputSchema>;

export const createGameSchema = gameInputSchema.extend({ category: gameCategorySchema });
export type CreateGame = z.input<typeof createGameSchema>;

export const gameSchema = z.object({
  id: z.string(),
  category: gameCategorySchema,
  name: z.string(),
  manufacturer: z.string().optional(),
  year: z.number().int().optional(),
  description: z.string().optional(),
});
export type Game = z.infer<typeof gameSchema>;

export const groupedGamesSchema = z.object({
  pinball: z.array(gameSchema),
  rhythm: z.array(gameSchema),
  arcade: z.array(gameSchema),
  redemption: z.array(gameSchema),
  claw: z.array(gameSchema),
});
export type GroupedGames = z.infer<typeof groupedGamesSchema>;

export const gameCountsSchema = z.object({
  pinball: z.number().int().nonnegative(),
  rhythm: z.number().int().nonnegative(),
  arcade: z.number().int().nonnegative(),
  redemption: z.number().int().nonnegative(),
  claw: z.number().int().nonnegative(),
});
export type GameCounts = z.infer<typeof gameCountsSchema>;

export const gameNamesSchema = z.array(z.string());
export type GameNames = z.infer<typeof gameNamesSchema>;

export const gameIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const categoryParamsSchema = z.object({ category: gameCategorySchema });

export const gameFileQuerySchema = z.object({ category: gameCategorySchema });
export const gameImportQuerySchema = z.object({
  category: gameCategorySchema,
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** The outcome of an import (or its dry run): what the file would change in its category. */
export const gameImportReportSchema = z.object({
  category: gameCategorySchema,
  dryRun: z.boolean(),
  games: z.array(gameInputSchema.extend({ line: z.number().int() })),
  created: z.array(z.string()),
  updated: z.array(z.string()),
  removed: z.array(z.string()),
  unchanged: z.number().int(),
});
export type GameImportReport = z.infer<typeof gameImportReportSchema>;

export const gameChangeKinds = ['created', 'updated', 'deleted', 'imported'] as const;

/** Published by the catalogue after any change to its games. */
export const gameChangedEventSchema = z.object({
  change: z.enum(gameChangeKinds),
  category: gameCategorySchema,
  gameId: z.string().optional(),
  name: z.string().optional(),
});
export type GameChangedEvent = z.infer<typeof gameChangedEventSchema>;

export const gameChanged = defineEvent({ name: 'game.changed', payload: gameChangedEventSchema });
