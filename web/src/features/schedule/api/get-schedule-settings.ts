import { useQuery } from '@tanstack/react-query';
import { scheduleApi } from '@venue/contracts/schedule';

import { routeQueryOptions } from '@/lib/route-query';

import { scheduleQueryKey } from './schedule-keys';

/** The standard hours, budget, pay period and staff needed that the schedule works with. */
export const getScheduleSettingsQueryOptions = () =>
  routeQueryOptions([...scheduleQueryKey, 'settings'], scheduleApi.routes.settings);

export const useScheduleSettings = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getScheduleSettingsQueryOptions(), enabled });
