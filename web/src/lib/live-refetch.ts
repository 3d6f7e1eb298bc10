import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/** After something the visitor did, the read is asked this often until its answer changes... */
const watchEveryMs = 2_000;
/** ...for at most this long (the change is made by events between services, within moments). */
const watchForMs = 30_000;

/**
 * The `refetchInterval` of a live read (a machine's status, its open reports): every
 * `usualMs`, and every 2 seconds for up to 30 seconds after `changeExpectedAt` (when the
 * visitor sent something that should change the answer, e.g. a report) until it has changed,
 * compared by `fingerprint`. The answer changes a moment after the request, once the services
 * have heard of it, so one refetch right away would often still see the old one.
 */
export function useLiveRefetch<T>(
  queryKey: QueryKey,
  fingerprint: (data: T) => string,
  { usualMs, changeExpectedAt }: { usualMs: number; changeExpectedAt: number | null },
) {
  const client = useQueryClient();
  // The answer when the change was expected: the one the read waits to see replaced.
  const [watch, setWatch] = useState<{ at: number | null; before: string | undefined }>({
    at: null,
    before: undefined,
  });
  if (watch.at !== changeExpectedAt) {
    const data = client.getQueryData<T>(queryKey);
    setWatch({ at: changeExpectedAt, before: data === undefined ? undefined : fingerprint(data) });
  }
  return ({ state }: { state: { data: T | undefined } }) => {
    const watching =
      watch.at !== null &&
      Date.now() - watch.at < watchForMs &&
      (state.data === undefined || fingerprint(state.data) === watch.before);
    return watching ? watchEveryMs : usualMs;
  };
}
