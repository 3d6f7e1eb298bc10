import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';

import { PageHero } from '@/components/layouts/page-hero';
import { PageHead } from '@/components/seo/page-head';
import { pageAddress, sitePages } from '@/config/pages';
import { paths } from '@/config/paths';
import { getGameCountsQueryOptions } from '@/features/catalogue/api/get-game-counts';
import { getGamesQueryOptions } from '@/features/catalogue/api/get-games';
import { GamesBrowser } from '@/features/catalogue/components/games-browser';
import { PlayCta } from '@/features/catalogue/components/play-cta';
import {
  categoryHead,
  defaultCategory,
  knownCategory,
  orderedCategories,
} from '@/features/catalogue/game-categories';
import { getMachineStatusesQueryOptions } from '@/lib/get-machine-statuses';
import { newestInstant } from '@/lib/newest-instant';

import type { PagePrefetch, SitemapEntry } from '../../page-modules';

export const prefetch: PagePrefetch = (client) => [
  client.prefetchQuery(getGamesQueryOptions()),
  client.prefetchQuery(getGameCountsQueryOptions()),
  client.prefetchQuery(getMachineStatusesQueryOptions()),
];

/**
 * `/games` (the first tab's games) and each other category's tab, at its own address: every tab
 * shows every category's count, so each is dated by the newest change to any game.
 */
export const sitemap = async (client: QueryClient): Promise<SitemapEntry[]> => {
  const grouped = await client.fetchQuery(getGamesQueryOptions());
  const lastModified = newestInstant(
    Object.values(grouped)
      .flat()
      .map((game) => game.updatedAt),
  );
  return [
    { path: paths.games.getHref(), lastModified },
    ...orderedCategories
      .filter(({ key }) => key !== defaultCategory)
      .map(({ key }) => ({ path: paths.games.getHref(key), lastModified })),
  ];
};

/** The page's head: a category's tab names its category (`Pinball Machines`), `/games` itself is Games. */
function GamesHead() {
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const category = knownCategory(searchParams.get('category'));
  const { title, description } = category ? categoryHead(category) : sitePages.games;
  // The first tab shows what /games shows: that is its one address.
  const canonicalPath =
    category === defaultCategory
      ? paths.games.getHref()
      : pageAddress(sitePages.games, pathname, search);
  return <PageHead title={title} description={description} canonicalPath={canonicalPath} />;
}

export default function GamesRoute() {
  return (
    <>
      <GamesHead />
      <PageHero
        titleId="games-page-title"
        eyebrow="The collection"
        title="Our Games"
        lead="Pinball, rhythm, classic arcade, redemption and claw machines. Choose a category to see what is on the floor."
      />
      <div className="container games-page__body">
        <GamesBrowser />
      </div>
      <PlayCta />
    </>
  );
}
