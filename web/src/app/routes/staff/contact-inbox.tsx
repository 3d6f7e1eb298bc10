import { PageTitle } from '@/components/seo/page-title';
import { ContactInbox } from '@/features/contact/components/contact-inbox';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export function StaffContactInboxRoute() {
  return (
    <div className="container">
      <PageTitle title="Contact Inbox" />
      <ContactInbox headerActions={<LogoutButton />} />
    </div>
  );
}
