import type { VenueClock } from './venue-time';

/**
 * What the gateway and the web app's server bundle (`web/dist/server/entry-server.js`, built
 * from `web/src/entry-server.tsx`) say to each other: the gateway reads the public API for it
 * (through its edge cache) and keeps what it renders; the bundle knows the pages, and each
 * page's address (the key it is kept under) from the URL alone.
 */

/** An answer of a public API read, as the page's queries receive it. */
export interface ApiAnswer {
  status: number;
  contentType: string;
  /** A paged list's `Link` and `X-Total-Count`, which say where its next page is. */
  pageHeaders: Record<string, string>;
  body: string;
}

/** A document the server rendered: a page, robots.txt or sitemap.xml. */
export interface RenderedDocument {
  status: number;
  /** Where a page moved to (with a 301): e.g. a game's old address to its current one. */
  location?: string;
  contentType: string;
  body: string;
  /** False when one of its reads failed: the document is sent, not kept. */
  complete: boolean;
}

export interface RenderContext {
  /** The site's public origin, e.g. `https://forksarcade.ca`: canonical links and previews. */
  origin: string;
  /** The venue's clock the page is rendered with, also written into it for the browser. */
  clock: VenueClock;
}

/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export interface PageRendererOptions {
  /** The built index.html. */
  template: string;
  manifest: Record<string, ManifestChunk>;
  /** The built stylesheets' text, by the file the manifest names (`assets/app-x.css`). */
  stylesheets: Record<string, string>;
  /** A GET of a public API path such as `/api/games` (the page's queries call it). */
  readApi(path: string): Promise<ApiAnswer>;
}

/** The address a request asks for, and the page's own. */
export interface PageAddress {
  /** The path and every value sent of the query parameters its page reads, in one order. */
  asked: string;
  /**
   * The page's own address (`/games?category=claw`), which it is rendered and kept under: `asked`
   * when the page takes every value sent, else the one the request is redirected to (a 302,
   * before anything is read or rendered: `/games` for `/games?category=zz1`).
   */
  own: string;
}

/**
 * The address a request asks for and the page's own, from the URL alone (no read, no render).
 * Null when the browser renders it (staff pages): then the renderer's `shell` is its HTML.
 */
export type AddressOf = (rawUrl: string) => PageAddress | null;

export interface PageRenderer {
  /** Renders a page's own address (or robots.txt, sitemap.xml). */
  render(address: string, context: RenderContext): Promise<RenderedDocument>;
  /** The HTML a browser-rendered page starts from: its head, no content. */
  shell(rawUrl: string, context: RenderContext): string;
}

export type CreatePageRenderer = (options: PageRendererOptions) => PageRenderer;

/** The server bundle's exports. */
export interface ServerBundle {
  addressOf: AddressOf;
  /**
   * The text of every inline `<style>` block the renderer writes into a page: the gateway's
   * Content-Security-Policy allows each by its hash, and no other inline style.
   */
  inlineStyles(
    manifest: Record<string, ManifestChunk>,
    stylesheets: Record<string, string>,
  ): string[];
  createPageRenderer: CreatePageRenderer;
}
