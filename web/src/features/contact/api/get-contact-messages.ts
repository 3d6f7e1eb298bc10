import { useInfiniteQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApiPage } from '@/lib/api-client';
import { newestFirstQueryOptions } from '@/lib/paged-query';
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
  newestFirstQueryOptions([...staffQueryKey, 'contact-messages'], (before, signal) =>
    getContactMessages({ before, signal }),
  );

export const useContactMessages = () => useInfiniteQuery(getContactMessagesQueryOptions());
