import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffAccountSchema, type StaffAccount } from '@venue/contracts/staff';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

import { getStaffUsersQueryOptions } from './get-staff-users';

/**
 * PATCH /api/staff/users/{id} (admin): a disabled account cannot sign in and its session stops
 * at its next call. Disabling yourself is refused (400).
 */
export const setStaffUserDisabled = ({
  id,
  disabled,
}: {
  id: string;
  disabled: boolean;
}): Promise<StaffAccount> =>
  api.patch(`/api/staff/users/${encodeURIComponent(id)}`, {
    body: { disabled },
    schema: staffAccountSchema,
    staff: true,
  });

type UseSetStaffUserDisabledOptions = {
  mutationConfig?: MutationConfig<typeof setStaffUserDisabled>;
};

export const useSetStaffUserDisabled = ({
  mutationConfig,
}: UseSetStaffUserDisabledOptions = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: getStaffUsersQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: setStaffUserDisabled,
  });
};
