import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { RouteDeclaration } from '@venue/contracts/http';

import { callApi, type CallInput, type ResponseOf } from './api-client';

/** Only a route read with nothing to send (no params, query or body) is taken. */
type PlainRead<R extends RouteDeclaration> = object extends CallInput<R> ? unknown : never;

/**
 * The query of a route read as it is (nothing to send): its answer under `queryKey`, the call
 * dropped when the query is. A public page's read names its route by its `apiRoutes` loader
 * (`() => apiRoutes.x().then((routes) => routes.y)`), so the contracts load with the first call.
 */
export const routeQueryOptions = <R extends RouteDeclaration>(
  queryKey: QueryKey,
  route: (R | (() => Promise<R>)) & PlainRead<R>,
) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const declared = typeof route === 'function' ? await route() : route;
      // `PlainRead` has made sure the route takes no more than the signal.
      const read = callApi as (route: R, input: { signal: AbortSignal }) => Promise<ResponseOf<R>>;
      return read(declared, { signal });
    },
  });
