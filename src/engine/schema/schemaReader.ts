import type { Static, TSchema } from "@sinclair/typebox";
import { accepts } from "./accepted";
import type { FieldIssue } from "./FieldIssue";
import { hiddenKey } from "./hiddenKey";

export type Validated<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly FieldIssue[] };

/** A check of input against a schema, answered as `validate` answers: `validate` itself, or `acceptsOnly`. */
export type SchemaCheck = <T extends TSchema>(schema: T, input: unknown, root?: string) => Validated<Static<T>>;

/** Words for a value the schema itself refused: the input as written, and as defaults filled it. */
export type SchemaRefusal = (schema: TSchema, input: unknown, withDefaults: unknown, root: string) => FieldIssue[];

/**
 * Input read against a schema in the order every check keeps: a key hidden in the input is
 * refused, then `accepts` answers (the value with defaults filled, or what it names itself), and
 * only a value the schema itself refused is put in words, by `refusal`: `validate`'s name each
 * field, `acceptsOnly`'s carry none of TypeBox's error reports. A plain function, called by each
 * check's own, so a bundle that imports one check carries nothing of the other.
 */
export function readSchema<T extends TSchema>(schema: T, input: unknown, root: string, refusal: SchemaRefusal): Validated<Static<T>> {
  const hidden = hiddenKey(input, root);
  if (hidden !== null) return { ok: false, issues: [hidden] };
  const read = accepts(schema, input, root);
  if (read.ok) return read;
  if (read.issues.length > 0) return { ok: false, issues: read.issues };
  return { ok: false, issues: refusal(schema, input, read.withDefaults, root) };
}
