import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

import { newestInstant } from '@/lib/newest-instant';

/**
 * A route module: its default export is the page. A page rendered on the server also exports
 * `prefetch`: the queries its content shows, for the address's query parameters. The server
 * fetches them before rendering and sends them with the page, so the browser starts from them.
 * Any query that is not prefetched renders as loading and is fetched by the browser.
 */
export type RouteModule = {
  default: ComponentType;
  prefetch?: PagePrefetch;
  /**
   * What its prefetched data says of the address, read before it is rendered: whether the thing
   * a page of many things (`/games/:slug`) or a query value (`?month=`) names exists. Without it,
   * every address of the page is found.
   */
  outcome?: PageOutcome;
  /**
   * The page's addresses in the sitemap (its own, its tabs; a machine's each for a page with
   * parameters), each with when what it shows last changed, from its data. Without it, the
   * page's own address, dated by the site's frame alone.
   */
  sitemap?: (client: QueryClient) => Promise<readonly SitemapEntry[]>;
};

/**
 * An address in the sitemap and the newest change of what it shows (ISO), where its data
 * says; the site's frame (the venue's details, on every page) dates it too.
 */
export type SitemapEntry = { path: string; lastModified: string | null };

/** The sitemap of a page at one address, dated by the newest change its data shows (ISO). */
export const pageDatedBy = (
  path: string,
  changes: ReadonlyArray<string | null | undefined>,
): SitemapEntry[] => [{ path, lastModified: newestInstant(changes) }];

/** The values of the page's path parameters (`{ slug: 'attack-from-mars' }`). */
export type PageParams = Readonly<Record<string, string | undefined>>;

/**
 * Prefetches each query the page shows (`client.prefetchQuery(getThingsQueryOptions())`), for
 * the address's query parameters and path parameters.
 */
export type PagePrefetch = (
  client: QueryClient,
  search: URLSearchParams,
  params: PageParams,
) => readonly Promise<void>[];

/**
 * The page is there (`found`), there is none at the address (`missing`: the 404 page, with its
 * status), it lives at another address now (`moved`: a permanent redirect, e.g. a game's old
 * slug to its current one), or a query value names nothing the page has now (`redirect`: a
 * temporary redirect to the page without it, e.g. a month with no scores yet).
 */
export type PageOutcome = (
  client: QueryClient,
  params: PageParams,
  search: URLSearchParams,
) =>
  | { kind: 'found' }
  | { kind: 'missing' }
  | { kind: 'moved'; to: string }
  | { kind: 'redirect'; to: string };

// Every page is a chunk of its own: a visit downloads the page it opens (the server names it
// in the HTML for the browser to fetch at once) and the others as they are opened.
const modules = import.meta.glob<RouteModule>([
  './routes/**/*.tsx',
  '!./routes/main/not-found.tsx',
  '!./routes/main/route-error.tsx',
]);

/** Where a route module's load is: the module itself once in, for renders to read at once. */
type RouteLoad =
  | { state: 'loading'; loading: Promise<RouteModule> }
  | { state: 'loaded'; loading: Promise<RouteModule>; module: RouteModule }
  // Kept until the visitor has been shown it (`forgetFailedLoad`); a new load replaces it.
  | { state: 'failed'; error: unknown };

const loads = new Map<string, RouteLoad>();

/**
 * Loads a route module (`main/home` for `routes/main/home.tsx`) once. A load that failed (a new
 * deploy, a dropped connection) is made again.
 */
export function loadRouteModule(route: string): Promise<RouteModule> {
  const known = loads.get(route);
  if (known && known.state !== 'failed') return known.loading;
  const load = modules[`./routes/${route}.tsx`];
  if (!load) throw new Error(`No route module ./routes/${route}.tsx`);
  const loading = load().then(
    (module) => {
      loads.set(route, { state: 'loaded', loading, module });
      return module;
    },
    (error: unknown) => {
      loads.set(route, { state: 'failed', error });
      throw error;
    },
  );
  loads.set(route, { state: 'loading', loading });
  return loading;
}

/** A turn of the event loop (a message, which unlike a timer the browser does not delay). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Loads the route module of a page the server rendered, given its chunks' files each after those
 * it imports (`RenderedState`): all fetched at once, then evaluated one task each, leaves first.
 * Imported at once, the browser evaluates a module's whole graph in one task: on a form page, zod
 * and the contracts' schemas made a task of 50 ms after first paint here, 200 on a slowed phone,
 * in which the page took no input. A file that fails here fails the module's own load after it.
 */
export async function loadRenderedRouteModule(
  route: string,
  files: readonly string[],
): Promise<RouteModule> {
  for (const file of files) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.crossOrigin = '';
    preload.href = file;
    document.head.append(preload);
  }
  try {
    for (const file of files) {
      await import(/* @vite-ignore */ file);
      await nextTask();
    }
  } catch {
    // Said by the route module's load, as for any page.
  }
  return loadRouteModule(route);
}

/**
 * A route module for rendering: the module when it is in (as when the browser hydrates a page the
 * server rendered), else its load thrown for the nearest Suspense boundary to wait on. A load that
 * failed is thrown for the page's error boundary until `forgetFailedLoad`.
 */
export function readRouteModule(route: string): RouteModule {
  const known = loads.get(route);
  if (known?.state === 'loaded') return known.module;
  if (known?.state === 'failed') throw known.error;
  throw loadRouteModule(route);
}

/** The failure has been shown: the next render of the page loads it again. */
export function forgetFailedLoad(route: string) {
  if (loads.get(route)?.state === 'failed') loads.delete(route);
}
