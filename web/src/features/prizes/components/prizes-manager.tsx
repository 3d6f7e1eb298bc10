import * as Tabs from '@radix-ui/react-tabs';
import { Gift, PackagePlus, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import '@/components/ui/filter-bar/filter-bar.css';
import { QueryState } from '@/components/ui/query-state/query-state';
import '@/components/ui/record-card/record-card.css';

import { usePrizeSummary } from '../api/get-prize-summary';
import { usePrizes } from '../api/get-prizes';
import { MajorWins } from './major-wins';
import { PrizeInventory } from './prize-inventory';
import { PrizeSummary } from './prize-summary';
import './prizes-manager.css';
import { Restocks } from './restocks';

const tabs = [
  { value: 'inventory', label: 'Inventory', icon: Gift },
  { value: 'major-wins', label: 'Major Wins', icon: Trophy },
  { value: 'restocks', label: 'Minor Restocks', icon: PackagePlus },
] as const;

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
      <Tabs.Root className="prize-tabs" defaultValue="inventory">
        <Tabs.List className="tab-bar prize-tabs__list accent-pink" aria-label="Prize records">
          {tabs.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger key={value} value={value} className="tab-chip prize-tabs__tab">
              <Icon aria-hidden="true" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="inventory" className="tab-panel">
          <QueryState query={prizes} loading="Loading prizes..." error="Failed to load prizes">
            {(list) => <PrizeInventory prizes={list} />}
          </QueryState>
        </Tabs.Content>
        <Tabs.Content value="major-wins" className="tab-panel">
          <MajorWins />
        </Tabs.Content>
        <Tabs.Content value="restocks" className="tab-panel">
          <Restocks />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
