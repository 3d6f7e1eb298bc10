import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

import { readEnv } from './src/config/env.ts';
import { checkVenue } from './src/config/venue-check.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:8080';
/**
 * The app's entries: index.html and the module its script tag names, and the app that module
 * loads once the page is painted.
 */
const entryModules = /[\\/]web[\\/](index\.html|src[\\/](main|start-app)\.tsx)$/;

/** Fails the build (and the dev server) on a bad VITE_* variable instead of shipping a blank page. */
const checkVenueConfig = (): Plugin => ({
  name: 'venue:check-config',
  configResolved(config) {
    checkVenue(readEnv(loadEnv(config.mode, config.envDir || webRoot, 'VITE_')));
  },
});

/**
 * Two builds (`npm run build`): the browser's app into dist/client (with a manifest naming each
 * page's chunks), and `vite build --ssr src/entry-server.tsx` into dist/server, which the gateway
 * loads to render the public pages. The server build holds everything it imports, React's
 * production build included, so it runs the same wherever the gateway does.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: [react(), checkVenueConfig()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist/server' : './dist/client', import.meta.url)),
    emptyOutDir: true,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // A stylesheet per chunk: the server inlines a page's own (the app's and its route's), and
    // a page opened later in the browser loads its route's with its module.
    cssCodeSplit: true,
    // Fonts and icons stay files: the CSP allows `img-src data:` but `font-src 'self'` only.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The app is an entry of its own (the entry imports it when the page is painted), so the
      // modules it loads first are `$initial`, gathered in one chunk below.
      ...(!isSsrBuild && {
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          'start-app': fileURLToPath(new URL('./src/start-app.tsx', import.meta.url)),
        },
      }),
      output: {
        // Libraries change less often than the app: separate chunks stay cached. React, the
        // router and the query cache (every page's), and zod, are chunks of their own; other
        // libraries go with the pages that use them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/,
            },
            // zod loads with the first API call or form that needs it (config/zod.ts has set
            // its settings by then).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Vite's helper that loads a chunk with its files: the entry needs it, not the app.
            { name: 'load-chunk', test: /vite[\\/](preload-helper|modulepreload-polyfill)/ },
            // The rest of what every page loads first, in one file rather than a few dozen: on
            // a phone each request costs a round trip, and a browser asks a few at a time.
            // (Not the entry itself: the manifest names it, and the server reads what it loads.)
            { name: 'app', tags: ['$initial'], test: (id) => !entryModules.test(id) },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
}));
