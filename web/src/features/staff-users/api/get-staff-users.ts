import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffAccountsApi } from '@venue/contracts/staff';

import { callApi } from '@/lib/api-client';
import { staffQueryKey, type QueryConfig } from '@/lib/query-client';

/** Admins: every staff account. */
export const getStaffUsers = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(staffAccountsApi.routes.listUsers, { signal });

export const getStaffUsersQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'users'],
    queryFn: ({ signal }) => getStaffUsers({ signal }),
  });

type UseStaffUsersOptions = {
  queryConfig?: QueryConfig<typeof getStaffUsersQueryOptions>;
};

export const useStaffUsers = ({ queryConfig }: UseStaffUsersOptions = {}) =>
  useQuery({ ...getStaffUsersQueryOptions(), ...queryConfig });
