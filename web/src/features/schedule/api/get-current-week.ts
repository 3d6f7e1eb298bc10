import { useQuery } from '@tanstack/react-query';
import { scheduleApi } from '@venue/contracts/schedule';

import { routeQueryOptions } from '@/lib/route-query';

import { scheduleQueryKey } from './schedule-keys';

/** The venue's current week with its alerts, overtime and performance figures. */
export const getCurrentWeekQueryOptions = () =>
  routeQueryOptions([...scheduleQueryKey, 'week'], scheduleApi.routes.currentWeek);

export const useCurrentWeek = () => useQuery(getCurrentWeekQueryOptions());
