import type { machineReportInputSchema } from '@venue/contracts/machine-reports';
import { operationsApi } from '@venue/contracts/operations';
import type { z } from 'zod';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

/** Public: 201 with the report's id; 400 per field (an unknown game too); 429 past the limit. */
export const submitMachineReport = (report: z.output<typeof machineReportInputSchema>) =>
  callApi(operationsApi.routes.submitMachineReport, { body: report });

export const submitMachineReportMutation = apiMutation({ mutationFn: submitMachineReport });
