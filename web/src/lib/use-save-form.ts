import type { z } from 'zod';

import { retryIn, statusOf } from './api-errors';
import type { ToastInput } from './toast';
import { useApiMutation, type ApiMutation, type ErrorToast, type OrFrom } from './use-api-mutation';
import { useContractForm, type FieldErrors } from './use-contract-form';

/** How a form adds: the schema it checks with, and the operation that takes what it parsed. */
export type CreateWith<TSchema extends z.ZodType, TData> = {
  schema: TSchema;
  mutation: ApiMutation<TData, z.output<TSchema>>;
  successToast?: OrFrom<ToastInput, TData, z.output<TSchema>>;
  /** Said when the save fails and the server gave no message of its own. */
  failure: string;
};

/** How a form edits an item: as adding, with the operation's input made for the item. */
export type UpdateWith<TSchema extends z.ZodType, TItem, TData, TVariables> = {
  schema: TSchema;
  mutation: ApiMutation<TData, TVariables>;
  variables: (data: z.output<TSchema>, item: TItem) => TVariables;
  successToast?: OrFrom<ToastInput, TData, TVariables>;
  failure: string;
};

export type SaveFormOptions<
  TValues,
  TItem,
  TCreate extends z.ZodType,
  TCreated,
  TUpdate extends z.ZodType,
  TUpdated,
  TVariables,
> = {
  /** What the fields start with (text for text inputs; a function runs once). */
  initialValues: TValues | (() => TValues);
  /** Runs when the schema refuses the fields, after their messages are set. */
  onInvalid?: (errors: FieldErrors<Extract<keyof TValues, string>>, values: TValues) => void;
  /** The item the form edits, saved with `update`; without one the form saves with `create`. */
  editing?: TItem;
  create?: CreateWith<TCreate, TCreated>;
  update?: UpdateWith<TUpdate, TItem, TUpdated, TVariables>;
  /** The failure is toasted too: `title` ('Error' unless given) and the failure's words. */
  errorToast?: Omit<ErrorToast, 'description'>;
  /**
   * What to say when the server refuses because the form was sent too often (a 429), given
   * when it said to try again (`in 10 minutes`): on the form and in the toast, not `failure`.
   * Null for a 429 that is no such refusal (a day's quota): it is said as any other failure.
   */
  tooOften?: (retryIn: string, error: Error) => string | null;
  /** After the save (the refetch goes on): e.g. close the dialog. */
  onSaved?: (data: TCreated | TUpdated) => void;
  /** After a failure has been said (not when the call ended the staff session). */
  onFailed?: (error: Error) => void;
};

/** The chosen way to save, its types checked at the call and no longer needed here. */
type Save = {
  schema: z.ZodType;
  mutation: ApiMutation<unknown, unknown>;
  variables: (data: unknown) => unknown;
  successToast?: OrFrom<ToastInput, unknown, unknown>;
  failure: string;
};

/**
 * The form of an add or edit dialog (or any form that saves with one API call), checked with a
 * contract schema and saved with the operation for its mode: adding with `create`, or editing
 * `editing` with `update`. It sends once at a time (`pending` until the saved data is refetched),
 * says what the server refused under the fields it names (anything else above the buttons, with
 * its message or `failure`), toasts the failure when asked, and keeps the typing whatever happens.
 *
 *   const form = useSaveForm({
 *     initialValues: () => initialValues(target),
 *     editing: target.kind === 'edit' ? target.game : undefined,
 *     create: { schema: createGameSchema, mutation: createGameMutation, failure: 'Failed to add game' },
 *     update: {
 *       schema: createGameSchema,
 *       mutation: updateGameMutation,
 *       variables: (game, { id }) => ({ id, game }),
 *       failure: 'Failed to update game',
 *     },
 *     onSaved: onDone,
 *   });
 *   <DialogForm form={form} submitLabel="Add Game" onCancel={onDone}>...fields...</DialogForm>
 */
export function useSaveForm<
  TValues extends Record<string, unknown>,
  TItem = never,
  TCreate extends z.ZodType = z.ZodType,
  TCreated = never,
  TUpdate extends z.ZodType = z.ZodType,
  TUpdated = never,
  TVariables = never,
>({
  initialValues,
  onInvalid,
  editing,
  create,
  update,
  errorToast,
  tooOften,
  onSaved,
  onFailed,
}: SaveFormOptions<TValues, TItem, TCreate, TCreated, TUpdate, TUpdated, TVariables>) {
  const chosen = (
    editing === undefined
      ? create && { ...create, variables: (data: unknown) => data }
      : update && {
          ...update,
          variables: (data: unknown) => update.variables(data as z.output<TUpdate>, editing),
        }
  ) as Save | undefined;
  if (!chosen) throw new Error(`useSaveForm: no way to ${editing === undefined ? 'add' : 'edit'}`);

  const tooOftenText = (error: Error) =>
    tooOften && statusOf(error) === 429 ? tooOften(retryIn(error), error) : null;
  const save = useApiMutation<unknown, unknown>({
    ...chosen.mutation,
    successToast: chosen.successToast,
    errorToast:
      errorToast &&
      ((error) => {
        const waitText = tooOftenText(error);
        return waitText
          ? { title: errorToast.title, description: waitText }
          : { ...errorToast, description: chosen.failure };
      }),
    onSuccess: (data) => onSaved?.(data as TCreated | TUpdated),
    onError: (error) => {
      const waitText = tooOftenText(error);
      if (waitText) form.setFormError(waitText);
      else form.setServerError(error, chosen.failure);
      onFailed?.(error);
    },
  });
  const form = useContractForm({
    schema: chosen.schema,
    initialValues,
    onInvalid,
    onSubmit: (data) => {
      if (!save.isPending) save.mutate(chosen.variables(data));
    },
  });
  return { ...form, pending: save.isPending };
}
