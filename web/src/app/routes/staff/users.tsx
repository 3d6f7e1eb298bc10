import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { PageTitle } from '@/components/seo/page-title';
import { paths } from '@/config/paths';
import { useStaffSessionInfo } from '@/features/staff-session/api/get-staff-session';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { StaffUsersManager } from '@/features/staff-users/components/staff-users-manager';
import { useStaffSession } from '@/lib/staff-session';

import '@/components/ui/table/table.css';
import './users.css';

function AccessMessage({ children }: { children: ReactNode }) {
  return <div className="list-state">{children}</div>;
}

export function StaffUsersRoute() {
  const session = useStaffSession();
  const info = useStaffSessionInfo({
    token: session.status === 'active' ? session.session.token : null,
  });
  let content: ReactNode;
  if (info.isPending) {
    content = (
      <AccessMessage>
        <p role="status">Checking your access...</p>
      </AccessMessage>
    );
  } else if (info.isError) {
    content = (
      <AccessMessage>
        <p role="alert">We couldn&apos;t check your access. Please reload the page.</p>
      </AccessMessage>
    );
  } else if (info.data.role !== 'admin') {
    content = (
      <AccessMessage>
        <ShieldX aria-hidden="true" className="access-message__icon" />
        <h1 className="access-message__title">Only admins can manage staff accounts</h1>
        <p>Ask an admin if you need an account added, disabled or a password reset.</p>
        <Link className="btn btn--ghost btn--sm" to={paths.staff.portal.getHref()}>
          Back to the portal
        </Link>
      </AccessMessage>
    );
  } else {
    content = (
      <StaffUsersManager currentUsername={info.data.username} headerActions={<LogoutButton />} />
    );
  }
  return (
    <div className="container">
      <PageTitle title="Staff Accounts" />
      {content}
    </div>
  );
}
