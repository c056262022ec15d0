/**
 * A document's data as its rule set's schema reads it. Foundry stores an optional field that has
 * been cleared as `null`; the schema knows it only as left out, so `null` entries of an object are
 * dropped (recursively). Everything else is copied as it is.
 */
export function plainData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainData);
  if (typeof value !== "object" || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner !== null && inner !== undefined) copy[key] = plainData(inner);
  }
  return copy;
}
