/** Data read as JSON: an object of named values, never an array or null. */
export type PlainRecord = Record<string, unknown>;

export function isPlainRecord(value: unknown): value is PlainRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A deep copy of data read as JSON (records, arrays and plain values), as `structuredClone` makes
 * one of it: a fight copies an actor's data each time an effect on it begins or ends, and for
 * data this small `structuredClone` cost more than the rest of that work together.
 */
export function plainRecordCopy(record: PlainRecord): PlainRecord {
  const copy: PlainRecord = {};
  for (const key of Object.keys(record)) copy[key] = plainCopy(record[key]);
  return copy;
}

function plainCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainCopy);
  return isPlainRecord(value) ? plainRecordCopy(value) : value;
}
