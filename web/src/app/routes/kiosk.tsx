import { PageTitle } from '@/components/seo/page-title';
import { KioskView } from '@/features/leaderboard/components/kiosk-view';

/** The kiosk board inside the site's header, footer and toasts, like every public page. */
export function KioskRoute() {
  return (
    <div className="container kiosk-page">
      <PageTitle title="Leaderboard Kiosk" />
      <KioskView />
    </div>
  );
}
