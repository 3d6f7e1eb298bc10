import type { GameCategory } from '@venue/contracts/catalogue';

import { LoadFailure, QueryState } from '@/components/ui/query-state/query-state';
import * as Tabs from '@/components/ui/tabs/tabs';
import { useMachineStatuses } from '@/lib/get-machine-statuses';

import { useGames } from '../api/get-games';
import { categoryDisplay, orderedCategories } from '../game-categories';
import { useCategoryTab } from '../hooks/use-category-tab';
import { GameCard } from './game-card';
import './games-browser.css';

const machinesLine = (count: number) =>
  count === 1 ? '1 machine available' : `${count} machines available`;

function CategoryPanel({ category }: { category: GameCategory }) {
  const games = useGames();
  const statuses = useMachineStatuses();
  const statusOf = (slug: string) => statuses.data?.find((machine) => machine.slug === slug);
  const { label } = categoryDisplay[category];
  const list = games.data?.[category];
  return (
    <>
      {list ? (
        <header className="games-panel__header">
          <h2 className="games-panel__title">{label} Games</h2>
          <p className="games-panel__count">{machinesLine(list.length)}</p>
        </header>
      ) : null}
      <QueryState
        query={games}
        look="panel"
        loading="Loading games..."
        error={<LoadFailure what="the games" />}
        isEmpty={(grouped) => grouped[category].length === 0}
        empty={
          <>
            <p className="list-state__title">No {label} games available at this time.</p>
            <p>Check back soon for updates to our game collection!</p>
          </>
        }
      >
        {(grouped) => (
          <ul className="plain-grid games-grid">
            {grouped[category].map((game) => (
              <li key={game.id}>
                <GameCard game={game} status={statusOf(game.slug)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

/** Category tabs kept in the URL (`?category=`), each with its game grid. */
export function GamesBrowser() {
  const { active, choose, countFor } = useCategoryTab();

  return (
    <Tabs.Root className="games-browser" value={active} onValueChange={choose}>
      <Tabs.List className="games-tabs" aria-label="Game categories">
        {orderedCategories.map(({ key, label, icon: Icon, accent }) => {
          const count = countFor(key);
          return (
            <Tabs.Trigger key={key} value={key} className={`games-tab hover-lit accent-${accent}`}>
              <Icon aria-hidden="true" />
              <span>{count === undefined ? label : `${label} (${count})`}</span>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {orderedCategories.map(({ key }) => (
        <Tabs.Content key={key} value={key} className="games-panel">
          <CategoryPanel category={key} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
