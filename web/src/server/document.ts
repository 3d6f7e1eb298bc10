import type { ManifestChunk } from '@venue/contracts/page-rendering';
import { venueClockElementId } from '@venue/contracts/values';
import type { VenueClock } from '@venue/contracts/venue-time';

import { renderedStateBlock, type RenderedState } from '../app/rendered-state';
import { escapeHtml } from '../lib/escape-html';

export type Manifest = Record<string, ManifestChunk>;

/** A JSON data block: no script runs it (the CSP allows it); `<` escaped. */
const clockBlock = (clock: VenueClock) =>
  `<script type="application/json" id="${venueClockElementId}">${JSON.stringify(clock).replaceAll(
    '<',
    '\\u003c',
  )}</script>`;

type Collected = { keys: Set<string>; scripts: Set<string>; styles: Set<string> };

const collected = (): Collected => ({ keys: new Set(), scripts: new Set(), styles: new Set() });

/**
 * Every file a chunk needs (itself and its static imports, by manifest key), and their CSS. A
 * chunk's script comes after those of the chunks it imports: the order they are evaluated in.
 */
function collect(manifest: Manifest, key: string, into: Collected) {
  const chunk = manifest[key];
  if (!chunk || into.keys.has(key)) return;
  into.keys.add(key);
  chunk.css?.forEach((file) => into.styles.add(file));
  chunk.imports?.forEach((imported) => collect(manifest, imported, into));
  into.scripts.add(chunk.file);
}

/**
 * The fonts the first screen draws with, fetched with the page rather than after its CSS: bold
 * text that swapped in late moved what is below it (a layout shift of 0.05-0.06 on / and /games).
 */
const firstScreenFonts =
  /(inter-latin-(400|600|700)|orbitron-latin-(700|900))-normal-[\w-]+\.woff2$/;

/** The app the entry (index.html's script) loads once the page is painted (`src/main.tsx`). */
const appKey = 'src/start-app.tsx';

export type PageAssets = {
  /** The app's chunks and the page's, for a page the browser renders to fetch with the entry. */
  scripts: string[];
  /**
   * The page's route module and the chunks it imports that the app does not (`/assets/x.js`),
   * each after those it imports: a page that comes rendered evaluates them one task each.
   */
  routeModules: string[];
  /** The app's stylesheets and the page's, inlined (a page the browser renders: the app's). */
  inlineStyles: string[];
  /** The page's stylesheets, linked: a page the browser renders (its module needs them). */
  linkedStyles: string[];
  fonts: string[];
};

/**
 * The files a page needs: the app's and its route module's chunks and stylesheets. A page that
 * comes rendered has its stylesheets inlined (its first paint waits on no request) and no script
 * preloaded (the app fetches them once the page is painted); a page the browser renders has the
 * app's stylesheets inlined, its own linked, and every script preloaded.
 */
function pageAssets(manifest: Manifest, route: string | null, rendered: boolean): PageAssets {
  const app = collected();
  collect(manifest, appKey, app);
  const page = collected();
  if (route) collect(manifest, `src/app/routes/${route}.tsx`, page);
  const pageStyles = [...page.styles].filter((file) => !app.styles.has(file));
  const fonts = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => firstScreenFonts.test(file));
  return {
    scripts: rendered ? [] : [...new Set([...app.scripts, ...page.scripts])],
    routeModules: [...page.scripts]
      .filter((file) => !app.scripts.has(file))
      .map((file) => `/${file}`),
    inlineStyles: [...app.styles, ...(rendered ? pageStyles : [])],
    linkedStyles: rendered ? [] : pageStyles,
    fonts,
  };
}

/** The built stylesheets' text, by file (`assets/app-x.css`). */
export type Stylesheets = Record<string, string>;

/** A page's files, with its inline stylesheet's text. */
export type PageFiles = PageAssets & { style: string };

/**
 * Each page's files, worked out once per route (the manifest's walk and the stylesheet's text,
 * 16 kB and more, were made again by every render). The inline stylesheet is the page's
 * stylesheets' text in one `<style>` block, which the gateway's Content-Security-Policy allows
 * by its hash (the server bundle's `inlineStyles`).
 */
export function pageFilesOf(manifest: Manifest, stylesheets: Stylesheets) {
  const known = new Map<string, PageFiles>();
  return (route: string | null, rendered: boolean): PageFiles => {
    const key = `${rendered ? 'rendered' : 'shell'} ${route ?? ''}`;
    let files = known.get(key);
    if (!files) {
      const assets = pageAssets(manifest, route, rendered);
      const style = assets.inlineStyles
        .map((file) => stylesheets[file] ?? '')
        .join('\n')
        .replaceAll('</style', '<\\/style');
      files = { ...assets, style };
      known.set(key, files);
    }
    return files;
  };
}

/**
 * The document: the built index.html with the page's inline stylesheet, head tags, preloads and
 * data blocks at the end of <head> and its rendered HTML in #root.
 */
export function composeDocument(
  template: string,
  parts: {
    head: string;
    html: string;
    assets: PageFiles;
    state: RenderedState;
    clock: VenueClock;
  },
): string {
  const href = (file: string) => escapeHtml(`/${file}`);
  // A page that comes rendered is read before its scripts run: the entry is fetched after what
  // paints, and it fetches the app once the page is painted. A page the browser renders has
  // nothing to show without them.
  const scriptPriority = parts.state.page ? ' fetchpriority="low"' : '';
  const head = [
    `<style>${parts.assets.style}</style>`,
    // Each inlined file named by a disabled link, which the browser does not fetch: the app's
    // chunk loader takes a stylesheet so linked as there and does not fetch it again (the styles
    // added twice would each cost the page a restyle).
    ...parts.assets.inlineStyles.map(
      (file) => `<link rel="stylesheet" crossorigin href="${href(file)}" disabled>`,
    ),
    ...parts.assets.fonts.map(
      (file) => `<link rel="preload" href="${href(file)}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...parts.assets.linkedStyles.map(
      (file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`,
    ),
    ...parts.assets.scripts.map(
      (file) => `<link rel="modulepreload"${scriptPriority} crossorigin href="${href(file)}">`,
    ),
    parts.head,
    clockBlock(parts.clock),
    renderedStateBlock(parts.state),
  ].join('');
  return (scriptPriority ? lowerScriptPriority(template) : template)
    .replace('</head>', () => `${head}</head>`)
    .replace('<!--app-html-->', () => parts.html);
}

/** The built index.html's entry script and its preloads, fetched after what paints. */
const lowerScriptPriority = (template: string) =>
  template
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
