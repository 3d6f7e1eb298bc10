import { scheduleApi, type ScheduleDayInput } from '@venue/contracts/schedule';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { scheduleQueryKey } from './schedule-keys';

/** Saves a day's shift, staff and coverage; both cleared removes it. 400 names the fields. */
export const saveScheduleDay = (day: ScheduleDayInput) =>
  callApi(scheduleApi.routes.saveDay, { body: day });

export const saveScheduleDayMutation = apiMutation({
  mutationFn: saveScheduleDay,
  invalidates: [scheduleQueryKey],
});
