import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { useGameCounts } from '../api/get-game-counts';
import { orderedCategories } from '../game-categories';
import './category-cards.css';

/** One card per category with its machine count, each opening that tab on /games. */
export function CategoryCards() {
  const counts = useGameCounts();

  const countLine = (key: keyof NonNullable<typeof counts.data>) => {
    if (counts.isPending) return 'Loading...';
    if (counts.isError) return null;
    return `${counts.data[key]}+ Machines Available`;
  };

  return (
    <ul className="category-cards">
      {orderedCategories.map(({ key, label, icon: Icon, description, accent }) => {
        const line = countLine(key);
        return (
          <li key={key}>
            <Link
              to={paths.games.getHref(key)}
              className={`category-card accent-card accent-${accent}`}
            >
              <span className="accent-icon">
                <Icon aria-hidden="true" />
              </span>
              <h3 className="category-card__name">{label.toUpperCase()}</h3>
              <p className="category-card__description">{description}</p>
              {line ? <p className="category-card__count">{line}</p> : null}
              <span className="category-card__more" aria-hidden="true">
                Browse <ArrowRight />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
