import { useMutation } from '@tanstack/react-query';
import { staffAccountSchema, type StaffAccount } from '@venue/contracts/staff';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** PUT /api/staff/users/{id}/password (admin): sets a new password; 400 when it is too short. */
export const resetStaffPassword = ({
  id,
  password,
}: {
  id: string;
  password: string;
}): Promise<StaffAccount> =>
  api.put(`/api/staff/users/${encodeURIComponent(id)}/password`, {
    body: { password },
    schema: staffAccountSchema,
    staff: true,
  });

type UseResetStaffPasswordOptions = {
  mutationConfig?: MutationConfig<typeof resetStaffPassword>;
};

export const useResetStaffPassword = ({ mutationConfig }: UseResetStaffPasswordOptions = {}) =>
  useMutation({ ...mutationConfig, mutationFn: resetStaffPassword });
