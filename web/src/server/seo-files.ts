import type { QueryClient } from '@tanstack/react-query';

import { loadRouteModule, type SitemapEntry } from '../app/page-modules';
import { hasParams, serverPages, type Page } from '../config/pages';
import { paths } from '../config/paths';
import { getVenueQueryOptions } from '../lib/get-venue';
import { newestInstant } from '../lib/newest-instant';

/** The public site's pages search engines may list (the TVs' full-screen board is not one). */
const listedPages = serverPages.filter((page) => !page.bare);

/** Staff pages are not for search engines; the sitemap lists the rest. */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    `Disallow: ${paths.staff.root.path}`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** A page's addresses: its route module's, else its own (none for a page with parameters). */
async function entriesOf(page: Page, client: QueryClient): Promise<readonly SitemapEntry[]> {
  const module = await loadRouteModule(page.route);
  if (module.sitemap) return module.sitemap(client);
  return hasParams(page) ? [] : [{ path: page.path, lastModified: null }];
}

/**
 * Every public page once, at the address its canonical link names (each games category's tab,
 * each machine's page), with `lastmod`: the newest change of what it shows, read through the
 * same queries the page shows (the venue's details, in every page's frame, included); a page
 * whose data has no date for it has none.
 */
export async function sitemapXml(origin: string, client: QueryClient): Promise<string> {
  const [venue, ...listed] = await Promise.all([
    client.fetchQuery(getVenueQueryOptions()),
    ...listedPages.map((page) => entriesOf(page, client)),
  ]);
  const urls = listed
    .flat()
    .map(({ path, lastModified }) => {
      const changed = newestInstant([lastModified, venue.updatedAt]);
      const lastmod = changed ? `<lastmod>${changed}</lastmod>` : '';
      return `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
