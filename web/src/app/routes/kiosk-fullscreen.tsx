import { PageTitle } from '@/components/seo/page-title';
import { KioskView } from '@/features/leaderboard/components/kiosk-view';

/** The venue TVs' board: the kiosk alone, full screen, with no site header or footer. */
export function KioskFullscreenRoute() {
  return (
    <main id="main">
      <PageTitle title="Leaderboard Kiosk" />
      <KioskView fullscreen />
    </main>
  );
}
