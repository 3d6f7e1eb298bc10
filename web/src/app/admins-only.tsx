import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { QueryState } from '@/components/ui/query-state/query-state';
import { paths } from '@/config/paths';
import { useStaffSessionInfo } from '@/features/staff-session/api/get-staff-session';

// The refusal looks as the Staff Accounts page's own messages do.
import './routes/staff/users.css';

type AdminsOnlyProps = {
  /** What a staff member who is not an admin is told, and what to do instead. */
  refusal: { title: string; hint: string };
  /** The page, for an admin (given the admin's username). */
  children: (username: string) => ReactNode;
};

/** A staff page for admins only: others are told so, with the way back to the portal. */
export function AdminsOnly({ refusal, children }: AdminsOnlyProps) {
  const info = useStaffSessionInfo();
  return (
    <div className="container">
      <QueryState
        query={info}
        loading="Checking your access..."
        error="We couldn't check your access."
      >
        {(who) =>
          who.role === 'admin' ? (
            children(who.username)
          ) : (
            <div className="list-state">
              <ShieldX aria-hidden="true" className="access-message__icon" />
              <h1 className="access-message__title">{refusal.title}</h1>
              <p>{refusal.hint}</p>
              <Link className="btn btn--ghost btn--sm" to={paths.staff.portal.getHref()}>
                Back to the portal
              </Link>
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
