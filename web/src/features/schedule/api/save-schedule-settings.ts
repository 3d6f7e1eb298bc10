import { scheduleApi } from '@venue/contracts/schedule';
import type { ScheduleSettingsInput } from '@venue/contracts/schedule-settings';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { scheduleQueryKey } from './schedule-keys';

/** Saves the settings (admins only); every schedule answer depends on them. 400 names the fields. */
export const saveScheduleSettings = (settings: ScheduleSettingsInput) =>
  callApi(scheduleApi.routes.saveSettings, { body: settings });

export const saveScheduleSettingsMutation = apiMutation({
  mutationFn: saveScheduleSettings,
  invalidates: [scheduleQueryKey],
});
