import { staffApi, type StaffVerify } from '@venue/contracts/staff';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

/**
 * The in-page gates' re-check: 200 when the password is the signed-in account's; 403 when it
 * is not (the session stays valid).
 */
export const verifyStaff = (input: StaffVerify) => callApi(staffApi.routes.verify, { body: input });

export const verifyStaffMutation = apiMutation({ mutationFn: verifyStaff });
