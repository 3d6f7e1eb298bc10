import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/** Staff: every machine report, newest first. */
export const getMachineReports = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(operationsApi.routes.listMachineReports, { signal });

export const getMachineReportsQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'machine-reports'],
    queryFn: ({ signal }) => getMachineReports({ signal }),
  });

export const useMachineReports = () => useQuery(getMachineReportsQueryOptions());
