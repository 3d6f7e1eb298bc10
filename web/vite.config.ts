import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

import { parseEnv } from './src/config/env.ts';
import { createVenue } from './src/config/venue.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:8080';

/** Fails the build (and the dev server) on a bad VITE_* variable instead of shipping a blank page. */
const checkVenueConfig = (): Plugin => ({
  name: 'venue:check-config',
  configResolved(config) {
    createVenue(parseEnv(loadEnv(config.mode, config.envDir || webRoot, 'VITE_')));
  },
});

export default defineConfig({
  root: webRoot,
  plugins: [react(), checkVenueConfig()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Fonts and icons stay files: the CSP allows `img-src data:` but `font-src 'self'` only.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached. React and the
        // router, and the schemas shared with the server, are chunks of their own.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
            // zod's switch-off of its JIT rides in zod's chunk, so it is set before any chunk
            // builds a schema at load, whichever chunks the app's modules end up in.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]config[\\/]zod\.ts$/ },
            { name: 'vendor', test: /node_modules/ },
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
});
