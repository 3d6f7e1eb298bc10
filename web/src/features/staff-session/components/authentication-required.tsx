import { LockKeyhole, LogIn } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';

import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import { saveStaffRedirect } from '@/lib/staff-session';

import { AuthCard } from './auth-card';

/**
 * What a page that relies on the server's 401 shows without a current session (the schedule,
 * per the spec): it says so and offers the login page, which brings the user back here.
 */
export function AuthenticationRequired() {
  const location = useLocation();
  const navigate = useNavigate();
  const goToLogin = () => {
    saveStaffRedirect(`${location.pathname}${location.search}`);
    navigate(paths.staff.login.getHref());
  };
  return (
    <div className="container">
      <PageHead title="Authentication Required" noindex />
      <AuthCard
        icon={LockKeyhole}
        title="Authentication Required"
        titleId="authentication-required-title"
        description="Your staff session has ended or you are not signed in. Sign in to see this page."
      >
        <button type="button" className="btn btn--primary auth-card__submit" onClick={goToLogin}>
          <LogIn aria-hidden="true" />
          Go to Staff Login
        </button>
      </AuthCard>
    </div>
  );
}
