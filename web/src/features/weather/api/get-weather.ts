import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@/lib/api-routes';
import { routeQueryOptions } from '@/lib/route-query';

/** Spec: the weather is read again every 10 minutes. */
export const weatherRefreshMs = 10 * 60 * 1000;

/** The latest reading at the venue; 503 when none is fresh. */
export const getWeatherQueryOptions = () =>
  queryOptions({
    ...routeQueryOptions(['weather'], () =>
      apiRoutes.integrations().then((routes) => routes.weather),
    ),
    refetchInterval: weatherRefreshMs,
  });

export const useWeather = () => useQuery(getWeatherQueryOptions());
