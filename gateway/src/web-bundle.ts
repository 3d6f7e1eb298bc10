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
  return {
    clientDir,
    template,
    manifest: JSON.parse(manifest) as Record<string, ManifestChunk>,
    addressOf: bundle.addressOf,
    createPageRenderer: bundle.createPageRenderer,
  };
}
