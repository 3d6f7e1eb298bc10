/**
 * Ids of events a process has already acted on, kept until the event arrives again (then
 * skipped): the newest `max`, the oldest forgotten first, so events that never come back cost
 * no more than that.
 */
export function idsUntilHeardAgain(max: number) {
  const ids = new Set<string>();
  return {
    keep(id: string) {
      ids.add(id);
      if (ids.size > max) ids.delete(ids.values().next().value!);
    },
    /** Whether `id` was kept; it is kept no longer. */
    heardAgain: (id: string) => ids.delete(id),
  };
}
