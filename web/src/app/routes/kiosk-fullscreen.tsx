import { getAllTimeBoardQueryOptions } from '@/features/leaderboard/api/get-all-time-board';
import { getLeaderboardQueryOptions } from '@/features/leaderboard/api/get-leaderboard';
import { KioskView } from '@/features/leaderboard/components/kiosk-view';
import { getMachineStatusesQueryOptions } from '@/lib/get-machine-statuses';

import type { PagePrefetch } from '../page-modules';

export const prefetch: PagePrefetch = (client) => [
  client.prefetchQuery(getLeaderboardQueryOptions()),
  client.prefetchQuery(getAllTimeBoardQueryOptions()),
  client.prefetchQuery(getMachineStatusesQueryOptions()),
];

/** The venue TVs' board: the kiosk alone, full screen, with no site header or footer. */
export default function KioskFullscreenRoute() {
  return (
    <main id="main">
      <KioskView fullscreen />
    </main>
  );
}
