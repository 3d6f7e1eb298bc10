/**
 * Work shared per key: whoever asks for a key while its work is under way waits for that work
 * rather than starting it again (one request to a service, one render of a page, for everyone).
 * Once `generation` moves on (an event was published), work under way may predate the change:
 * whoever asks from then on (the writer first) starts it again.
 */
export function oncePerKey<T>(generation: () => number = () => 0) {
  const inFlight = new Map<string, { pending: Promise<T>; generation: number }>();
  /** `now`: the generation that counts for this key, when it is not the one for every key. */
  return (key: string, start: () => Promise<T>, now = generation()): Promise<T> => {
    const underWay = inFlight.get(key);
    if (underWay && underWay.generation === now) return underWay.pending;
    const pending = start().finally(() => {
      if (inFlight.get(key)?.pending === pending) inFlight.delete(key);
    });
    inFlight.set(key, { pending, generation: now });
    return pending;
  };
}
