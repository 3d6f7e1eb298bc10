import { staffAccountsApi } from '@venue/contracts/staff';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

/** Admins: sets a new password; 400 when it breaks the rules. */
export const resetStaffPassword = ({ id, password }: { id: string; password: string }) =>
  callApi(staffAccountsApi.routes.resetPassword, { params: { id }, body: { password } });

export const resetStaffPasswordMutation = apiMutation({ mutationFn: resetStaffPassword });
