import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApiPage } from '@/lib/api-client';
import { useLiveRefetch } from '@/lib/live-refetch';
import { newestFirstQueryOptions } from '@/lib/paged-query';
import { staffQueryKey } from '@/lib/query-client';

/** Staff: a page of the messages to reporters written to the outbox folder, newest first. */
export const getMailOutbox = ({ before, signal }: { before?: string; signal?: AbortSignal } = {}) =>
  callApiPage(operationsApi.routes.mailOutbox, {
    query: before === undefined ? {} : { before },
    signal,
  });

type OutboxPage = Awaited<ReturnType<typeof getMailOutbox>>;

export const getMailOutboxQueryOptions = () =>
  newestFirstQueryOptions([...staffQueryKey, 'mail-outbox'], (before, signal) =>
    getMailOutbox({ before, signal }),
  );

/** A message is written by a job a moment after its report is fixed: the list is asked again this often. */
const outboxEveryMs = 30_000;

/**
 * The outbox, asked for again every 30 seconds while the page is open, and every 2 seconds for
 * a while after `changeExpectedAt` (staff marked a report fixed) until a new message shows.
 */
export function useMailOutbox(changeExpectedAt: number | null = null) {
  const options = getMailOutboxQueryOptions();
  const refetchInterval = useLiveRefetch(
    options.queryKey,
    ({ pages }: InfiniteData<OutboxPage>) =>
      `${pages[0]?.total ?? 0} ${pages[0]?.items[0]?.id ?? ''}`,
    { usualMs: outboxEveryMs, changeExpectedAt },
  );
  return useInfiniteQuery({ ...options, refetchInterval });
}
