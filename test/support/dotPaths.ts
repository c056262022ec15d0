/**
 * A copy of `data` with each dot path (`stun.value`) set, as an actor update writes into
 * `system`: an object missing on the way is made, as core's update expands dot paths and merges
 * them with new keys allowed (v13 common/utils/helpers.mjs `expandObject`, `mergeObject`).
 */
export function withDotPaths(data: unknown, paths: Readonly<Record<string, unknown>>): unknown {
  const copy: unknown = structuredClone(data);
  for (const [path, value] of Object.entries(paths)) {
    const keys = path.split(".");
    let at: unknown = copy;
    for (const key of keys.slice(0, -1)) {
      if (typeof at !== "object" || at === null) break;
      const next: unknown = Reflect.get(at, key);
      if (typeof next === "object" && next !== null) at = next;
      else {
        const made = {};
        Reflect.set(at, key, made);
        at = made;
      }
    }
    const last = keys.at(-1);
    if (typeof at === "object" && at !== null && last !== undefined) Reflect.set(at, last, value);
  }
  return copy;
}
