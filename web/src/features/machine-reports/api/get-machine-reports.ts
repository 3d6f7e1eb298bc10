import { useInfiniteQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { callApiPage } from '@/lib/api-client';
import { newestFirstQueryOptions } from '@/lib/paged-query';
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
  newestFirstQueryOptions(
    gameName === undefined
      ? [...staffQueryKey, 'machine-reports']
      : [...staffQueryKey, 'machine-reports', { gameName }],
    (before, signal) => getMachineReports({ before, gameName, signal }),
  );

export const useMachineReports = (gameName?: string) =>
  useInfiniteQuery(getMachineReportsQueryOptions(gameName));
