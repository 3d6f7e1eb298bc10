import { KioskView } from '@/features/leaderboard/components/kiosk-view';

/** The kiosk board inside the site's header, footer and toasts, like every public page. */
export default function KioskRoute() {
  return (
    <div className="container kiosk-page">
      <KioskView />
    </div>
  );
}
