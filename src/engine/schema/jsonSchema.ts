import type { TSchema } from "@sinclair/typebox";

/**
 * A TypeBox schema is already JSON Schema; writing it out drops TypeBox's symbol-keyed
 * bookkeeping so editors and other tools read a plain draft-07 document.
 */
export function toJsonSchema(schema: TSchema, title: string): Record<string, unknown> {
  const plain: unknown = JSON.parse(JSON.stringify(schema));
  const body = typeof plain === "object" && plain !== null ? plain : {};
  return { $schema: "http://json-schema.org/draft-07/schema#", ...body, title };
}
