import { scheduleApi } from '@venue/contracts/schedule';

import { callApiForFile } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

/** The period's hours as the CSV file the payroll provider takes. */
export const downloadPayroll = ({ from, to }: { from: string; to: string }) =>
  callApiForFile(scheduleApi.routes.payrollCsv, { query: { from, to } });

/** A download is an action, not cached data: a mutation, run on demand. */
export const downloadPayrollMutation = apiMutation({ mutationFn: downloadPayroll });
