import { catalogueApi, type GameCategory, type GroupedGames } from '@venue/contracts/catalogue';
import { AppError } from '@venue/service-kit/errors';
import type { Logger } from '@venue/service-kit/logger';
import type { ServiceClient } from '@venue/service-kit/service-client';

/**
 * The games come from the catalogue, asked at each use rather than copied here: the catalogue
 * answers from memory, so a call costs a loopback round trip, and a copy would need the
 * game.changed events to stay true. When the catalogue cannot answer, a write that names a game
 * is refused with a 503 rather than accepting a name nobody can check.
 */
export function catalogueGames(services: ServiceClient, logger: Logger) {
  const ask = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      logger.warn({ err: error }, 'the catalogue did not answer');
      throw new AppError(
        503,
        'The games list is unavailable right now, so the game cannot be checked. Please try again in a moment.',
      );
    }
  };

  const grouped = (): Promise<GroupedGames> =>
    ask(() => services.call('catalogue', catalogueApi.routes.grouped));

  return {
    grouped,
    names: (): Promise<string[]> =>
      ask(() => services.call('catalogue', catalogueApi.routes.names)),
    async has(category: GameCategory, name: string): Promise<boolean> {
      return (await grouped())[category].some((game) => game.name === name);
    },
    /** The address of the game by this name on the site (`/games/{slug}`), or null: none now. */
    async slugOf(name: string): Promise<string | null> {
      const games = Object.values(await grouped()).flat();
      return games.find((game) => game.name === name)?.slug ?? null;
    },
  };
}

export type CatalogueGames = ReturnType<typeof catalogueGames>;
