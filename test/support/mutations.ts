import fc from "fast-check";

type Path = readonly (string | number)[];

/** The places a mutation may hit: every node down to a depth a hand-written document has. */
function pathsOf(value: unknown, prefix: Path = [], into: Path[] = []): Path[] {
  into.push(prefix);
  if (prefix.length >= 8) return into;
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], into));
  else if (typeof value === "object" && value !== null) for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], into);
  return into;
}

/** `value` with the node at `path` replaced by `by`, or removed when `by` is undefined. */
function replaced(value: unknown, path: Path, by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.flatMap((item, index) => (index === head ? (rest.length === 0 && by === undefined ? [] : [replaced(item, rest, by)]) : [item]));
  if (typeof value === "object" && value !== null && head !== undefined) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (key !== String(head)) copy[key] = item;
      else if (rest.length > 0 || by !== undefined) copy[key] = replaced(item, rest, by);
    }
    return copy;
  }
  return value;
}

/**
 * One of `documents` with one to four of its nodes replaced by `hostile` values or removed: input
 * that gets past the first checks, as a person's slip or a forger's edit would.
 */
export function mutationsOf(documents: readonly unknown[], hostile: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(fc.constantFrom(...documents), fc.array(fc.tuple(fc.nat(), fc.option(hostile, { nil: undefined })), { minLength: 1, maxLength: 4 }))
    .map(([document, changes]) =>
      changes.reduce<unknown>((value, [at, by]) => {
        const paths = pathsOf(value);
        return replaced(value, paths[at % paths.length] ?? [], by);
      }, document),
    );
}
