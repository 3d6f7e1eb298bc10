import type { Game } from '@venue/contracts/catalogue';

import { paths } from '@/config/paths';
import { siteUrl } from '@/config/site';
import { venue } from '@/config/venue';

import { categoryDisplay } from '../game-categories';

/**
 * schema.org's description of a machine's page for search engines: the machine as a Product
 * (its maker as the brand, its year as the release, its photo as the image), and where
 * the page sits on the site.
 */
export function machineStructuredData(game: Game, photoPath?: string) {
  const { label } = categoryDisplay[game.category];
  const url = siteUrl(paths.machine.getHref(game.slug));
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Product',
        '@id': `${url}#machine`,
        name: game.name,
        url,
        category: `${label} machine`,
        description:
          game.description ?? `${game.name}, a ${label.toLowerCase()} machine at ${venue.name}.`,
        ...(game.manufacturer && { brand: { '@type': 'Brand', name: game.manufacturer } }),
        ...(game.year !== undefined && { releaseDate: String(game.year) }),
        ...(photoPath && { image: siteUrl(photoPath) }),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: 'Games', path: paths.games.getHref() },
          { name: label, path: paths.games.getHref(game.category) },
          { name: game.name, path: paths.machine.getHref(game.slug) },
        ].map(({ name, path }, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name,
          item: siteUrl(path),
        })),
      },
    ],
  };
}

/** A data block, never run; `<` is escaped so no game's text can close the element. */
export function MachineJsonLd({ game, photoPath }: { game: Game; photoPath?: string }) {
  const json = JSON.stringify(machineStructuredData(game, photoPath)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
