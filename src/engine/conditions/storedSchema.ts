import type { TSchema } from "@sinclair/typebox";
import { isSchema } from "../schema/expectation";
import type { Condition } from "./Condition";

/**
 * What an actor stores, from the schema the rules read it by: the same without the conditions'
 * fields (they are status effects), and without an object they leave empty. Every option of each
 * object (its title, default, no other properties) is kept.
 */
export function storedSchema(schema: TSchema, conditions: readonly Condition[]): TSchema {
  return without(
    schema,
    conditions.map((condition) => condition.path),
  );
}

function without(schema: TSchema, paths: readonly string[]): TSchema {
  const properties: unknown = schema["properties"];
  if (paths.length === 0 || typeof properties !== "object" || properties === null) return schema;
  const kept: Record<string, TSchema> = {};
  for (const [name, field] of Object.entries(properties)) {
    if (paths.includes(name) || !isSchema(field)) continue;
    const inner = paths.filter((path) => path.startsWith(`${name}.`)).map((path) => path.slice(name.length + 1));
    const rest = without(field, inner);
    const restProperties: unknown = rest["properties"];
    if (inner.length > 0 && typeof restProperties === "object" && restProperties !== null && Object.keys(restProperties).length === 0) continue;
    kept[name] = rest;
  }
  const required: unknown = schema["required"];
  const stillRequired = Array.isArray(required) ? required.filter((name): name is string => typeof name === "string" && name in kept) : [];
  const { required: _required, properties: _properties, ...options } = schema;
  return { ...options, properties: kept, ...(stillRequired.length > 0 ? { required: stillRequired } : {}) };
}
