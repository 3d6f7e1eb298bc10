import { staffApi, type CreateStaffAccount } from '@venue/contracts/staff';

import { callApi } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

import { getStaffUsersQueryOptions } from './get-staff-users';

/** Admins: 201 with the account; 400 per field; 409 a taken username. */
export const createStaffUser = (account: CreateStaffAccount) =>
  callApi(staffApi.routes.createUser, { body: account });

export const useCreateStaffUser = (options: MutationHookOptions<typeof createStaffUser> = {}) =>
  useApiMutation({
    ...options,
    mutationFn: createStaffUser,
    invalidates: [getStaffUsersQueryOptions().queryKey],
  });
