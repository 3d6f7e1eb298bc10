import { lazy, Suspense, useState } from 'react';

import { useToast } from '@/lib/toast';

const RadixToaster = lazy(() => import('./radix-toaster'));

/**
 * The toast area's landmark as Radix's viewport draws it, empty, until the first toast: only
 * then does the toast code (Radix's, a chunk of its own) load and take its place. Pages arrive
 * and hydrate without it, and the server's HTML carries none of the inline styles Radix sets.
 */
function EmptyToastArea() {
  return (
    <div role="region" aria-label="Notifications (F8)" tabIndex={-1}>
      <ol className="toast-viewport" tabIndex={-1} />
    </div>
  );
}

export function Toaster() {
  const { toasts } = useToast();
  const [used, setUsed] = useState(false);
  if (toasts.length > 0 && !used) setUsed(true);
  if (!used) return <EmptyToastArea />;
  return (
    <Suspense fallback={<EmptyToastArea />}>
      <RadixToaster />
    </Suspense>
  );
}
