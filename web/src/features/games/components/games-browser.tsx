import * as Tabs from '@radix-ui/react-tabs';
import type { GameCategory } from '@venue/contracts/games';
import { RefreshCw } from 'lucide-react';

import { useGames } from '../api/get-games';
import { categoryDisplay, orderedCategories } from '../game-categories';
import { useCategoryTab } from '../hooks/use-category-tab';
import { GameCard } from './game-card';
import './games-browser.css';

const machinesLine = (count: number) =>
  count === 1 ? '1 machine available' : `${count} machines available`;

function CategoryPanel({ category }: { category: GameCategory }) {
  const games = useGames();
  const { label } = categoryDisplay[category];

  if (games.isPending) {
    return (
      <p className="games-panel__status" role="status">
        Loading games...
      </p>
    );
  }

  if (games.isError) {
    return (
      <div className="games-panel__message" role="alert">
        <p className="games-panel__message-title">We couldn&apos;t load the games right now.</p>
        <p>Please try again in a moment.</p>
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => void games.refetch()}
          disabled={games.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          Try again
        </button>
      </div>
    );
  }

  const list = games.data[category];
  return (
    <>
      <header className="games-panel__header">
        <h2 className="games-panel__title">{label} Games</h2>
        <p className="games-panel__count">{machinesLine(list.length)}</p>
      </header>
      {list.length === 0 ? (
        <div className="games-panel__message">
          <p className="games-panel__message-title">No {label} games available at this time.</p>
          <p>Check back soon for updates to our game collection!</p>
        </div>
      ) : (
        <ul className="games-grid">
          {list.map((game) => (
            <li key={game.id}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
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
            <Tabs.Trigger key={key} value={key} className={`games-tab accent-${accent}`}>
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
