import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

import { readEnv } from './src/config/env.ts';
import { checkVenue } from './src/config/venue-check.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:8080';
/** The app's entry: index.html, and the module its script tag names. */
const entryModules = /[\\/]web[\\/](index\.html|src[\\/]main\.tsx)$/;

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
    // One stylesheet for every page (18 kB gzip), cached after the first: a phone's first page
    // waits on one render-blocking request rather than one per chunk with styles.
    cssCodeSplit: false,
    // Fonts and icons stay files: the CSP allows `img-src data:` but `font-src 'self'` only.
    assetsInlineLimit: 0,
    rolldownOptions: {
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
