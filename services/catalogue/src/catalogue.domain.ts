import type { Logger } from '@venue/service-kit/logger';
import type { Outbox } from '@venue/service-kit/outbox';
import type { GamesRepository } from './catalogue.repository';
import { gameEdits } from './game-edits.domain';
import { gameFiles } from './game-files.domain';
import { gameSlugs } from './game-slugs.domain';

/**
 * The catalogue's use cases, each in its own file: staff's edits of a game, a category's games
 * as a file (export, import, the first start's seed), and the games' slugs.
 */
export function gamesDomain(games: GamesRepository, outbox: Outbox, logger: Logger) {
  const slugs = gameSlugs(games, outbox);
  return {
    ...gameEdits(games, outbox, slugs, logger),
    ...gameFiles(games, outbox, slugs),
    backfillSlugs: slugs.backfill,
  };
}

export type GamesDomain = ReturnType<typeof gamesDomain>;
