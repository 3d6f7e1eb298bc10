import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';

import { getGamesQueryOptions } from './get-games';

/**
 * A game by one of its slugs (`/games/{slug}`): the answer names its current slug and whether
 * the one asked for is an old one (`isAlias`). An unknown slug is a 404 (a malformed one a 400).
 */
export const getGameBySlug = async (slug: string, { signal }: { signal?: AbortSignal } = {}) =>
  callApi((await apiRoutes.catalogue()).bySlug, { params: { slug }, signal });

export const getGameBySlugQueryOptions = (slug: string) =>
  queryOptions({
    // Under 'games', so the catalogue's own changes refresh it too.
    queryKey: ['games', 'by-slug', slug],
    queryFn: ({ signal }) => getGameBySlug(slug, { signal }),
    // A failure the server rendered (a 404 above all) stays as it showed; Try again asks anew.
    retryOnMount: false,
  });

/**
 * The game by its slug. Opened from the games list, it shows the list's game at once while its
 * own answer comes.
 */
export function useGameBySlug(slug: string) {
  const client = useQueryClient();
  return useQuery({
    ...getGameBySlugQueryOptions(slug),
    placeholderData: () => {
      const listed = Object.values(client.getQueryData(getGamesQueryOptions().queryKey) ?? {})
        .flat()
        .find((game) => game.slug === slug);
      return listed && { ...listed, isAlias: false };
    },
  });
}
