import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleApi } from '@venue/contracts/schedule';

import { callApi } from '@/lib/api-client';

import { scheduleQueryKey } from './schedule-keys';

/** The standard hours, budget, pay period and staff needed that the schedule works with. */
export const getScheduleSettings = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(scheduleApi.routes.settings, { signal });

export const getScheduleSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...scheduleQueryKey, 'settings'],
    queryFn: ({ signal }) => getScheduleSettings({ signal }),
  });

export const useScheduleSettings = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getScheduleSettingsQueryOptions(), enabled });
