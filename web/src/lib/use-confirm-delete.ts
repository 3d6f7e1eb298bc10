import { useState } from 'react';

import type { ToastInput } from './toast';
import { failureText, useApiMutation, type ApiMutation, type ErrorToast } from './use-api-mutation';

export type ConfirmDeleteOptions<TItem, TData> = {
  /** The operation's delete, by id. */
  mutation: ApiMutation<TData, { id: string }>;
  successToast?: ToastInput | ((item: TItem) => ToastInput);
  /** Said in the dialog when the delete fails (the page behind a modal, toasts too, is inert). */
  failure: string;
  /** The failure is toasted too: `title` ('Error' unless given) and the failure's words. */
  errorToast?: Omit<ErrorToast, 'description'>;
};

/** A delete waiting to be confirmed: the item asked about, and the confirmation's props. */
export type ConfirmDelete<TItem> = {
  /** The item being asked about, or null while the dialog is closed. */
  item: TItem | null;
  ask: (item: TItem) => void;
  dialog: {
    open: boolean;
    pending: boolean;
    error: string | null;
    onConfirm: () => void;
    onClose: () => void;
  };
};

/**
 * Deleting an item after asking. `ask(item)` opens the confirmation (`ConfirmDialog` takes
 * `dialog`); Delete runs the operation once at a time, and the dialog closes when it is done or
 * says the failure inside itself; closing it forgets the failure.
 *
 *   const remove = useConfirmDelete<VenueEvent>({
 *     mutation: deleteEventMutation,
 *     failure: 'Failed to delete event.',
 *   });
 *   <EventsTable onDelete={remove.ask} />
 *   <ConfirmDialog title="Delete event?" description={...remove.item...} {...remove.dialog} />
 */
export function useConfirmDelete<TItem extends { id: string }, TData = unknown>({
  mutation: { mutationFn, invalidates },
  successToast,
  failure,
  errorToast,
}: ConfirmDeleteOptions<TItem, TData>): ConfirmDelete<TItem> {
  const [item, setItem] = useState<TItem | null>(null);
  const said: ErrorToast = { ...errorToast, description: failure };
  const remove = useApiMutation<TData, TItem>({
    mutationFn: ({ id }) => mutationFn({ id }),
    invalidates:
      typeof invalidates === 'function' ? (data, { id }) => invalidates(data, { id }) : invalidates,
    successToast:
      typeof successToast === 'function' ? (_data, deleted) => successToast(deleted) : successToast,
    errorToast: errorToast && said,
    onSuccess: () => setItem(null),
  });
  return {
    item,
    ask: (chosen: TItem) => setItem(chosen),
    dialog: {
      open: item !== null,
      pending: remove.isPending,
      error: remove.isError ? failureText(remove.error, said) : null,
      onConfirm: () => {
        if (item && !remove.isPending) remove.mutate(item);
      },
      onClose: () => {
        setItem(null);
        remove.reset();
      },
    },
  };
}
