/**
 * What both adapters need around their calls: refusing calls once closing starts, letting
 * close() wait for the calls already under way, and opening each collection only once.
 */
import { type CollectionOptions, type IndexSpec, StoreClosedError } from './store.port';
import { checkCollection } from './query-guard';

export class OperationGate {
  readonly #what: string;
  readonly #pending = new Set<Promise<unknown>>();
  #closed = false;

  constructor(what: string) {
    this.#what = what;
  }

  /** Runs the operation unless the store is closed; close() waits for it. */
  run<T>(operation: () => Promise<T>): Promise<T> {
    if (this.#closed) return Promise.reject(new StoreClosedError(this.#what));
    const running = operation();
    this.#pending.add(running);
    const forget = () => this.#pending.delete(running);
    running.then(forget, forget);
    return running;
  }

  /** Refuses new operations, then waits for the ones under way to settle. */
  async close(): Promise<void> {
    this.#closed = true;
    await Promise.allSettled([...this.#pending]);
  }
}

/**
 * Each collection is opened (file loaded, indexes built) once per store. Asking again with other
 * indexes is a programming error: one repository should own a collection's definition.
 */
export class CollectionRegistry<C> {
  readonly #entries = new Map<string, { indexes: string; opening: Promise<C> }>();

  open(
    name: string,
    options: CollectionOptions | undefined,
    open: (indexes: IndexSpec[]) => Promise<C>,
  ): Promise<C> {
    const indexes = checkCollection(name, options);
    const key = JSON.stringify(indexes);
    const entry = this.#entries.get(name);
    if (!entry) {
      const opening = open(indexes);
      this.#entries.set(name, { indexes: key, opening });
      return opening;
    }
    if (options !== undefined && entry.indexes !== key) {
      return Promise.reject(new Error(`Collection "${name}" is already open with other indexes`));
    }
    return entry.opening;
  }

  /** Every collection asked for so far, opened or failed. */
  openings(): Promise<C>[] {
    return [...this.#entries.values()].map((entry) => entry.opening);
  }
}
