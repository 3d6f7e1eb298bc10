import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '@venue/contracts/staff';

import { callApi } from '@/lib/api-client';
import { staffQueryKey, type QueryConfig } from '@/lib/query-client';

/** Who the server says is signed in, with their role. */
export const getStaffSession = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(staffApi.routes.session, { signal });

export const getStaffSessionQueryOptions = (token: string | null) =>
  queryOptions({
    // Keyed by the token: a new sign-in never sees the last person's role.
    queryKey: [...staffQueryKey, 'session', token],
    queryFn: ({ signal }) => getStaffSession({ signal }),
    enabled: token !== null,
  });

type UseStaffSessionInfoOptions = {
  token: string | null;
  queryConfig?: QueryConfig<typeof getStaffSessionQueryOptions>;
};

export const useStaffSessionInfo = ({ token, queryConfig }: UseStaffSessionInfoOptions) =>
  useQuery({ ...getStaffSessionQueryOptions(token), ...queryConfig });
