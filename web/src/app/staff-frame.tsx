import { useState } from 'react';

import { StaffLayout } from '@/components/layouts/staff-layout';
import { staffTools } from '@/config/pages';
import { useStaffSessionInfo } from '@/features/staff-session/api/get-staff-session';
import { AuthenticationRequired } from '@/features/staff-session/components/authentication-required';
import { RequireStaffSession } from '@/features/staff-session/components/require-staff-session';
import { useStaffSession } from '@/lib/staff-session';

/**
 * The staff side's frame and guards: a chunk of their own, loaded with the first staff page, so
 * a visitor to the public site never downloads them.
 */

/**
 * The staff frame. Its menu lists the tools; whether the admin's are among them is asked of the
 * server once the menu is first opened (the portal asks too), not on every staff page.
 */
export function StaffFrame() {
  const session = useStaffSession();
  const signedIn = session.status === 'active';
  const [menuOpened, setMenuOpened] = useState(false);
  const info = useStaffSessionInfo({ enabled: menuOpened && signedIn });
  return (
    <StaffLayout
      signedIn={signedIn}
      tools={staffTools(info.data?.role === 'admin')}
      onMenuOpen={() => setMenuOpened(true)}
    />
  );
}

/** Staff pages that render nothing without a current session (the visitor goes to sign in). */
export function SessionRequired() {
  return <RequireStaffSession />;
}

/** Staff pages that, without a current session, say so and offer the way to sign in. */
export function SessionExplained() {
  return <RequireStaffSession signedOut={<AuthenticationRequired />} />;
}
