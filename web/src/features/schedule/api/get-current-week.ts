import { useQuery } from '@tanstack/react-query';
import { scheduleApi } from '@venue/contracts/schedule';

import type { QueryConfig } from '@/lib/query-client';
import { routeQueryOptions } from '@/lib/route-query';

import { scheduleQueryKey } from './schedule-keys';

/** The venue's current week with its alerts, overtime and performance figures. */
export const getCurrentWeekQueryOptions = () =>
  routeQueryOptions([...scheduleQueryKey, 'week'], scheduleApi.routes.currentWeek);

type UseCurrentWeekOptions = {
  queryConfig?: QueryConfig<typeof getCurrentWeekQueryOptions>;
};

export const useCurrentWeek = ({ queryConfig }: UseCurrentWeekOptions = {}) =>
  useQuery({ ...getCurrentWeekQueryOptions(), ...queryConfig });
