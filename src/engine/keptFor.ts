/**
 * What `kept` holds for `key`, made by `make` and kept the first time it is asked for: a study
 * asks the same questions of the same objects (its shape, its scripts, its items) in every one of
 * its thousands of fights. Weakly, so that an object no one holds any more takes its answer with it.
 */
export function keptFor<K extends object, V>(kept: WeakMap<K, V>, key: K, make: (key: K) => V): V {
  const known = kept.get(key);
  if (known !== undefined) return known;
  const made = make(key);
  kept.set(key, made);
  return made;
}
