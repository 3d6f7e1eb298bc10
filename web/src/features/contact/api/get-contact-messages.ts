import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApi } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/** Staff: every contact message, newest first. */
export const getContactMessages = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(operationsApi.routes.listContactMessages, { signal });

export const getContactMessagesQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'contact-messages'],
    queryFn: ({ signal }) => getContactMessages({ signal }),
  });

export const useContactMessages = () => useQuery(getContactMessagesQueryOptions());
