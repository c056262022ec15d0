/**
 * The change a document's `_preUpdate` receives, as v13's client builds it from
 * `document.update(data)`:
 *
 * - `Document#update` (common/abstract/document.mjs) sets `data._id` to the document's id;
 * - `ClientDatabaseBackend.#preUpdateDocumentArray` (client/data/client-backend.mjs) expands the
 *   dotted keys (`foundry.utils.expandObject`), then calls `schema._addTypes(doc._source, changes)`
 *   and `migrateData(changes)`, then hands the result to `doc._preUpdate(changes, options, user)`;
 * - `SchemaField#_addTypes` (common/data/fields.mjs), for a document with a `system` type data
 *   field (a Combatant is one: `type` and `system` in common/documents/combatant.mjs), writes the
 *   document's stored `type` into a change that names none;
 * - `migrateData` (`DataModel.migrateData`, common/abstract/data.mjs) migrates the fields a change
 *   names through the schema; a Combatant's change of its own fields gains nothing there.
 *
 * The body of v14's `#preUpdateDocumentArray` was not found to read; this follows v13's.
 */
export function changesAsCore(
  data: Readonly<Record<string, unknown>>,
  document: { readonly id: string; readonly source: { readonly type: string } },
): Record<string, unknown> {
  const changes = expand({ ...data, _id: document.id });
  if (!("type" in changes)) changes["type"] = document.source.type;
  return changes;
}

function expand(flat: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split(".");
    const last = keys.pop() ?? path;
    let into = out;
    for (const key of keys) {
      const next = into[key];
      if (isRecord(next)) into = next;
      else into = into[key] = {};
    }
    into[last] = value;
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
