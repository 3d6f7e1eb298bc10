import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';

import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The app in the browser; `entry-server.tsx` renders the same routes at a given address. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
