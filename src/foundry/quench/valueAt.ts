/** The value at a dot path of plain data (`wounds.value`); undefined where the path leads nowhere. */
export function valueAt(data: unknown, path: string): unknown {
  let at: unknown = data;
  for (const key of path.split(".")) at = typeof at === "object" && at !== null ? Reflect.get(at, key) : undefined;
  return at;
}
