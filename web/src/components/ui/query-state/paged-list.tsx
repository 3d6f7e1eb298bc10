import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ShowMore } from '../show-more/show-more';
import { QueryState } from './query-state';

/** A paged list's answer so far: the items of the pages read, and how many there are in all. */
type Paged<T> = { items: T[]; total: number };

type PagedListProps<T> = {
  query: Pick<
    UseQueryResult<Paged<T>>,
    'data' | 'isPending' | 'isError' | 'isFetching' | 'refetch'
  > & {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  loading: ReactNode;
  error: ReactNode;
  /** Shown when the list has nothing to show (by default: no items). */
  empty: ReactNode;
  isEmpty?: (list: Paged<T>) => boolean;
  /** The next page's button, e.g. 'Show older reports'. */
  showMore: string;
  /** `12 reports`: the total, named, for `Showing 10 of 12 reports`. */
  countOf: (count: number) => string;
  children: (list: Paged<T>) => ReactNode;
};

/**
 * A paged list's loading, error and empty states, the items read so far, and under them how
 * many of all are shown with the button that adds the next page.
 */
export function PagedList<T>({
  query,
  loading,
  error,
  empty,
  isEmpty = (list) => list.items.length === 0,
  showMore,
  countOf,
  children,
}: PagedListProps<T>) {
  return (
    <QueryState query={query} loading={loading} error={error} isEmpty={isEmpty} empty={empty}>
      {(list) => (
        <>
          {children(list)}
          <ShowMore
            query={query}
            label={showMore}
            status={`Showing ${list.items.length} of ${countOf(list.total)}`}
          />
        </>
      )}
    </QueryState>
  );
}

/** Records one under another (or in a grid), each in its list item. */
export function RecordList<T>({
  items,
  keyOf,
  grid = false,
  children,
}: {
  items: T[];
  keyOf: (item: T) => string;
  grid?: boolean;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={grid ? 'record-list record-list--grid' : 'record-list'}>
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}

/**
 * A filtered list: how many of all are shown (`Showing 3 of 12 logs`), then what shows them,
 * or `empty` when the filters leave none.
 */
export function FilteredList<T>({
  shown,
  total,
  noun,
  empty,
  children,
}: {
  shown: T[];
  total: number;
  /** What the items are, plural: `logs`. */
  noun: string;
  empty?: ReactNode;
  children: (shown: T[]) => ReactNode;
}) {
  return (
    <>
      <p className="list-count" role="status">
        Showing {shown.length} of {total} {noun}
      </p>
      {shown.length === 0 && empty !== undefined ? empty : children(shown)}
    </>
  );
}
