import { PageTitle } from '@/components/seo/page-title';
import { KioskView } from '@/features/leaderboard/components/kiosk-view';

/** The venue screens' full-screen board: no site header or footer around it. */
export function KioskRoute() {
  return (
    <main id="main">
      <PageTitle title="Leaderboard Kiosk" />
      <KioskView />
    </main>
  );
}
