import { getLeaderboardQueryOptions } from '@/features/leaderboard/api/get-leaderboard';
import { KioskView } from '@/features/leaderboard/components/kiosk-view';

import type { PagePrefetch } from '../page-modules';

export const prefetch: PagePrefetch = (client) => [
  client.prefetchQuery(getLeaderboardQueryOptions()),
];

/** The venue TVs' board: the kiosk alone, full screen, with no site header or footer. */
export default function KioskFullscreenRoute() {
  return (
    <main id="main">
      <KioskView fullscreen />
    </main>
  );
}
