import type { FieldNode } from "../../../src/engine/schema/FieldTree";

/**
 * A document update as v13's client sends it, after cleaning it against the subtype's data model
 * (client/data/client-backend.mjs, `#preUpdateDocumentArray` runs `updateSource(changes, {dryRun:
 * true})`, whose `cleanData(changes, {partial: true})` changes `changes` in place): at each level
 * of the schema, a key the schema lacks is dropped, and so are `-=key` and `==key` whose key it
 * lacks (common/data/fields.mjs, `SchemaField#_cleanType`). A subtype without a model keeps its
 * `system` as given (`TypeDataField#_cleanType`), as the server does, which has no models at all.
 * Stands for the keys only: values are not cast, defaults are not filled in (v13 fills them into
 * a `==` value), nothing is validated, and keys outside `system` pass as they are.
 */
export function cleanUpdate(update: Readonly<Record<string, unknown>>, model: FieldNode | undefined): Record<string, unknown> {
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(update)) {
    const system = key === "system" || key === "==system";
    cleaned[key] = system && model !== undefined && isRecord(value) ? cleanObject(value, model) : value;
  }
  return cleaned;
}

function cleanObject(data: Readonly<Record<string, unknown>>, node: FieldNode): Record<string, unknown> {
  const cleaned: Record<string, unknown> = {};
  if (node.kind !== "object") return cleaned;
  for (const [key, value] of Object.entries(data)) {
    const field = node.fields[isSpecialKey(key) ? key.slice(2) : key];
    if (field !== undefined) cleaned[key] = key.startsWith("-=") ? value : cleanValue(value, field);
  }
  return cleaned;
}

function cleanValue(value: unknown, field: FieldNode): unknown {
  if (field.kind === "object" && isRecord(value)) return cleanObject(value, field);
  if (field.kind === "array" && Array.isArray(value)) return value.map((element) => cleanValue(element, field.element));
  return value;
}

/** `-=key` or `==key` (common/utils/helpers.mjs, `isDeletionKey`). */
function isSpecialKey(key: string): boolean {
  return key.startsWith("-=") || key.startsWith("==");
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
