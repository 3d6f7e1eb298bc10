import { z } from 'zod';
import { defineApi } from './http';
import { defineEvent } from './messages';
import { optionalText, requiredText } from './text';
import { gameCategories, gameNameMaxLength } from './values';

export { gameCategories };

export const gameCategorySchema = z.enum(gameCategories, {
  error: () => `Category must be one of: ${gameCategories.join(', ')}`,
});
export type GameCategory = z.infer<typeof gameCategorySchema>;

export const oldestGameYear = 1930;
/** Machines are announced ahead of release, so next year is still plausible. */
export const latestGameYear = () => new Date().getFullYear() + 1;

/** Game files are pipe-separated lines, so no field may hold a pipe. */
const noPipe = (value: string) => !value.includes('|');

const gameText = (label: string, max: number) =>
  requiredText(label, { max }).refine(noPipe, `${label} cannot contain |`);

/** Forms and files send the year as text (four digits), the JSON API as a number: both are accepted. */
export const gameYearSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return undefined;
    // Number() would also read "0x7e4" or "2e3", which would not export back as written.
    return /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
  },
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
  name: gameText('Name', gameNameMaxLength),
  manufacturer: gameText('Manufacturer', 80),
  year: gameYearSchema,
  description: optionalText('Description', { max: 500 }).refine(
    noPipe,
    'Description cannot contain |',
  ),
});
export type GameInput = z.input<typeof gameInputSchema>;

export const createGameSchema = gameInputSchema.extend({ category: gameCategorySchema });
export type CreateGame = z.input<typeof createGameSchema>;

/**
 * A game's address on the site (`/games/{slug}`, the QR code on the machine): lower-case letters
 * and digits in words joined by hyphens, made from the name and unique in the catalogue.
 */
export const gameSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const gameSlugMaxLength = 80;

export const gameSchema = z.object({
  id: z.string(),
  category: gameCategorySchema,
  name: z.string(),
  /** The game's current slug; the slugs of its earlier names still lead to it. */
  slug: z.string(),
  manufacturer: z.string().optional(),
  year: z.number().int().optional(),
  description: z.string().optional(),
  /**
   * When staff last changed the game (the sitemap's date): the catalogue always says; a game
   * written elsewhere (a test's, an import's) need not.
   */
  updatedAt: z.iso.datetime().optional(),
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

export const gameIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** A slug as typed or linked: letter case does not matter (the answer names the current slug). */
export const gameSlugParamsSchema = z.object({
  slug: z
    .string()
    .toLowerCase()
    .max(gameSlugMaxLength + 10, 'No game has that address')
    .regex(gameSlugPattern, 'No game has that address'),
});

/**
 * A game found by one of its slugs. `isAlias` is true when the slug asked for is one of an
 * earlier name: the page then moves to `slug`, the current one, and old links keep working.
 */
export const gameBySlugSchema = gameSchema.extend({ isAlias: z.boolean() });
export type GameBySlug = z.infer<typeof gameBySlugSchema>;
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

const gamesCache = { invalidatedBy: [gameChanged] };
/** Game files are small text; 1 MB is thousands of lines. */
const gameFileLimit = 1024 * 1024;

/** The catalogue's routes. */
export const catalogueApi = defineApi('catalogue', {
  grouped: {
    method: 'GET',
    path: '/api/games',
    access: 'public',
    response: groupedGamesSchema,
    cache: gamesCache,
  },
  counts: {
    method: 'GET',
    path: '/api/games/counts',
    access: 'public',
    response: gameCountsSchema,
    cache: gamesCache,
  },
  names: {
    method: 'GET',
    path: '/api/games/list',
    access: 'public',
    response: gameNamesSchema,
    cache: gamesCache,
  },
  bySlug: {
    method: 'GET',
    path: '/api/games/by-slug/:slug',
    access: 'public',
    params: gameSlugParamsSchema,
    response: gameBySlugSchema,
    cache: gamesCache,
  },
  exportFile: {
    method: 'GET',
    path: '/api/games/export',
    access: 'staff',
    query: gameFileQuerySchema,
  },
  importFile: {
    method: 'POST',
    path: '/api/games/import',
    access: 'staff',
    query: gameImportQuerySchema,
    body: { kind: 'text', types: ['text/*', 'application/octet-stream'], limit: gameFileLimit },
    response: gameImportReportSchema,
  },
  inCategory: {
    method: 'GET',
    path: '/api/games/:category',
    access: 'public',
    params: categoryParamsSchema,
    response: z.array(gameSchema),
    cache: gamesCache,
  },
  create: {
    method: 'POST',
    path: '/api/games',
    access: 'staff',
    body: { kind: 'json', schema: createGameSchema },
    response: gameSchema,
  },
  update: {
    method: 'PUT',
    path: '/api/games/:id',
    access: 'staff',
    params: gameIdParamsSchema,
    body: { kind: 'json', schema: createGameSchema },
    response: gameSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/games/:id',
    access: 'staff',
    params: gameIdParamsSchema,
  },
});
