/**
 * An update applied to stored data as core applies one: `foundry.utils.mergeObject` with deletions
 * (v13 common/utils/helpers.mjs, `_mergeInsert` and `_mergeUpdate`): objects are merged key by
 * key and keep every key the update does not name; `-=key` deletes a key, `==key` replaces a value
 * whole; anything else is replaced. A value put in place whole has its own `-=`/`==` keys applied
 * (`applySpecialKeys`). Held to core's own function in test/contract/updateDoubles.test.ts.
 */
export function mergeUpdate(target: Record<string, unknown>, changes: Readonly<Record<string, unknown>>): void {
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("==")) target[key.slice(2)] = withoutSpecialKeys(value);
    else if (key.startsWith("-=")) delete target[key.slice(2)];
    else if (isRecord(value) && isRecord(target[key])) mergeUpdate(target[key], value);
    else target[key] = withoutSpecialKeys(value);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A value put in place whole, its `-=`/`==` keys applied at every depth (core's `applySpecialKeys`). */
function withoutSpecialKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSpecialKeys);
  if (!isRecord(value)) return value;
  const inserted: Record<string, unknown> = {};
  mergeUpdate(inserted, value);
  return inserted;
}
