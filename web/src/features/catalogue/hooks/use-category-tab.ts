import type { GameCategory } from '@venue/contracts/catalogue';
import { useSearchParams } from 'react-router-dom';

import { useGameCounts } from '../api/get-game-counts';
import { useGames } from '../api/get-games';
import { parseCategory } from '../game-categories';

/**
 * The open category tab, kept in the URL (`?category=`), and each tab's count. Public and staff
 * pages share it; staff read with their token (`asStaff`), so their own changes show at once.
 */
export function useCategoryTab({ asStaff = false }: { asStaff?: boolean } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const counts = useGameCounts({ asStaff });
  const games = useGames({ asStaff });
  return {
    active: parseCategory(searchParams.get('category')),
    choose: (value: string) =>
      setSearchParams(
        { category: parseCategory(value) },
        { replace: true, preventScrollReset: true },
      ),
    /** The category's count, or the length of its list while counts are not in yet. */
    countFor: (category: GameCategory): number | undefined =>
      counts.data?.[category] ?? games.data?.[category].length,
  };
}
