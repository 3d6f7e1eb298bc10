/**
 * Work shared per key: whoever asks for a key while its work is under way waits for that work
 * rather than starting it again (one request to a service, one render of a page, for everyone).
 */
export function oncePerKey<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return (key: string, start: () => Promise<T>): Promise<T> => {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = start().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
