import { ContactInbox } from '@/features/contact/components/contact-inbox';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export default function StaffContactInboxRoute() {
  return (
    <div className="container">
      <ContactInbox headerActions={<LogoutButton />} />
    </div>
  );
}
