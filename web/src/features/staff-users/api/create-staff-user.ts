import { staffAccountsApi, type CreateStaffAccount } from '@venue/contracts/staff';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getStaffUsersQueryOptions } from './get-staff-users';

/** Admins: 201 with the account; 400 per field; 409 a taken username. */
export const createStaffUser = (account: CreateStaffAccount) =>
  callApi(staffAccountsApi.routes.createUser, { body: account });

export const createStaffUserMutation = apiMutation({
  mutationFn: createStaffUser,
  invalidates: [getStaffUsersQueryOptions().queryKey],
});
