/**
 * `compute` with its answers remembered by key, at most `max` of them (all forgotten when full,
 * so a client choosing the keys costs a bounded map), and only those `keep` allows.
 */
export function remembered<K, V>(
  compute: (key: K) => V,
  { max, keep = () => true }: { max: number; keep?: (key: K, value: V) => boolean },
): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    const found = answers.get(key);
    if (found !== undefined) return found;
    const value = compute(key);
    if (value !== undefined && keep(key, value)) {
      if (answers.size >= max) answers.clear();
      answers.set(key, value);
    }
    return value;
  };
}
