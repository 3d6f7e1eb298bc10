/**
 * Work shared per key: whoever asks for a key while its work is under way waits for that work
 * rather than starting it again (one request to a service, one render of a page, for everyone).
 * Once the caller's `generation` for the key moves on (an event it depends on was published),
 * work under way may predate the change: whoever asks from then on (the writer first) starts it
 * again.
 */
export function oncePerKey<T>() {
  const inFlight = new Map<string, { pending: Promise<T>; generation: number }>();
  return (key: string, start: () => Promise<T>, generation: number): Promise<T> => {
    const underWay = inFlight.get(key);
    if (underWay && underWay.generation === generation) return underWay.pending;
    const pending = start().finally(() => {
      if (inFlight.get(key)?.pending === pending) inFlight.delete(key);
    });
    inFlight.set(key, { pending, generation });
    return pending;
  };
}
