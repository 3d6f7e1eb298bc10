import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MachineStatus } from '@venue/contracts/machines';

import { callApi } from './api-client';
import { apiRoutes } from './api-routes';
import type { QueryConfig } from './query-client';

/**
 * A machine's status as the pages keep it: `since` stays the answer's ISO text, since a page the
 * server rendered hands its data to the browser as JSON (a Date would arrive as text).
 */
export type MachineStatusView = Omit<MachineStatus, 'since'> & { since: string };

export const statusView = (status: MachineStatus): MachineStatusView => ({
  ...status,
  since: status.since.toISOString(),
});

/**
 * Every machine's status for players (working, reported, being fixed, out of order) and since
 * when. Here, not in a feature, because the games' cards and the kiosk both show it.
 */
export const getMachineStatuses = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await callApi((await apiRoutes.machines()).statuses, { signal })).map(statusView);

export const getMachineStatusesQueryOptions = () =>
  queryOptions({
    queryKey: ['machines', 'status'],
    queryFn: ({ signal }) => getMachineStatuses({ signal }),
  });

type UseMachineStatusesOptions = {
  queryConfig?: QueryConfig<typeof getMachineStatusesQueryOptions>;
};

export const useMachineStatuses = ({ queryConfig }: UseMachineStatusesOptions = {}) =>
  useQuery({ ...getMachineStatusesQueryOptions(), ...queryConfig });
