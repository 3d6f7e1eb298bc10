import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';

/** Spec: the weather is read again every 10 minutes. */
export const weatherRefreshMs = 10 * 60 * 1000;

/** The latest reading at the venue; 503 when none is fresh. */
export const getWeather = async ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi((await apiRoutes.integrations()).weather, { signal });

export const getWeatherQueryOptions = () =>
  queryOptions({
    queryKey: ['weather'],
    queryFn: ({ signal }) => getWeather({ signal }),
    refetchInterval: weatherRefreshMs,
  });

export const useWeather = () => useQuery(getWeatherQueryOptions());
