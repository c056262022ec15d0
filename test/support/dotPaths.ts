/** A copy of `data` with each dot path (`stun.value`) set, as an actor update writes into `system`. */
export function withDotPaths(data: unknown, paths: Readonly<Record<string, unknown>>): unknown {
  const copy: unknown = structuredClone(data);
  for (const [path, value] of Object.entries(paths)) {
    const keys = path.split(".");
    let at: unknown = copy;
    for (const key of keys.slice(0, -1)) at = typeof at === "object" && at !== null ? Reflect.get(at, key) : undefined;
    const last = keys.at(-1);
    if (typeof at === "object" && at !== null && last !== undefined) Reflect.set(at, last, value);
  }
  return copy;
}
