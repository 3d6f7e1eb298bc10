import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffAccountSchema, type StaffAccount } from '@venue/contracts/staff';
import { z } from 'zod';

import { api, getQueryFn } from '@/lib/api-client';
import { staffQueryKey, type QueryConfig } from '@/lib/query-client';

/** GET /api/staff/users (admin): every staff account. */
export const getStaffUsers = ({ signal }: { signal?: AbortSignal } = {}): Promise<StaffAccount[]> =>
  api.get('/api/staff/users', { schema: z.array(staffAccountSchema), signal, staff: true });

export const getStaffUsersQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'users'],
    queryFn: getQueryFn(getStaffUsers),
  });

type UseStaffUsersOptions = {
  queryConfig?: QueryConfig<typeof getStaffUsersQueryOptions>;
};

export const useStaffUsers = ({ queryConfig }: UseStaffUsersOptions = {}) =>
  useQuery({ ...getStaffUsersQueryOptions(), ...queryConfig });
