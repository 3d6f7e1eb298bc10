import { useQuery } from '@tanstack/react-query';
import { operationsApi } from '@venue/contracts/operations';

import { routeQueryOptions } from '@/lib/route-query';

import { prizesQueryKey } from './prize-keys';

/** Every prize with its stock status worked out on the server, sorted by name. */
export const getPrizesQueryOptions = () =>
  routeQueryOptions([...prizesQueryKey, 'list'], operationsApi.routes.listPrizes);

export const usePrizes = () => useQuery(getPrizesQueryOptions());
