import { useState } from 'react';

/**
 * What a controlled control (a checkbox, a select) shows while the change it started is saved.
 * `begin` runs in the event handler, so the control keeps the new choice from the click on:
 * TanStack reports a mutation pending only a tick later, and React puts a controlled control back
 * to its value meanwhile, so the box would spring back until then. `end` runs once the save has
 * settled (refetched or failed); the control then shows the saved value again.
 *
 *   const choice = useChoiceWhileSaving(game.cleaned);
 *   choice.begin(next);
 *   mark.mutate(mark, { onSettled: choice.end });
 */
export function useChoiceWhileSaving<T>(saved: T) {
  const [requested, setRequested] = useState<{ value: T } | null>(null);
  return {
    value: requested ? requested.value : saved,
    saving: requested !== null,
    begin: (value: T) => setRequested({ value }),
    end: () => setRequested(null),
  };
}
