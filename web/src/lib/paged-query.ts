import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

type ListPage = {
  items: readonly unknown[];
  total: number | undefined;
  next: Record<string, string> | undefined;
};

/**
 * A paged list read newest first, a page at a time after the cursor `before` (the `next` link
 * of the page before): its query options, the pages read so far joined into `{ items, total }`.
 */
export const newestFirstQueryOptions = <TPage extends ListPage>(
  queryKey: QueryKey,
  getPage: (before: string | undefined, signal: AbortSignal) => Promise<TPage>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next?.before,
    select: (data) => ({
      items: data.pages.flatMap((page) => page.items as TPage['items'][number][]),
      total: data.pages[0]?.total ?? 0,
    }),
  });
