import { KioskView } from '@/features/leaderboard/components/kiosk-view';

/** The same board as /kiosk: the same reads. */
export { prefetch } from './kiosk';

/** The venue TVs' board: the kiosk alone, full screen, with no site header or footer. */
export default function KioskFullscreenRoute() {
  return (
    <main id="main">
      <KioskView fullscreen />
    </main>
  );
}
