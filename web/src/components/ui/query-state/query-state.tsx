import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';

import './query-state.css';

type QueryStateProps<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  /** Said while the first answer is on its way, e.g. 'Loading games...'. */
  loading: ReactNode;
  /** Said when the query failed; a Try again button follows it. */
  error: ReactNode;
  /** With `empty`: when true for the answer, `empty` shows instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** `box`: the staff pages' compact box; `panel`: the public pages' roomier one. */
  look?: 'box' | 'panel';
  children: (data: T) => ReactNode;
};

/**
 * A query's loading, error and empty states, each in the same box, and the data once it is
 * there. Loading is a polite status, failure an alert with a retry.
 *
 *   <QueryState query={users} loading="Loading accounts..." error="Failed to load staff accounts"
 *     isEmpty={(list) => list.length === 0} empty="No staff accounts yet.">
 *     {(list) => <AccountsTable accounts={list} />}
 *   </QueryState>
 */
export function QueryState<T>({
  query,
  loading,
  error,
  isEmpty,
  empty,
  look = 'box',
  children,
}: QueryStateProps<T>) {
  const className = look === 'panel' ? 'list-state list-state--panel' : 'list-state';
  if (query.isPending) {
    return (
      <p className={className} role="status">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={className} role="alert">
        <div className="list-state__message">{error}</div>
        <button
          type="button"
          className={look === 'panel' ? 'btn btn--outline' : 'btn btn--ghost btn--sm'}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          Try again
        </button>
      </div>
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) return <div className={className}>{empty}</div>;
  return <>{children(data)}</>;
}

/** What a public page says when its list failed to load (QueryState adds Try again): `the games`. */
export function LoadFailure({ what }: { what: string }) {
  return (
    <>
      <p className="list-state__title">{`We couldn't load ${what} right now.`}</p>
      <p>Please try again in a moment.</p>
    </>
  );
}
