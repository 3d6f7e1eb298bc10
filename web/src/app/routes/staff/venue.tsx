import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { QueryState } from '@/components/ui/query-state/query-state';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { VenueSettingsForm } from '@/features/venue-settings/components/venue-settings-form';
import { useVenue } from '@/lib/get-venue';

import { AdminsOnly } from '@/app/admins-only';

const refusal = {
  title: 'Only admins can change the venue settings',
  hint: "Ask an admin to change the hours, a holiday closure or the venue's details.",
};

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
  return <AdminsOnly refusal={refusal}>{() => <VenueSettingsPage />}</AdminsOnly>;
}
