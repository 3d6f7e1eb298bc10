import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

import { toast, type ToastInput } from './toast';

import { errorMessageOf } from './api-errors';
import { isSessionEnd } from './api-client';

type OrFrom<T, TData, TVariables> = T | ((data: TData, variables: TVariables) => T);

/** What a screen says about one kind of change: the toasts and what happens after. */
export type ApiMutationCallbacks<TData, TVariables> = {
  /** Shown when the change is saved. */
  successToast?: OrFrom<ToastInput, TData, TVariables>;
  /**
   * Shown when it fails: the title, and the server's message (or `fallback` when it gave none,
   * e.g. the network is down). Leave it out where the failure is said on the screen instead.
   */
  errorToast?: { title: string; fallback: string };
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** Every failure but an ended session, which the app handles once (toast, then sign-in). */
  onError?: (error: Error, variables: TVariables) => void;
};

export type ApiMutationOptions<TData, TVariables> = ApiMutationCallbacks<TData, TVariables> & {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Queries to refetch once the change is saved (by key prefix). */
  invalidates?: OrFrom<QueryKey[], TData, TVariables>;
};

/** The options an operation's hook (e.g. `useCreateGame`) leaves to the screen. */
export type MutationHookOptions<TFn extends (variables: never) => Promise<unknown>> =
  ApiMutationCallbacks<Awaited<ReturnType<TFn>>, Parameters<TFn>[0]>;

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
 *     errorToast: { title: 'Add Failed', fallback: 'Failed to add game' },
 *   });
 */
export function useApiMutation<TData, TVariables = void>({
  mutationFn,
  invalidates,
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
      if (errorToast) {
        toast({
          title: errorToast.title,
          description: errorMessageOf(error, errorToast.fallback),
          variant: 'error',
        });
      }
      onError?.(error, variables);
    },
  });
}
