import { staffApi, type StaffLogin } from '@venue/contracts/staff';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

/** A token for 8 hours; 401 with a message when the username or password is wrong. */
export const loginStaff = (credentials: StaffLogin) =>
  callApi(staffApi.routes.login, { body: credentials });

export const loginStaffMutation = apiMutation({ mutationFn: loginStaff });
