/**
 * A value made once per key and kept as its promise, so that callers arriving while it is made share the
 * one making; a failure (the database unreachable, say) is forgotten, so the next call makes it again.
 * For what never changes once made: a published release's rules, its index, a citation of one of its rules.
 */
export function memoized<K, V>(kept: Map<K, Promise<V>>, key: K, make: () => Promise<V>): Promise<V> {
  const made = kept.get(key);
  if (made) return made;
  const making = make();
  // only this failed making is forgotten: a later one kept under the same key (after a clear()) stays
  making.catch(() => {
    if (kept.get(key) === making) kept.delete(key);
  });
  kept.set(key, making);
  return making;
}
