/**
 * The built web app (`npm run build`: web/dist/client and web/dist/server): the browser's files,
 * and the server bundle, which knows each page's address and renders the pages.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  AddressOf,
  CreatePageRenderer,
  ManifestChunk,
  ServerBundle,
} from '@venue/contracts/page-rendering';

export interface WebApp {
  /** The browser's files: index.html (the template), hashed assets, public files. */
  clientDir: string;
  template: string;
  manifest: Record<string, ManifestChunk>;
  /** The built stylesheets' text, by file (`assets/app-x.css`): pages inline theirs. */
  stylesheets: Record<string, string>;
  /** Every inline stylesheet a page may carry: the CSP allows each by its hash. */
  inlineStyles: string[];
  /** A page's address from its URL alone: what a kept page is keyed by. */
  addressOf: AddressOf;
  createPageRenderer: CreatePageRenderer;
}

/** Loads the built web app; fails with what to do when it is not built. */
export async function loadWebApp(webDist: string): Promise<WebApp> {
  const clientDir = path.join(webDist, 'client');
  const files = {
    template: path.join(clientDir, 'index.html'),
    manifest: path.join(clientDir, '.vite', 'manifest.json'),
    server: path.join(webDist, 'server', 'entry-server.js'),
  };
  const missing = Object.values(files).filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The web app is not built: ${missing.join(', ')} missing. Run "npm run build" first.`,
    );
  }
  const [template, manifest, bundle] = await Promise.all([
    readFile(files.template, 'utf8'),
    readFile(files.manifest, 'utf8'),
    import(pathToFileURL(files.server).href) as Promise<ServerBundle>,
  ]);
  const chunks = JSON.parse(manifest) as Record<string, ManifestChunk>;
  const cssFiles = [...new Set(Object.values(chunks).flatMap((chunk) => chunk.css ?? []))];
  const stylesheets = Object.fromEntries(
    await Promise.all(
      cssFiles.map(async (file) => [file, await readFile(path.join(clientDir, file), 'utf8')]),
    ),
  ) as Record<string, string>;
  return {
    clientDir,
    template,
    manifest: chunks,
    stylesheets,
    inlineStyles: bundle.inlineStyles(chunks, stylesheets),
    addressOf: bundle.addressOf,
    createPageRenderer: bundle.createPageRenderer,
  };
}
