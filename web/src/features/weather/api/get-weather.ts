import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationsApi } from '@venue/contracts/integrations';

import { callApi } from '@/lib/api-client';

/** Spec: the weather is read again every 10 minutes. */
export const weatherRefreshMs = 10 * 60 * 1000;

/** The latest reading at the venue; 503 when none is fresh. */
export const getWeather = ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi(integrationsApi.routes.weather, { signal });

export const getWeatherQueryOptions = () =>
  queryOptions({
    queryKey: ['weather'],
    queryFn: ({ signal }) => getWeather({ signal }),
    refetchInterval: weatherRefreshMs,
  });

export const useWeather = () => useQuery(getWeatherQueryOptions());
