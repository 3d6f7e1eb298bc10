import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { staffQueryKey } from '@/lib/query-client';
import { endStaffSession } from '@/lib/staff-session';

import { logoutStaff } from '../api/logout-staff';

/**
 * Signs out: the server is told to refuse the token, the stored session and every in-page gate
 * flag go, cached staff data goes, then the login page. Nothing is kept to come back to. The
 * browser does not wait for the server: signing out works offline too, and the token's own
 * expiry still bounds it.
 */
export function useStaffLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    logoutStaff().catch(() => undefined);
    endStaffSession('logout');
    queryClient.removeQueries({ queryKey: staffQueryKey });
    toast({ title: 'Logged Out', description: 'You have been signed out of the staff tools.' });
    navigate(paths.staff.login.getHref(), { replace: true });
  }, [navigate, queryClient]);
}
