import { ShieldX } from 'lucide-react';
import { Link } from 'react-router-dom';

import { QueryState } from '@/components/ui/query-state/query-state';
import { paths } from '@/config/paths';
import { useStaffSessionInfo } from '@/features/staff-session/api/get-staff-session';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { StaffUsersManager } from '@/features/staff-users/components/staff-users-manager';
import { useStaffSession } from '@/lib/staff-session';

import './users.css';

function AdminsOnly() {
  return (
    <div className="list-state">
      <ShieldX aria-hidden="true" className="access-message__icon" />
      <h1 className="access-message__title">Only admins can manage staff accounts</h1>
      <p>Ask an admin if you need an account added, disabled or a password reset.</p>
      <Link className="btn btn--ghost btn--sm" to={paths.staff.portal.getHref()}>
        Back to the portal
      </Link>
    </div>
  );
}

export default function StaffUsersRoute() {
  const session = useStaffSession();
  const info = useStaffSessionInfo({
    token: session.status === 'active' ? session.session.token : null,
  });
  return (
    <div className="container">
      <QueryState
        query={info}
        loading="Checking your access..."
        error="We couldn't check your access."
      >
        {(who) =>
          who.role === 'admin' ? (
            <StaffUsersManager currentUsername={who.username} headerActions={<LogoutButton />} />
          ) : (
            <AdminsOnly />
          )
        }
      </QueryState>
    </div>
  );
}
