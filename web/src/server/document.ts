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

/** Every file a chunk needs (itself and its static imports, by manifest key), and their CSS. */
function collect(
  manifest: Manifest,
  key: string,
  into: { scripts: Set<string>; styles: Set<string> },
) {
  const chunk = manifest[key];
  if (!chunk || into.scripts.has(chunk.file)) return;
  into.scripts.add(chunk.file);
  chunk.css?.forEach((file) => into.styles.add(file));
  chunk.imports?.forEach((imported) => collect(manifest, imported, into));
}

/**
 * The fonts the first screen draws with, fetched with the page rather than after its CSS: bold
 * text that swapped in late moved what is below it (a layout shift of 0.05-0.06 on / and /games).
 */
const firstScreenFonts =
  /(inter-latin-(400|600|700)|orbitron-latin-(700|900))-normal-[\w-]+\.woff2$/;

export type PageAssets = { scripts: string[]; styles: string[]; fonts: string[] };

/**
 * The files a page's route module needs beyond what index.html already loads (the app's entry):
 * its chunks to preload and its stylesheets, so the page is styled as it arrives and hydrates
 * without waiting for the entry to ask for them.
 */
export function pageAssets(manifest: Manifest, route: string | null): PageAssets {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  const loaded = { scripts: new Set<string>(), styles: new Set<string>() };
  if (entry) collect(manifest, entry[0], loaded);
  const page = { scripts: new Set<string>(), styles: new Set<string>() };
  if (route) collect(manifest, `src/app/routes/${route}.tsx`, page);
  const fonts = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => firstScreenFonts.test(file));
  return {
    scripts: [...page.scripts].filter((file) => !loaded.scripts.has(file)),
    styles: [...page.styles].filter((file) => !loaded.styles.has(file)),
    fonts,
  };
}

/**
 * The document: the built index.html with the page's head tags, preloads and data blocks at the
 * end of <head> (after the entry's stylesheet, as the browser would add the page's) and its
 * rendered HTML in #root.
 */
export function composeDocument(
  template: string,
  parts: {
    head: string;
    html: string;
    assets: PageAssets;
    state: RenderedState;
    clock: VenueClock;
  },
): string {
  const href = (file: string) => escapeHtml(`/${file}`);
  // A page that comes rendered is read before its scripts run: they wait behind its stylesheet,
  // fonts and images (a phone on a slow link paints first, then hydrates). A page the browser
  // renders has nothing to show without them.
  const scriptPriority = parts.state.page ? ' fetchpriority="low"' : '';
  const head = [
    ...parts.assets.fonts.map(
      (file) => `<link rel="preload" href="${href(file)}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...parts.assets.styles.map(
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
