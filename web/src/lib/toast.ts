import { useSyncExternalStore } from 'react';

/** Spec: at most one toast at a time, shown for 5 seconds. */
export const toastLimit = 1;
export const toastDuration = 5000;
/** A closed toast stays mounted this long so its exit animation can play. */
const removeDelay = 300;

export type ToastVariant = 'default' | 'success' | 'error';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; defaults to 5000. */
  duration?: number;
  /**
   * A button on the toast (e.g. Undo); `altText` says how to do the same without it, for
   * screen readers (the toast is announced, its button not reached).
   */
  action?: { label: string; altText: string; onClick: () => void };
};

export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

const setToasts = (next: ToastItem[]) => {
  toasts = next;
  listeners.forEach((listener) => listener());
};

const scheduleRemoval = (id: string) => {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, removeDelay),
  );
};

/** Closes one toast, or every toast when no id is given. */
export const dismissToast = (id?: string) => {
  setToasts(
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  );
  toasts.filter((item) => !item.open).forEach((item) => scheduleRemoval(item.id));
};

/** Shows a toast. A new toast replaces the one on screen (limit 1). */
export const toast = (input: ToastInput) => {
  nextId += 1;
  const id = `toast-${nextId}`;
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, toastLimit));
  return { id, dismiss: () => dismissToast(id) };
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getSnapshot = () => toasts;

export const useToast = () => {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
};

/**
 * A success toast with a fixed title and a description made from what was saved:
 * `successToast: successToastOf('Game Added', (game) => game.name)`.
 */
export const successToastOf =
  <TArgs extends unknown[]>(title: string, describe: (...args: TArgs) => string) =>
  (...args: TArgs): ToastInput => ({ title, description: describe(...args), variant: 'success' });
