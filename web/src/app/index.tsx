import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The app in the browser; `entry-server.tsx` renders the same routes at a given address. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  useMarkRunning();
  return (
    <AppProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}

/**
 * `<html data-app="ready">` once React has taken the page over: from then on the router follows
 * history changes. Until then a change of address made by a script is missed or, while the
 * server's HTML is being hydrated, makes the page render something else than that HTML.
 */
function useMarkRunning() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
}
