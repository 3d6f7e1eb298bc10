import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

import { isSessionEnd } from './api-client';
import { errorMessageOf } from './api-errors';
import { toast, type ToastInput } from './toast';

export type OrFrom<T, TData, TVariables> = T | ((data: TData, variables: TVariables) => T);

/**
 * What a failure's toast says: `title` ('Error' unless given) and `description`; with
 * `serverMessage`, the server's own message instead where it gave one (not when, say, the
 * network is down).
 */
export type ErrorToast = { title?: string; description: string; serverMessage?: boolean };

/** The words for a failure that its toast uses, for saying it on the screen too. */
export const failureText = (error: unknown, { description, serverMessage }: ErrorToast) =>
  serverMessage ? errorMessageOf(error, description) : description;

/**
 * An API operation's change, as its file exports it beside the fetcher (`xMutation`, the one
 * style for every change in the web app): the call, the queries to refetch once it is saved
 * (by key prefix), and where the saved answer goes into the cache at once. `useApiMutation`
 * and the form and delete blocks run it, with the screen's toasts and callbacks spread beside.
 */
export type ApiMutation<TData, TVariables> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  invalidates?: OrFrom<QueryKey[], TData, TVariables>;
  /** Writes the answer into cached queries before any refetch, so a screen never flickers back. */
  updatesCache?: (queryClient: QueryClient, data: TData, variables: TVariables) => void;
};

/** Types an operation's change (as `queryOptions` types a query). */
export const apiMutation = <TData, TVariables>(mutation: ApiMutation<TData, TVariables>) =>
  mutation;

/** What a screen says about one kind of change: the toasts and what happens after. */
export type ApiMutationCallbacks<TData, TVariables> = {
  /** Shown when the change is saved. */
  successToast?: OrFrom<ToastInput, TData, TVariables>;
  /**
   * Shown when it fails (or, from the error, whether and what). Leave it out where the failure
   * is said on the screen only.
   */
  errorToast?: ErrorToast | ((error: Error) => ErrorToast | null);
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** Every failure but an ended session, which the app handles once (toast, then sign-in). */
  onError?: (error: Error, variables: TVariables) => void;
};

export type ApiMutationOptions<TData, TVariables> = ApiMutationCallbacks<TData, TVariables> &
  ApiMutation<TData, TVariables>;

const resolve = <T, TData, TVariables>(
  value: OrFrom<T, TData, TVariables>,
  data: TData,
  variables: TVariables,
): T =>
  typeof value === 'function'
    ? (value as (data: TData, variables: TVariables) => T)(data, variables)
    : value;

/**
 * A change sent to the API: on success the success toast shows, `onSuccess` runs and the named
 * queries refetch (the mutation is pending until they have); on failure the error toast shows
 * and `onError` runs, except when the call's 401 ended the staff session (the app already said
 * so and goes to sign-in). Returns TanStack's mutation (`mutate`, `isPending`, ...).
 *
 *   const createGame = useApiMutation({
 *     mutationFn: createGameFetcher,
 *     invalidates: [['games']],
 *     successToast: (game) => ({ title: 'Game Added', description: game.name, variant: 'success' }),
 *     errorToast: { title: 'Add Failed', description: 'Failed to add game', serverMessage: true },
 *   });
 */
export function useApiMutation<TData, TVariables = void>({
  mutationFn,
  invalidates,
  updatesCache,
  successToast,
  errorToast,
  onSuccess,
  onError,
}: ApiMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn,
    // The mutation stays pending until the refetched data is in: a screen that shows the
    // pending change (a checkbox, say) never falls back to the data from before it.
    onSuccess: async (data, variables) => {
      updatesCache?.(queryClient, data, variables);
      if (successToast) toast(resolve(successToast, data, variables));
      onSuccess?.(data, variables);
      if (invalidates) {
        await Promise.all(
          resolve(invalidates, data, variables).map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      }
    },
    onError: (error, variables) => {
      if (isSessionEnd(error)) return;
      const said = typeof errorToast === 'function' ? errorToast(error) : errorToast;
      if (said) {
        toast({
          title: said.title ?? 'Error',
          description: failureText(error, said),
          variant: 'error',
        });
      }
      onError?.(error, variables);
    },
  });
}
