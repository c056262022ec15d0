import type { Static, TSchema } from "@sinclair/typebox";
import * as Value from "./ValueChecks";
import { ValueErrorType } from "@sinclair/typebox/value";
import { expectation, isSchema } from "./expectation";
import { pathFromPointer, type FieldIssue } from "./FieldIssue";
import { tracksAboveMax } from "./Track";

export type Validated<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly FieldIssue[] };

/**
 * Checks user input against a rule set's schema. Fields left out take the schema's defaults;
 * the input itself is never changed. Issues name the field, the value found and what the
 * schema expects, first issue first.
 */
export function validate<T extends TSchema>(schema: T, input: unknown, root = ""): Validated<Static<T>> {
  const deep = tooDeep(input, root);
  if (deep !== null) return { ok: false, issues: [deep] };
  const withDefaults: unknown = Value.Default(schema, Value.Clone(input));
  if (Value.Check(schema, withDefaults)) {
    const above = tracksAboveMax(schema, withDefaults, root);
    return above.length === 0 ? { ok: true, value: withDefaults } : { ok: false, issues: above };
  }
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const error of Value.Errors(schema, withDefaults)) {
    const path = pathFromPointer(root, error.path);
    if (seen.has(path)) continue;
    seen.add(path);
    issues.push({ path, value: error.value, expected: expectationOf(error.type, error.schema) });
  }
  return { ok: false, issues };
}

function expectationOf(type: ValueErrorType, schema: TSchema): string {
  if (type === ValueErrorType.ObjectAdditionalProperties) {
    const known = knownFields(schema);
    return known.length > 0 ? `no such field (known fields: ${known.join(", ")})` : "no such field";
  }
  if (type === ValueErrorType.ObjectRequiredProperty) return "this field to be given";
  return expectation(schema);
}

function knownFields(schema: TSchema): string[] {
  const properties: unknown = schema["properties"];
  if (typeof properties !== "object" || properties === null) return [];
  return Object.entries(properties)
    .filter(([, field]) => isSchema(field))
    .map(([name]) => name);
}

/**
 * No schema of ours nests deeper than a few levels, and copying a value thousands of levels deep
 * (a stray run of brackets) overflows the stack: such input is refused before it is copied.
 * Walked with a queue, since a recursive walk would overflow the same way.
 */
const MAX_NESTING = 64;

function tooDeep(input: unknown, root: string): FieldIssue | null {
  let level: unknown[] = [input];
  for (let depth = 0; level.length > 0; depth += 1) {
    if (depth > MAX_NESTING) return { path: root, value: `lists or objects ${MAX_NESTING + 1}+ deep`, expected: `no more than ${MAX_NESTING} levels of nesting` };
    const next: unknown[] = [];
    for (const value of level) {
      if (typeof value !== "object" || value === null) continue;
      for (const inner of Object.values(value)) next.push(inner);
    }
    level = next;
  }
  return null;
}
