import type { machineReportInputSchema } from '@venue/contracts/machine-reports';
import type { z } from 'zod';

import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import { apiMutation } from '@/lib/use-api-mutation';

/** Public: 201 with the report's id; 400 per field (an unknown game too); 429 past the limit. */
export const submitMachineReport = async (report: z.output<typeof machineReportInputSchema>) =>
  callApi((await apiRoutes.operations()).submitMachineReport, { body: report });

export const submitMachineReportMutation = apiMutation({ mutationFn: submitMachineReport });
