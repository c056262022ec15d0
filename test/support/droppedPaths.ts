/** The paths (dotted) of what `before` holds and `after` no longer does, looking inside objects both hold. */
export function droppedPaths(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>, prefix = ""): string[] {
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(before)) {
    const path = `${prefix}${key}`;
    const kept = after[key];
    if (!(key in after)) dropped.push(path);
    else if (isRecord(value) && isRecord(kept)) dropped.push(...droppedPaths(value, kept, `${path}.`));
  }
  return dropped;
}

/** Whether `data` holds something at the dotted `path`. */
export function holdsPath(data: unknown, path: string): boolean {
  let at: unknown = data;
  for (const key of path.split(".")) {
    if (!isRecord(at) || !(key in at)) return false;
    at = at[key];
  }
  return true;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
