import { Gift, PackagePlus, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import '@/components/ui/filter-bar/filter-bar.css';
import { QueryState } from '@/components/ui/query-state/query-state';
import '@/components/ui/record-card/record-card.css';
import { TabViews } from '@/components/ui/tabs/tab-views';

import { usePrizeSummary } from '../api/get-prize-summary';
import { usePrizes } from '../api/get-prizes';
import { MajorWins } from './major-wins';
import { PrizeInventory } from './prize-inventory';
import { PrizeSummary } from './prize-summary';
import './prizes-manager.css';
import { Restocks } from './restocks';

/** Prize management: the summary row, then inventory, major wins and restocks in tabs. */
export function PrizesManager({ headerActions }: { headerActions?: ReactNode }) {
  const summary = usePrizeSummary();
  const prizes = usePrizes();
  return (
    <>
      <StaffPageHeader
        title="Prize Management"
        description="Prize stock, major wins and restocks."
        actions={headerActions}
      />
      <QueryState
        query={summary}
        loading="Loading the summary..."
        error="Failed to load the prize summary"
      >
        {(figures) => <PrizeSummary summary={figures} />}
      </QueryState>
      <TabViews
        className="prize-tabs"
        defaultValue="inventory"
        label="Prize records"
        listClassName="tab-bar prize-tabs__list accent-pink"
        tabClassName="tab-chip prize-tabs__tab"
        views={[
          {
            value: 'inventory',
            label: 'Inventory',
            icon: Gift,
            content: (
              <QueryState query={prizes} loading="Loading prizes..." error="Failed to load prizes">
                {(list) => <PrizeInventory prizes={list} />}
              </QueryState>
            ),
          },
          { value: 'major-wins', label: 'Major Wins', icon: Trophy, content: <MajorWins /> },
          { value: 'restocks', label: 'Minor Restocks', icon: PackagePlus, content: <Restocks /> },
        ]}
      />
    </>
  );
}
