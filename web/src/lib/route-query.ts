import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { RouteDeclaration } from '@venue/contracts/http';

import { callApi, type CallInput, type ResponseOf } from './api-client';

/** A route read with nothing to send: no params, query or body. */
type PlainRead<R extends RouteDeclaration> = object extends CallInput<R> ? R : never;

/**
 * The query of a route read as it is (nothing to send): its answer under `queryKey`, the call
 * dropped when the query is.
 */
export const routeQueryOptions = <R extends RouteDeclaration>(
  queryKey: QueryKey,
  route: PlainRead<R>,
) =>
  queryOptions({
    queryKey,
    // `PlainRead` has made sure the route takes no more than the signal.
    queryFn: ({ signal }) =>
      (callApi as (route: R, input: { signal: AbortSignal }) => Promise<ResponseOf<R>>)(route, {
        signal,
      }),
  });
