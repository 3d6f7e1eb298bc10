/** Strings up to this length are shared; longer ones are rarely repeated word for word. */
const maxSharedLength = 1024;

/**
 * Makes the documents of a collection just loaded hold each repeated string once. NeDB reads
 * every line into fresh strings: years of reports and scores repeat a game's name, a player's, a
 * status or a kind thousands of times. Strings cannot change, so sharing them is invisible.
 * (Dates are left alone: NeDB's copies hand out the stored `Date` objects themselves, so a shared
 * one changed by a reader would change every document holding it.) Ids are unique: left as they are.
 */
export function shareRepeatedStrings(docs: Iterable<Record<string, unknown>>): void {
  const strings = new Map<string, string>();
  const share = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (value.length > maxSharedLength) return value;
      const found = strings.get(value);
      if (found !== undefined) return found;
      strings.set(value, value);
      return value;
    }
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) value[index] = share(value[index]);
      return value;
    }
    if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      const fields = value as Record<string, unknown>;
      for (const key of Object.keys(fields)) {
        if (key !== '_id') fields[key] = share(fields[key]);
      }
    }
    return value;
  };
  for (const doc of docs) share(doc);
}
