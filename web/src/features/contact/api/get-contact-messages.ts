import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApiPage } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/** Staff: a page of the contact messages, newest first, after the cursor `before`. */
export const getContactMessages = ({
  before,
  signal,
}: { before?: string; signal?: AbortSignal } = {}) =>
  callApiPage(operationsApi.routes.listContactMessages, {
    query: before === undefined ? {} : { before },
    signal,
  });

export const getContactMessagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...staffQueryKey, 'contact-messages'],
    queryFn: ({ pageParam, signal }) => getContactMessages({ before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next?.before,
    select: (data) => ({
      items: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? 0,
    }),
  });

export const useContactMessages = () => useInfiniteQuery(getContactMessagesQueryOptions());
