import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApiPage } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/**
 * Staff: a page of the machine reports (or of one game's, `gameName`), newest first, after the
 * cursor `before`.
 */
export const getMachineReports = ({
  before,
  gameName,
  signal,
}: { before?: string; gameName?: string; signal?: AbortSignal } = {}) =>
  callApiPage(operationsApi.routes.listMachineReports, {
    query: {
      ...(before !== undefined && { before }),
      ...(gameName !== undefined && { gameName }),
    },
    signal,
  });

/** Every report, or one game's: a game's key starts with the whole list's, so changes refresh both. */
export const getMachineReportsQueryOptions = (gameName?: string) =>
  infiniteQueryOptions({
    queryKey:
      gameName === undefined
        ? [...staffQueryKey, 'machine-reports']
        : [...staffQueryKey, 'machine-reports', { gameName }],
    queryFn: ({ pageParam, signal }) => getMachineReports({ before: pageParam, gameName, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next?.before,
    select: (data) => ({
      items: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? 0,
    }),
  });

export const useMachineReports = (gameName?: string) =>
  useInfiniteQuery(getMachineReportsQueryOptions(gameName));
