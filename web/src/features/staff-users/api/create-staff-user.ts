import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  staffAccountSchema,
  type CreateStaffAccount,
  type StaffAccount,
} from '@venue/contracts/staff';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

import { getStaffUsersQueryOptions } from './get-staff-users';

/** POST /api/staff/users (admin): 201 with the account; 400 per field; 409 a taken username. */
export const createStaffUser = (data: CreateStaffAccount): Promise<StaffAccount> =>
  api.post('/api/staff/users', { body: data, schema: staffAccountSchema, staff: true });

type UseCreateStaffUserOptions = {
  mutationConfig?: MutationConfig<typeof createStaffUser>;
};

export const useCreateStaffUser = ({ mutationConfig }: UseCreateStaffUserOptions = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: getStaffUsersQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: createStaffUser,
  });
};
