/**
 * Data as v13's client sends it in a document write: every plain object's dotted keys expanded
 * into nested objects, at every depth and inside arrays (common/utils/helpers.mjs
 * `expandObject`, which client/data/client-backend.mjs runs on every create and every update
 * before anything else). A card state stored in a message's `system` goes through it whole: a
 * key like `wounds.value` or `Actor.abc` never reaches the database as it was written. Held to
 * core's own function in test/contract/updateDoubles.test.ts.
 */
export function expandedWrite(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expandedWrite);
  if (!isPlain(value)) return value;
  const expanded: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const parts = key.split(".");
    let at = expanded;
    for (const part of parts.slice(0, -1)) {
      const next = at[part];
      if (isPlain(next)) at = next;
      else {
        const made: Record<string, unknown> = {};
        at[part] = made;
        at = made;
      }
    }
    at[parts.at(-1) ?? key] = expandedWrite(inner);
  }
  return expanded;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
