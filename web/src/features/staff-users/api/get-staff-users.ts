import { useQuery } from '@tanstack/react-query';
import { staffAccountsApi } from '@venue/contracts/staff';

import { staffQueryKey } from '@/lib/query-client';
import { routeQueryOptions } from '@/lib/route-query';

/** Admins: every staff account. */
export const getStaffUsersQueryOptions = () =>
  routeQueryOptions([...staffQueryKey, 'users'], staffAccountsApi.routes.listUsers);

export const useStaffUsers = () => useQuery(getStaffUsersQueryOptions());
