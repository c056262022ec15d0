/*
 * Records keyed by names a scenario or a table gives (combatant ids, sides, tallies): such a name
 * is data, so `constructor`, `toString` or `__proto__` must be a key like any other. A record
 * made here has no prototype, and a key is read as the record's own or not at all, also from a
 * record that came back from JSON with a plain object's prototype.
 */

/** An empty record with no prototype: no name finds anything in it but what was put there. */
export function idRecord<T>(): Record<string, T> {
  const record: Record<string, T> = Object.create(null);
  return record;
}

/** A record with no prototype holding `entries`, in their order. */
export function idRecordOf<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const record = idRecord<T>();
  for (const [key, value] of entries) record[key] = value;
  return record;
}

/** The record's own entry for `key`; never one a plain object inherits (`constructor`, `toString`). */
export function ownEntry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
