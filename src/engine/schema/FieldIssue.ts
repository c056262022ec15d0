/** One thing wrong with a user's input: which field, what it held, what it should hold. */
export interface FieldIssue {
  /** Dotted path with list indices, e.g. `combatants[0].actor.agility`. */
  readonly path: string;
  readonly value: unknown;
  readonly expected: string;
}

export function describeIssue(issue: FieldIssue): string {
  return `${issue.path === "" ? "" : `${issue.path}: `}got ${showValue(issue.value)}, expected ${issue.expected}`;
}

/**
 * A value as a message quotes it, short: a long text by its start and its length (the quote
 * closed), a long list by its length, anything else long by its start.
 */
export function showValue(value: unknown): string {
  if (value === undefined) return "nothing";
  // JSON has no word for these and would say null.
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  const text = JSON.stringify(value);
  if (text.length <= 40) return text;
  if (typeof value === "string") return `${JSON.stringify(value.slice(0, 24))}… (${value.length} characters)`;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return `${text.slice(0, 37)}…`;
}

/** Turns a JSON pointer (`/combatants/0/actor`) into the dotted path users read. */
export function pathFromPointer(root: string, pointer: string): string {
  let path = root;
  for (const raw of pointer.split("/").slice(1)) {
    const part = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (/^\d+$/.test(part)) path += `[${part}]`;
    else path += path === "" ? part : `.${part}`;
  }
  return path;
}
