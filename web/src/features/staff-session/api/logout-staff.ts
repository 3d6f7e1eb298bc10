import { staffApi } from '@venue/contracts/staff';

import { callApi } from '@/lib/api-client';

/**
 * The server refuses this token from now on. The token is read when the call starts, so the
 * session can be cleared in the browser straight after.
 */
export const logoutStaff = () => callApi(staffApi.routes.logout);
