import { useMutation } from '@tanstack/react-query';
import {
  staffLoginResponseSchema,
  type StaffLogin,
  type StaffLoginResponse,
} from '@venue/contracts/staff';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/staff/login: a token for 8 hours. Never sends a stored token (a wrong password's
 * 401 must not end someone else's session). */
export const loginStaff = (credentials: StaffLogin): Promise<StaffLoginResponse> =>
  api.post('/api/staff/login', {
    body: credentials,
    schema: staffLoginResponseSchema,
    staff: false,
  });

type UseLoginStaffOptions = {
  mutationConfig?: MutationConfig<typeof loginStaff>;
};

export const useLoginStaff = ({ mutationConfig }: UseLoginStaffOptions = {}) =>
  useMutation({ ...mutationConfig, mutationFn: loginStaff });
