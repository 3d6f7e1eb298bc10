import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleApi } from '@venue/contracts/schedule';

import { callApi } from '@/lib/api-client';

import { scheduleQueryKey } from './schedule-keys';

/** A month of the calendar; without one, the server's current venue month. */
export type MonthChoice = { month: number; year: number } | null;

export const getMonthlySchedule = (
  choice: MonthChoice,
  { signal }: { signal?: AbortSignal } = {},
) =>
  callApi(scheduleApi.routes.monthly, {
    query: choice ? { month: String(choice.month), year: String(choice.year) } : {},
    signal,
  });

export const getMonthlyScheduleQueryOptions = (choice: MonthChoice) =>
  queryOptions({
    queryKey: [...scheduleQueryKey, 'monthly', choice ?? 'current'],
    queryFn: ({ signal }) => getMonthlySchedule(choice, { signal }),
  });

/** The chosen month; the one shown stays while the next one loads. */
export const useMonthlySchedule = (choice: MonthChoice) =>
  useQuery({ ...getMonthlyScheduleQueryOptions(choice), placeholderData: keepPreviousData });
