import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@/lib/api-routes';
import { staffQueryKey, type QueryConfig } from '@/lib/query-client';
import { routeQueryOptions } from '@/lib/route-query';
import { useStaffSession } from '@/lib/staff-session';

/** Who the server says is signed in, with their role. */
export const getStaffSessionQueryOptions = (token: string | null) =>
  queryOptions({
    // Keyed by the token: a new sign-in never sees the last person's role.
    ...routeQueryOptions([...staffQueryKey, 'session', token], () =>
      apiRoutes.staff().then((routes) => routes.session),
    ),
    enabled: token !== null,
  });

/** The signed-in account as the server knows it (asked only while someone is signed in). */
export function useStaffSessionInfo(queryConfig?: QueryConfig<typeof getStaffSessionQueryOptions>) {
  const session = useStaffSession();
  const token = session.status === 'active' ? session.session.token : null;
  return useQuery({ ...getStaffSessionQueryOptions(token), ...queryConfig });
}
