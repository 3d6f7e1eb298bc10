import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { staffQueryKey } from '@/lib/query-client';
import {
  expireStaffSession,
  recheckStaffSession,
  saveStaffRedirect,
  useStaffSession,
} from '@/lib/staff-session';

/** setTimeout's ceiling (about 24.8 days). */
const maxTimeout = 2 ** 31 - 1;

type RequireStaffSessionProps = {
  /**
   * Shown in place of the page without a current session, instead of going to the login page
   * at once: for pages that explain and offer the way there themselves.
   */
  signedOut?: ReactNode;
};

/**
 * The guard around every staff page but login. Without a current session the page renders
 * nothing (its queries never start) and the visitor goes to the login page, which brings them
 * back here afterwards (or sees `signedOut`). The 8 hours are checked on every render (so on
 * every navigation), at the moment they run out, and whenever the tab comes back into view.
 */
export function RequireStaffSession({ signedOut }: RequireStaffSessionProps) {
  const state = useStaffSession();
  const explains = signedOut !== undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (state.status === 'expired') {
      expireStaffSession(); // clears it and says so; the next render sends the user away
    } else if (state.status === 'signed-out') {
      queryClient.removeQueries({ queryKey: staffQueryKey });
      if (explains) return;
      if (state.ended !== 'logout') saveStaffRedirect(here);
      navigate(paths.staff.login.getHref(), { replace: true });
    }
  }, [state, here, navigate, queryClient, explains]);

  const endsAt = state.status === 'active' ? state.session.endsAt.getTime() : null;
  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setTimeout(
      recheckStaffSession,
      Math.min(Math.max(endsAt - Date.now(), 0) + 250, maxTimeout),
    );
    const onVisible = () => {
      if (document.visibilityState === 'visible') recheckStaffSession();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', recheckStaffSession);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', recheckStaffSession);
    };
  }, [endsAt]);

  if (state.status === 'active') return <Outlet />;
  return explains ? signedOut : null;
}
