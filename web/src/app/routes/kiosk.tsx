import { getLeaderboardQueryOptions } from '@/features/leaderboard/api/get-leaderboard';
import { KioskView } from '@/features/leaderboard/components/kiosk-view';

import type { PagePrefetch } from '../page-modules';

export const prefetch: PagePrefetch = (client) => [
  client.prefetchQuery(getLeaderboardQueryOptions()),
];

/** The kiosk board inside the site's header, footer and toasts, like every public page. */
export default function KioskRoute() {
  return (
    <div className="container kiosk-page">
      <KioskView />
    </div>
  );
}
