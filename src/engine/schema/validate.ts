import type { Static, TSchema } from "@sinclair/typebox";
import { Errors } from "./ValueChecks";
import { ValueErrorType } from "@sinclair/typebox/value";
import { expectation, isSchema, listLength, textLength } from "./expectation";
import { pathFromPointer, type FieldIssue } from "./FieldIssue";
import { readSchema, type Validated } from "./schemaReader";

/**
 * Checks user input against a rule set's schema. Fields left out take the schema's defaults;
 * the input itself is never changed. Issues name the field, the value found and what the
 * schema expects, first issue first. Whether the input is accepted is `accepts`'s answer; this
 * adds the words for what the schema refused.
 */
export function validate<T extends TSchema>(schema: T, input: unknown, root = ""): Validated<Static<T>> {
  return readSchema(schema, input, root, fieldIssues);
}

/** Each field the schema refused, once, with the value as written and what the schema expects. */
function fieldIssues(schema: TSchema, input: unknown, withDefaults: unknown, root: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const error of Errors(schema, withDefaults)) {
    const path = pathFromPointer(root, error.path);
    if (seen.has(path)) continue;
    seen.add(path);
    // The value as the input holds it, not as defaults filled it: a message quotes what was written.
    const written = valueAt(input, error.path);
    issues.push({ path, value: written.found ? written.value : error.value, expected: expectationOf(error.type, error.schema) });
  }
  return issues;
}

/** The value at a JSON pointer (`/combatants/0`) in the input, found only through its own keys. */
function valueAt(input: unknown, pointer: string): { readonly found: true; readonly value: unknown } | { readonly found: false } {
  let at: unknown = input;
  for (const raw of pointer.split("/").slice(1)) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (typeof at !== "object" || at === null || !Object.hasOwn(at, key)) return { found: false };
    at = Reflect.get(at, key);
  }
  return { found: true, value: at };
}

function expectationOf(type: ValueErrorType, schema: TSchema): string {
  if (type === ValueErrorType.StringMinLength || type === ValueErrorType.StringMaxLength) return textLength(schema);
  if (type === ValueErrorType.ArrayMinItems || type === ValueErrorType.ArrayMaxItems) return listLength(schema);
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
