import { sitePages, staffPages, staffPortal, type Page } from './pages';

type PathsOf<TPages extends Record<string, Page>> = {
  [K in keyof TPages]: {
    path: TPages[K]['path'];
    getHref: TPages[K] extends { href: infer Href } ? Href : () => TPages[K]['path'];
  };
};

const pathsOf = <TPages extends Record<string, Page>>(pages: TPages) =>
  Object.fromEntries(
    Object.entries(pages).map(([key, page]) => [
      key,
      { path: page.path, getHref: page.href ?? (() => page.path) },
    ]),
  ) as PathsOf<TPages>;

/** Every page's path (for the router) and link (`getHref`, with the page's options), by name. */
export const paths = {
  ...pathsOf(sitePages),
  staff: {
    root: { path: staffPortal.path, getHref: () => staffPortal.path },
    ...pathsOf(staffPages),
  },
} as const;

/** Ids of the sections on the home page that the hero buttons scroll to. */
export const homeSections = {
  games: 'games',
  events: 'events',
} as const;
