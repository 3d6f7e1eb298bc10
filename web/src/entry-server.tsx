/**
 * The server's side of the web app (built with `vite build --ssr` into dist/server): the gateway
 * loads it and asks it for the public pages, robots.txt and sitemap.xml. A page is rendered from
 * the same routes and components as in the browser, with the answers of the queries its route
 * module prefetches (read by the gateway from the same API routes, through its edge cache), and
 * sent with those answers for the browser to hydrate from.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type {
  CreatePageRenderer,
  RenderContext,
  RenderedDocument,
} from '@venue/contracts/page-rendering';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router-dom';

import { loadRouteModule, type PageParams } from './app/page-modules';
import { AppProvider } from './app/provider';
import { AppRoutes, pageHeadOf } from './app/router';
import { prefetchSiteLayout } from './app/site-layout';
import { CollectPageHead, headCollector, headContent, headHtml } from './components/seo/page-head';
import {
  pageAt,
  robotsPath,
  serverPages,
  browserPages,
  sitePages,
  sitemapPath,
  type Page,
} from './config/pages';
import { setSiteOrigin } from './config/site';
import { setApiTransport } from './lib/api-client';
import { escapeHtml } from './lib/escape-html';
import { createQueryClient } from './lib/query-client';
import { setVenueClock } from './lib/venue-time';
import {
  composeDocument,
  pageFilesOf,
  type Manifest,
  type PageFiles,
  type Stylesheets,
} from './server/document';
import { robotsTxt, sitemapXml } from './server/seo-files';

/** A request's address, read before anything is rendered: the gateway keys kept pages by it. */
export { addressOf } from './config/pages';

/** The page at a path with its parameters' values (`{ slug }` for `/games/:slug`). */
const paramsAt = (page: Page, pathname: string): PageParams =>
  matchPath({ path: page.path, end: true }, pathname)?.params ?? {};

const html = 'text/html; charset=utf-8';

/** Every query the render showed succeeded: a page that showed a failure is not kept. */
const succeeded = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status === 'success');

/**
 * A redirect, kept nowhere (it is not a 200): a permanent move to the page's current address
 * (301), or to the page without a query value it does not have (302: it may have it later).
 */
const redirect = (status: 301 | 302, to: string): RenderedDocument => ({
  status,
  location: to,
  contentType: html,
  body: `<!doctype html><title>Moved</title><p>This page is now at <a href="${escapeHtml(to)}">${escapeHtml(to)}</a>.</p>\n`,
  complete: true,
});

/** The module state a render reads: set again right before each synchronous render. */
function applyContext({ origin, clock }: RenderContext) {
  setSiteOrigin(origin);
  setVenueClock(clock);
}

/** A public page (or the 404) rendered with the answers its route module prefetches. */
async function renderPage(
  address: string,
  context: RenderContext,
  template: string,
  filesOf: (route: string | null, rendered: boolean) => PageFiles,
): Promise<RenderedDocument> {
  const url = new URL(address, 'http://site');
  const page = pageAt(serverPages, url.pathname);
  const client = createQueryClient();
  try {
    let found = page !== undefined;
    // The site's frame (every page but a bare one, the 404 too) shows the venue's details.
    const frameReads = page?.bare ? [] : prefetchSiteLayout(client);
    if (page) {
      const module = await loadRouteModule(page.route);
      const params = paramsAt(page, url.pathname);
      await Promise.all([
        ...frameReads,
        ...(module.prefetch?.(client, url.searchParams, params) ?? []),
      ]);
      const outcome = module.outcome?.(client, params, url.searchParams) ?? { kind: 'found' };
      if (outcome.kind === 'moved') return redirect(301, outcome.to);
      if (outcome.kind === 'redirect') return redirect(302, outcome.to);
      found = outcome.kind === 'found';
    } else {
      await Promise.all(frameReads);
    }
    applyContext(context);
    const head = headCollector();
    const content = renderToString(
      <CollectPageHead collector={head}>
        <AppProvider client={client}>
          <StaticRouter location={address}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </CollectPageHead>,
    );
    const assets = filesOf(page?.route ?? null, true);
    const body = composeDocument(template, {
      head: head.html(),
      html: content,
      assets,
      clock: context.clock,
      state: {
        origin: context.origin,
        page: {
          route: page?.route ?? null,
          routeModules: assets.routeModules,
          // Failures too: the browser shows what the server showed, then asks again.
          queries: dehydrate(client, {
            shouldDehydrateQuery: (query) => query.state.status !== 'pending',
          }),
        },
      },
    });
    return {
      status: found ? 200 : 404,
      contentType: html,
      body,
      complete: succeeded(client),
    } satisfies RenderedDocument;
  } finally {
    client.clear();
  }
}

async function renderSitemap(context: RenderContext): Promise<RenderedDocument> {
  const client = createQueryClient();
  try {
    applyContext(context);
    const body = await sitemapXml(context.origin, client);
    return {
      status: 200,
      contentType: 'application/xml; charset=utf-8',
      body,
      complete: succeeded(client),
    };
  } finally {
    client.clear();
  }
}

/**
 * The text of every inline `<style>` block a page carries (a rendered page's, the 404's, which is
 * the app's alone, and a page's the browser renders): the gateway's CSP allows each by its hash.
 */
export const inlineStyles = (manifest: Manifest, stylesheets: Stylesheets): string[] => {
  const filesOf = pageFilesOf(manifest, stylesheets);
  return [
    ...new Set(
      [...serverPages.map((page) => page.route), null].flatMap((route) =>
        [true, false].map((rendered) => filesOf(route, rendered).style),
      ),
    ),
  ];
};

export const createPageRenderer: CreatePageRenderer = ({
  template,
  manifest,
  stylesheets,
  readApi,
}) => {
  const filesOf = pageFilesOf(manifest as Manifest, stylesheets);
  // The pages' API calls, made on the server: each is a read of the gateway's.
  setApiTransport(async (url, init) => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`Only reads render pages: ${url}`);
    const answer = await readApi(url);
    return new Response(answer.body, {
      status: answer.status,
      headers: { ...answer.pageHeaders, 'content-type': answer.contentType },
    });
  });

  return {
    async render(address, context) {
      if (address === robotsPath) {
        return {
          status: 200,
          contentType: 'text/plain; charset=utf-8',
          body: robotsTxt(context.origin),
          complete: true,
        };
      }
      if (address === sitemapPath) return renderSitemap(context);
      return renderPage(address, context, template, filesOf);
    },

    shell(rawUrl, context) {
      const url = new URL(rawUrl, 'http://site');
      // A browser-rendered page, or a public one whose render failed.
      const page = pageAt(browserPages, url.pathname) ?? pageAt(serverPages, url.pathname);
      applyContext(context);
      // The page's head only: the browser renders the rest.
      const head = page
        ? headHtml(
            headContent(
              pageHeadOf(page, {
                indexed: Object.values<Page>(sitePages).includes(page),
                pathname: url.pathname,
                search: url.search,
              }),
            ),
          )
        : '';
      return composeDocument(template, {
        head,
        html: '<noscript>This page needs JavaScript.</noscript>',
        assets: filesOf(page?.route || null, false),
        clock: context.clock,
        state: { origin: context.origin },
      });
    },
  };
};
