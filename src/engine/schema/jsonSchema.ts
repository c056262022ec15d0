import type { TSchema } from "@sinclair/typebox";

/**
 * A TypeBox schema is already JSON Schema; writing it out drops TypeBox's symbol-keyed
 * bookkeeping so editors and other tools read a plain draft-07 document.
 */
export function toJsonSchema(schema: TSchema, title: string): Record<string, unknown> {
  const plain: unknown = withDefaultsOptional(JSON.parse(JSON.stringify(schema)));
  const body = typeof plain === "object" && plain !== null ? plain : {};
  return { $schema: "http://json-schema.org/draft-07/schema#", ...body, title };
}

/**
 * A field with a default may be left out: the loader fills it in. TypeBox lists it as required
 * all the same, so a reader of the schema would take every default for a demand; here `required`
 * keeps only the fields that have none.
 */
function withDefaultsOptional(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withDefaultsOptional);
  if (typeof node !== "object" || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = withDefaultsOptional(value);
  const properties = copy["properties"];
  const required = copy["required"];
  if (Array.isArray(required) && typeof properties === "object" && properties !== null) {
    const defaulted = (name: unknown): boolean => typeof name === "string" && hasDefault(Reflect.get(properties, name));
    const kept = required.filter((name) => !defaulted(name));
    if (kept.length > 0) copy["required"] = kept;
    else delete copy["required"];
  }
  return copy;
}

function hasDefault(schema: unknown): boolean {
  return typeof schema === "object" && schema !== null && "default" in schema;
}
