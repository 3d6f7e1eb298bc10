/** Strings up to this length are shared; longer ones are rarely repeated word for word. */
const maxSharedLength = 1024;

/**
 * Makes the documents of a collection just loaded hold each repeated string and date once. NeDB
 * reads every line into fresh values: years of reports and scores repeat a game's name, a
 * player's, a status or a kind thousands of times, and a report's four dates are often one
 * instant. Strings cannot change, so sharing them is invisible. A `Date` can (`setTime`), so the
 * store hands out copies of its dates (`withOwnDates`). Ids are unique: left as they are.
 */
export function shareRepeatedValues(docs: Iterable<Record<string, unknown>>): void {
  const strings = new Map<string, string>();
  const dates = new Map<number, Date>();
  const share = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (value.length > maxSharedLength) return value;
      const found = strings.get(value);
      if (found !== undefined) return found;
      strings.set(value, value);
      return value;
    }
    if (value instanceof Date) {
      const found = dates.get(value.getTime());
      if (found !== undefined) return found;
      dates.set(value.getTime(), value);
      return value;
    }
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) value[index] = share(value[index]);
      return value;
    }
    if (value !== null && typeof value === 'object') {
      const fields = value as Record<string, unknown>;
      for (const key of Object.keys(fields)) {
        if (key !== '_id') fields[key] = share(fields[key]);
      }
    }
    return value;
  };
  for (const doc of docs) share(doc);
}

/**
 * Gives a copy NeDB made of a stored document dates of its own, in place: NeDB copies objects
 * and lists but hands out the stored `Date` objects themselves, which documents share.
 */
export function withOwnDates<T>(value: T): T {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) value[index] = copyDates(value[index]);
  } else if (value !== null && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    for (const key of Object.keys(fields)) fields[key] = copyDates(fields[key]);
  }
  return value;
}

function copyDates(value: unknown): unknown {
  return value instanceof Date ? new Date(value.getTime()) : withOwnDates(value);
}
