import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A built web app for tests that run the gateway without building the real one: index.html, a
 * manifest, one hashed asset, and a server bundle whose renderer is small but real in what the
 * gateway relies on. Staff paths are rendered in the browser (a shell); `/games` reads
 * `/api/games` and shows it, and takes `?category=claw` or `pinball` (any other value's own
 * address is `/games`); `/no/such/page` is a 404; `/games/old-name` has moved to
 * `/games/new-name` (a 301); `/leaderboard` reads `/api/leaderboard`; `/games/{slug}` reads `/api/games/by-slug/{slug}` and shows the game,
 * is a 301 to its current slug for an earlier one and a 404 for none; every page carries the clock
 * and a canonical link with the origin it was rendered for.
 */
const serverBundle = `
const clockBlock = (clock) =>
  '<script type="application/json" id="venue-clock">' +
  JSON.stringify(clock).replaceAll('<', '\\\\u003c') +
  '</script>';

const style = 'main{color:#f4f4f8}';

export function inlineStyles() {
  return [style];
}

export function addressOf(rawUrl) {
  const { pathname, searchParams } = new URL(rawUrl, 'http://site');
  if (pathname.startsWith('/staff')) return null;
  const category = pathname === '/games' ? searchParams.getAll('category') : [];
  const asked = category.length === 0 ? pathname : pathname + '?' + category.map((value) => 'category=' + encodeURIComponent(value)).join('&');
  const taken = category.length === 1 && ['claw', 'pinball'].includes(category[0]);
  return { asked, own: category.length === 0 || taken ? asked : pathname };
}

export function createPageRenderer({ template, readApi }) {
  const document = (head, html) =>
    template.replace('</head>', '<style>' + style + '</style>' + head + '</head>').replace('<!--app-html-->', html);
  return {
    async render(address, { origin, clock }) {
      if (address === '/games/old-name') {
        return {
          status: 301,
          location: '/games/new-name',
          contentType: 'text/html; charset=utf-8',
          body: '<a href="/games/new-name">/games/new-name</a>',
          complete: true,
        };
      }
      const slug = address.startsWith('/games/') ? address.slice('/games/'.length) : undefined;
      const asks =
        address === '/games'
          ? ['/api/games']
          : address === '/leaderboard'
            ? ['/api/leaderboard']
            : slug
              ? ['/api/games/by-slug/' + slug]
              : [];
      const reads = await Promise.all(asks.map((path) => readApi(path)));
      const game = slug && reads[0].status === 200 ? JSON.parse(reads[0].body) : null;
      if (slug && (!game || game.isAlias)) {
        return {
          status: game ? 301 : 404,
          ...(game && { location: '/games/' + game.slug }),
          contentType: 'text/html; charset=utf-8',
          body: game ? '' : '<main>Not found</main>',
          complete: true,
        };
      }
      return {
        status: address === '/no/such/page' ? 404 : 200,
        contentType: 'text/html; charset=utf-8',
        body: document(
          clockBlock(clock) + '<link rel="canonical" href="' + origin + address + '">',
          '<main>' + address + reads.map((read) => '<pre>' + read.body + '</pre>').join('') + '</main>',
        ),
        complete: reads.every((read) => read.status === 200),
      };
    },
    shell(_rawUrl, { clock }) {
      return document(clockBlock(clock), '<noscript>This page needs JavaScript.</noscript>');
    },
  };
}
`;

/** A file at the top of the built app, served as it is. */
export const stubFavicon = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';

export async function writeStubWebApp(webDist: string): Promise<void> {
  const client = path.join(webDist, 'client');
  await mkdir(path.join(client, 'assets'), { recursive: true });
  await mkdir(path.join(client, '.vite'), { recursive: true });
  await mkdir(path.join(webDist, 'server'), { recursive: true });
  await writeFile(
    path.join(client, 'index.html'),
    '<!doctype html><html><head><title>venue</title></head><body><div id="root"><!--app-html--></div></body></html>',
  );
  await writeFile(path.join(client, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(path.join(client, 'favicon.svg'), stubFavicon);
  await writeFile(
    path.join(client, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js', isEntry: true } }),
  );
  await writeFile(path.join(webDist, 'server', 'entry-server.js'), serverBundle);
}
