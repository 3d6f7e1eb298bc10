import { useState } from 'react';
import { Navigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { LoginForm } from '@/features/staff-session/components/login-form';
import { useStaffSession } from '@/lib/staff-session';

export default function StaffLoginRoute() {
  const session = useStaffSession();
  // Already signed in when the page opened: straight to the portal. (A sign-in made here
  // navigates by itself, to the saved page.)
  const [signedInOnArrival] = useState(session.status === 'active');
  if (signedInOnArrival) return <Navigate to={paths.staff.portal.getHref()} replace />;
  return (
    <div className="container">
      <LoginForm />
    </div>
  );
}
