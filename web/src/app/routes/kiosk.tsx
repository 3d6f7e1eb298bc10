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

/** The kiosk board inside the site's header, footer and toasts, like every public page. */
export default function KioskRoute() {
  return (
    <div className="container kiosk-page">
      <KioskView />
    </div>
  );
}
