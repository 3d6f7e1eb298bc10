/** The app in the browser, loaded by the entry (`main.tsx`) once the page has been painted. */
import './config/zod';
// Latin only: the site's text; other scripts fall back to the system's fonts.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/orbitron/latin-700.css';
import '@fontsource/orbitron/latin-900.css';
import './styles/global.css';

import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app';
import { loadRenderedRouteModule } from './app/page-modules';
import { readRenderedState } from './app/rendered-state';
import { setSiteOrigin } from './config/site';
import { loadVenueClock } from './lib/load-venue-clock';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

loadVenueClock();
const queryClient = createQueryClient();
const rendered = readRenderedState();
if (rendered) setSiteOrigin(rendered.origin);
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

if (rendered?.page) {
  // The server rendered this page: start from the answers it showed, with its module in, and
  // take over its HTML as it is.
  hydrate(queryClient, rendered.page.queries);
  if (rendered.page.route) {
    await loadRenderedRouteModule(rendered.page.route, rendered.page.routeModules);
  }
  // As a transition, hydration yields to the browser every few milliseconds: the page stays
  // responsive while it is taken over, rather than blocked for the whole of it at once.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
