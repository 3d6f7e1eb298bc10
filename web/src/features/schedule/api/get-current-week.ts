import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleApi } from '@venue/contracts/schedule';

import { callApi } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

import { scheduleQueryKey } from './schedule-keys';

/** The venue's current week with its alerts, overtime and performance figures. */
export const getCurrentWeek = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(scheduleApi.routes.currentWeek, { signal });

export const getCurrentWeekQueryOptions = () =>
  queryOptions({
    queryKey: [...scheduleQueryKey, 'week'],
    queryFn: ({ signal }) => getCurrentWeek({ signal }),
  });

type UseCurrentWeekOptions = {
  queryConfig?: QueryConfig<typeof getCurrentWeekQueryOptions>;
};

export const useCurrentWeek = ({ queryConfig }: UseCurrentWeekOptions = {}) =>
  useQuery({ ...getCurrentWeekQueryOptions(), ...queryConfig });
