import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import { statusView } from '@/lib/get-machine-statuses';
import { useLiveRefetch } from '@/lib/live-refetch';

/** A machine's page asks again this often: players keep it open beside the machine. */
const liveEveryMs = 30_000;

/** One machine's status for players, by its current slug. */
export const getMachineStatus = async (slug: string, { signal }: { signal?: AbortSignal } = {}) =>
  statusView(await callApi((await apiRoutes.machines()).status, { params: { slug }, signal }));

export const getMachineStatusQueryOptions = (slug: string) =>
  queryOptions({
    // Under the list's key, so whatever refreshes every machine's status refreshes this one.
    queryKey: ['machines', 'status', slug],
    queryFn: ({ signal }) => getMachineStatus(slug, { signal }),
  });

/**
 * The machine's status, asked for again every 30 seconds, and every 2 seconds for a while after
 * `changeExpectedAt` (the visitor reported it) until the status has changed.
 */
export function useMachineStatus(slug: string, changeExpectedAt: number | null) {
  const options = getMachineStatusQueryOptions(slug);
  const refetchInterval = useLiveRefetch(
    options.queryKey,
    (status: Awaited<ReturnType<typeof getMachineStatus>>) => `${status.status} ${status.since}`,
    { usualMs: liveEveryMs, changeExpectedAt },
  );
  return useQuery({ ...options, refetchInterval });
}
