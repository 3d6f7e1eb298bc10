import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApiPage } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/** Staff: a page of the messages to reporters written to the outbox folder, newest first. */
export const getMailOutbox = ({ before, signal }: { before?: string; signal?: AbortSignal } = {}) =>
  callApiPage(operationsApi.routes.mailOutbox, {
    query: before === undefined ? {} : { before },
    signal,
  });

export const getMailOutboxQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...staffQueryKey, 'mail-outbox'],
    queryFn: ({ pageParam, signal }) => getMailOutbox({ before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next?.before,
    select: (data) => ({
      items: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? 0,
    }),
  });

export const useMailOutbox = () => useInfiniteQuery(getMailOutboxQueryOptions());
