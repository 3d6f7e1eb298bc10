import { api } from '@/lib/api-client';

/**
 * POST /api/staff/logout: the server refuses this token from now on. The token is read when the
 * call starts, so the session can be cleared in the browser straight after.
 */
export const logoutStaff = (): Promise<unknown> => api.post('/api/staff/logout', { staff: true });
