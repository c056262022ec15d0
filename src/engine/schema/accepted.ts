import type { Static, TSchema } from "@sinclair/typebox";
import type { FieldIssue } from "./FieldIssue";
import { tracksAboveMax } from "./Track";
import * as Value from "./ValueChecks";

export type Accepted<T> =
  | { readonly ok: true; readonly value: T }
  /**
   * `issues` are what this check can name itself (nesting too deep, a track above its maximum);
   * empty when the schema refused the value, which only `validate` puts in words.
   */
  | { readonly ok: false; readonly issues: readonly FieldIssue[]; readonly withDefaults: unknown };

/**
 * Whether input is what a schema accepts, fields left out taking the schema's defaults; the input
 * itself is never changed. It names no field the schema refused: that takes TypeBox's error
 * reporting, which a world would otherwise fetch at boot for derived values that only need to
 * know (`validate` is the one that explains).
 */
export function accepts<T extends TSchema>(schema: T, input: unknown, root = ""): Accepted<Static<T>> {
  const deep = tooDeep(input, root);
  if (deep !== null) return { ok: false, issues: [deep], withDefaults: undefined };
  const withDefaults: unknown = Value.Default(schema, Value.Clone(input));
  if (!Value.Check(schema, withDefaults)) return { ok: false, issues: [], withDefaults };
  const above = tracksAboveMax(schema, withDefaults, root);
  return above.length === 0 ? { ok: true, value: withDefaults } : { ok: false, issues: above, withDefaults };
}

/**
 * No schema of ours nests deeper than a few levels, and copying a value thousands of levels deep
 * (a stray run of brackets) overflows the stack: such input is refused before it is copied.
 * Walked with a queue, since a recursive walk would overflow the same way.
 */
export const MAX_NESTING = 64;

function tooDeep(input: unknown, root: string): FieldIssue | null {
  let level: unknown[] = [input];
  for (let depth = 0; level.length > 0; depth += 1) {
    if (depth > MAX_NESTING)
      return { path: root, value: `lists or objects ${MAX_NESTING + 1}+ deep`, expected: `no more than ${MAX_NESTING} levels of nesting` };
    const next: unknown[] = [];
    for (const value of level) {
      if (typeof value !== "object" || value === null) continue;
      for (const inner of Object.values(value)) next.push(inner);
    }
    level = next;
  }
  return null;
}
