import { RefreshCw } from 'lucide-react';

export type Refetchable = { isFetching: boolean; isPending: boolean; refetch: () => unknown };

/** Fetches a list again; says so while a refetch (not the first load) runs. */
export function RefreshButton({ query, className }: { query: Refetchable; className?: string }) {
  return (
    <button
      type="button"
      className={['btn btn--ghost btn--sm', className].filter(Boolean).join(' ')}
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
    >
      <RefreshCw aria-hidden="true" />
      {query.isFetching && !query.isPending ? 'Refreshing...' : 'Refresh'}
    </button>
  );
}
