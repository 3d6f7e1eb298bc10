import { PageTitle } from '@/components/seo/page-title';
import { CleaningBoard } from '@/features/cleaning/components/cleaning-board';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export function StaffGamesCleanedRoute() {
  return (
    <div className="container">
      <PageTitle title="Cleaning Records" />
      <CleaningBoard headerActions={<LogoutButton />} />
    </div>
  );
}
