import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenReports } from '@venue/contracts/machine-reports';

import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import { useLiveRefetch } from '@/lib/live-refetch';

/** Asked for again as often as the machine's status. */
const liveEveryMs = 30_000;

/** `lastReportedAt` as the answer's ISO text: a rendered page hands its data over as JSON. */
export type OpenReportsView = Omit<OpenReports, 'lastReportedAt'> & {
  lastReportedAt: string | null;
};

/** Whether players already reported the game and it is still open (no reporter's detail). */
export const getOpenReports = async (
  gameName: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OpenReportsView> => {
  const open = await callApi((await apiRoutes.operations()).openMachineReports, {
    query: { game: gameName },
    signal,
  });
  return { ...open, lastReportedAt: open.lastReportedAt?.toISOString() ?? null };
};

export const getOpenReportsQueryOptions = (gameName: string) =>
  queryOptions({
    queryKey: ['machine-reports', 'open', gameName],
    queryFn: ({ signal }) => getOpenReports(gameName, { signal }),
  });

/** The game's open reports, watched after `changeExpectedAt` (a report sent) until they change. */
export function useOpenReports(gameName: string, changeExpectedAt: number | null) {
  const options = getOpenReportsQueryOptions(gameName);
  const refetchInterval = useLiveRefetch(
    options.queryKey,
    (open: OpenReportsView) => `${open.openReports} ${open.lastReportedAt}`,
    { usualMs: liveEveryMs, changeExpectedAt },
  );
  return useQuery({ ...options, refetchInterval });
}
