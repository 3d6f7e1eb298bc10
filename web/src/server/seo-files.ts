import type { QueryClient } from '@tanstack/react-query';

import { loadRouteModule } from '../app/page-modules';
import { hasParams, serverPages } from '../config/pages';
import { paths } from '../config/paths';

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

/**
 * Every public page, with the addresses its route module adds (each games category, each
 * upcoming event at its card, each machine's page), read through the same queries the pages
 * show. A page with parameters (`/games/:slug`) is listed by its module's addresses only.
 */
export async function sitemapXml(origin: string, client: QueryClient): Promise<string> {
  const addresses = (
    await Promise.all(
      listedPages.map(async (page) => {
        const module = await loadRouteModule(page.route);
        const own = hasParams(page) ? [] : [page.path];
        return [...own, ...((await module.sitemap?.(client)) ?? [])];
      }),
    )
  ).flat();
  const urls = addresses
    .map((address) => `  <url><loc>${escapeXml(`${origin}${address}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
