import { ShieldX } from 'lucide-react';
import { Link } from 'react-router-dom';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { QueryState } from '@/components/ui/query-state/query-state';
import { paths } from '@/config/paths';
import { useStaffSessionInfo } from '@/features/staff-session/api/get-staff-session';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { VenueSettingsForm } from '@/features/venue-settings/components/venue-settings-form';
import { useVenue } from '@/lib/get-venue';
import { useStaffSession } from '@/lib/staff-session';

// The admins-only message looks as Staff Accounts' does.
import './users.css';

function AdminsOnly() {
  return (
    <div className="list-state">
      <ShieldX aria-hidden="true" className="access-message__icon" />
      <h1 className="access-message__title">Only admins can change the venue settings</h1>
      <p>Ask an admin to change the hours, a holiday closure or the venue&apos;s details.</p>
      <Link className="btn btn--ghost btn--sm" to={paths.staff.portal.getHref()}>
        Back to the portal
      </Link>
    </div>
  );
}

function VenueSettingsPage() {
  const venue = useVenue();
  return (
    <>
      <StaffPageHeader
        title="Venue Settings"
        description="The hours, holiday closures and details every public page, the footer, search engines, the events calendar and the mail show."
        actions={<LogoutButton />}
      />
      <QueryState
        query={venue}
        loading="Loading the venue settings..."
        error="We couldn't load the venue settings."
      >
        {(settings) => <VenueSettingsForm venue={settings} />}
      </QueryState>
    </>
  );
}

export default function StaffVenueRoute() {
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
        {(who) => (who.role === 'admin' ? <VenueSettingsPage /> : <AdminsOnly />)}
      </QueryState>
    </div>
  );
}
