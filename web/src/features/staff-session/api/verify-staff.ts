import { useMutation } from '@tanstack/react-query';
import type { StaffLogin } from '@venue/contracts/staff';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

const verifiedSchema = z.object({ username: z.string() });

/**
 * POST /api/staff/verify: the in-page gates' re-check. 200 when the credentials are the
 * signed-in account's; 403 when they are not (the session stays valid).
 */
export const verifyStaff = (credentials: StaffLogin): Promise<{ username: string }> =>
  api.post('/api/staff/verify', { body: credentials, schema: verifiedSchema, staff: true });

type UseVerifyStaffOptions = {
  mutationConfig?: MutationConfig<typeof verifyStaff>;
};

export const useVerifyStaff = ({ mutationConfig }: UseVerifyStaffOptions = {}) =>
  useMutation({ ...mutationConfig, mutationFn: verifyStaff });
