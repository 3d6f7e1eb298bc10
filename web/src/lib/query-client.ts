import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** Spec: lists are not refetched on focus, never go stale and are not retried. */
export const queryConfig = {
  queries: {
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
    refetchInterval: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export const createQueryClient = () => new QueryClient({ defaultOptions: queryConfig });

/** Extra useQuery options a hook accepts, beside the ones its queryOptions fix. */
export type QueryConfig<T extends (...args: never[]) => unknown> = Omit<
  ReturnType<T>,
  'queryKey' | 'queryFn'
>;

/** Query keys of data only staff may see: cleared when the session ends. */
export const staffQueryKey = ['staff'] as const;
