import { LogOut } from 'lucide-react';

import { useStaffLogout } from '../hooks/use-staff-logout';

export function LogoutButton() {
  const logout = useStaffLogout();
  return (
    <button type="button" className="btn btn--ghost btn--sm" onClick={logout}>
      <LogOut aria-hidden="true" />
      Logout
    </button>
  );
}
