import { useQuery } from '@tanstack/react-query';
import { staffAccountsApi } from '@venue/contracts/staff';

import { staffQueryKey, type QueryConfig } from '@/lib/query-client';
import { routeQueryOptions } from '@/lib/route-query';

/** Admins: every staff account. */
export const getStaffUsersQueryOptions = () =>
  routeQueryOptions([...staffQueryKey, 'users'], staffAccountsApi.routes.listUsers);

type UseStaffUsersOptions = {
  queryConfig?: QueryConfig<typeof getStaffUsersQueryOptions>;
};

export const useStaffUsers = ({ queryConfig }: UseStaffUsersOptions = {}) =>
  useQuery({ ...getStaffUsersQueryOptions(), ...queryConfig });
