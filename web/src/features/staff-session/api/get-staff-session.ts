import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffSessionSchema, type StaffSession } from '@venue/contracts/staff';

import { api, getQueryFn } from '@/lib/api-client';
import { staffQueryKey, type QueryConfig } from '@/lib/query-client';

/** GET /api/staff/session: who the server says is signed in, with their role. */
export const getStaffSession = ({ signal }: { signal?: AbortSignal } = {}): Promise<StaffSession> =>
  api.get('/api/staff/session', { schema: staffSessionSchema, signal, staff: true });

export const getStaffSessionQueryOptions = (token: string | null) =>
  queryOptions({
    // Keyed by the token: a new sign-in never sees the last person's role.
    queryKey: [...staffQueryKey, 'session', token],
    queryFn: getQueryFn(getStaffSession),
    enabled: token !== null,
  });

type UseStaffSessionInfoOptions = {
  token: string | null;
  queryConfig?: QueryConfig<typeof getStaffSessionQueryOptions>;
};

export const useStaffSessionInfo = ({ token, queryConfig }: UseStaffSessionInfoOptions) =>
  useQuery({ ...getStaffSessionQueryOptions(token), ...queryConfig });
