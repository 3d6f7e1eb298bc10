import { queryOptions, useQuery } from '@tanstack/react-query';
import { machinesApi } from '@venue/contracts/machines';

import { staffQueryKey } from './query-client';
import { routeQueryOptions } from './route-query';

/** The floor view asks again this often while it is open: machines go down while staff watch. */
const floorEveryMs = 30_000;

/**
 * Staff: every machine's status, since when it is down and its open records. Here, not in a
 * feature, because the floor view and the portal's Open Issues tile both read it.
 */
export const getFloorMachinesQueryOptions = () =>
  queryOptions({
    ...routeQueryOptions([...staffQueryKey, 'floor-machines'], machinesApi.routes.floor),
    // Live figures: fetched again each time a page showing them opens, and while it is open.
    staleTime: 0,
    refetchInterval: floorEveryMs,
  });

export const useFloorMachines = () => useQuery(getFloorMachinesQueryOptions());
