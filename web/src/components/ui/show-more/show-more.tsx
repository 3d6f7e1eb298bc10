import './show-more.css';

type ShowMoreProps = {
  /** A paged list's infinite query. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** e.g. 'Show older reports'. */
  label: string;
  /** Shown beside the button, e.g. 'Showing 50 of 120 reports'. */
  status?: string;
};

/** The button under a paged list that adds its next page, while there is one. */
export function ShowMore({ query, label, status }: ShowMoreProps) {
  if (!status && !query.hasNextPage) return null;
  return (
    <div className="show-more">
      {status ? (
        <p className="show-more__status" role="status">
          {status}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading...' : label}
        </button>
      ) : null}
    </div>
  );
}
