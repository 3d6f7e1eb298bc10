import { staffAccountsApi } from '@venue/contracts/staff';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { getStaffUsersQueryOptions } from './get-staff-users';

/**
 * Admins: a disabled account cannot sign in and its session stops at its next call. Disabling
 * yourself is refused (400).
 */
export const setStaffUserDisabled = ({ id, disabled }: { id: string; disabled: boolean }) =>
  callApi(staffAccountsApi.routes.updateUser, { params: { id }, body: { disabled } });

export const setStaffUserDisabledMutation = apiMutation({
  mutationFn: setStaffUserDisabled,
  invalidates: [getStaffUsersQueryOptions().queryKey],
});
