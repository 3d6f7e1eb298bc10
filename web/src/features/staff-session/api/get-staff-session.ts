import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import { staffQueryKey, type QueryConfig } from '@/lib/query-client';

/** Who the server says is signed in, with their role. */
export const getStaffSession = async ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi((await apiRoutes.staff()).session, { signal });

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
