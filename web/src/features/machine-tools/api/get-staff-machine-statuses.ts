import { queryOptions, useQuery } from '@tanstack/react-query';
import { machinesApi } from '@venue/contracts/machines';

import { callApi } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/**
 * Every machine's status as players see it. Staff ask with their token, which passes the edge
 * cache: right after they flag a machine they read the flag, not an answer from just before.
 */
export const getStaffMachineStatuses = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(machinesApi.routes.statuses, { signal, asStaff: true });

export const getStaffMachineStatusesQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'machine-statuses'],
    queryFn: ({ signal }) => getStaffMachineStatuses({ signal }),
    select: (statuses) => new Map(statuses.map((status) => [status.slug, status])),
  });

export const useStaffMachineStatuses = () => useQuery(getStaffMachineStatusesQueryOptions());
