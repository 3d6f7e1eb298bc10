import { staffQueryKey } from '@/lib/query-client';

/** After any change: the public board and the staff list of the month's scores. */
export const leaderboardKeys = [['leaderboard'], [...staffQueryKey, 'leaderboard']];
