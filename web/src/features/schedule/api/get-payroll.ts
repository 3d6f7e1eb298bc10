import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleApi } from '@venue/contracts/schedule';

import { callApi } from '@/lib/api-client';

import { scheduleQueryKey } from './schedule-keys';

/** A period of days, both included; null for the pay period holding today (the server says which). */
export type PayPeriodChoice = { from: string; to: string } | null;

export const getPayroll = (choice: PayPeriodChoice, { signal }: { signal?: AbortSignal } = {}) =>
  callApi(scheduleApi.routes.payroll, { query: choice ?? {}, signal });

export const getPayrollQueryOptions = (choice: PayPeriodChoice) =>
  queryOptions({
    queryKey: [...scheduleQueryKey, 'payroll', choice ?? 'current'],
    queryFn: ({ signal }) => getPayroll(choice, { signal }),
  });

/** Each person's hours over the period; the one shown stays while the next one loads. */
export const usePayroll = (choice: PayPeriodChoice) =>
  useQuery({ ...getPayrollQueryOptions(choice), placeholderData: keepPreviousData });
