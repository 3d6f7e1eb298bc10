import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@/lib/api-routes';
import { staffQueryKey, type QueryConfig } from '@/lib/query-client';
import { routeQueryOptions } from '@/lib/route-query';

/** Who the server says is signed in, with their role. */
export const getStaffSessionQueryOptions = (token: string | null) =>
  queryOptions({
    // Keyed by the token: a new sign-in never sees the last person's role.
    ...routeQueryOptions([...staffQueryKey, 'session', token], () =>
      apiRoutes.staff().then((routes) => routes.session),
    ),
    enabled: token !== null,
  });

type UseStaffSessionInfoOptions = {
  token: string | null;
  queryConfig?: QueryConfig<typeof getStaffSessionQueryOptions>;
};

export const useStaffSessionInfo = ({ token, queryConfig }: UseStaffSessionInfoOptions) =>
  useQuery({ ...getStaffSessionQueryOptions(token), ...queryConfig });
