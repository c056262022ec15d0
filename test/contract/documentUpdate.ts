import { isRecord, type CommonDocument, type CommonDocumentClass, type Data } from "./foundryCommon";

/** An update operation's options as the database backend completes them (common/abstract/backend.mjs, `#configureUpdate`). */
export interface UpdateOperation {
  readonly diff: boolean;
  readonly recursive: boolean;
}

export type ClientSent = { readonly ok: true; readonly changes: Data | null } | { readonly ok: false; readonly error: string };

/**
 * What v13's client sends to the server for one document of an update operation
 * (client/data/client-backend.mjs, `#preUpdateDocumentArray`): the update expanded, given the
 * document's type, migrated (`migrate`: the system's own `migrateData` work, then core's), and
 * cleaned and validated by a dry run of `updateSource`, which changes it in place; with `diff`,
 * only what differs (null when nothing does). A refused update is left out, its error shown. The
 * document's `_preUpdate` and the `preUpdate` hooks are not run.
 */
export function clientUpdate(
  document: CommonDocument,
  documentClass: CommonDocumentClass,
  update: Data,
  operation: UpdateOperation,
  migrate: (changes: Data) => void = () => undefined,
): ClientSent {
  const expanded: unknown = foundry.utils.expandObject(update);
  if (!isRecord(expanded)) throw new TypeError("an update is an object");
  const addType = "type" in document && !("type" in expanded);
  documentClass.schema._addTypes(document._source, expanded);
  migrate(expanded);
  const changes = documentClass.migrateData(expanded);
  let diff: Data;
  try {
    diff = document.updateSource(changes, { dryRun: true, fallback: false, recursive: operation.recursive });
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (operation.diff) return { ok: true, changes: Object.keys(diff).length === 0 ? null : { ...diff, _id: document.id } };
  if (addType) delete changes["type"];
  return { ok: true, changes };
}

/** Data as it crosses the socket: JSON. */
export function overTheWire(data: Data): Data {
  const copy: unknown = JSON.parse(JSON.stringify(data));
  if (!isRecord(copy)) throw new TypeError("an update is an object");
  return copy;
}

/**
 * One document's update as v13's server applies it (dist/database/backend/server-backend.mjs,
 * `_updateDocuments`): on the document built from its stored record, `updateSource(changes,
 * operation)` with the id taken out; its `_source` is what gets written. The caller builds the
 * document as the server does, with common's class and no data models (`FoundryCommon#asServer`).
 * `preprocessData` (sanitising HTML, file paths and GM-only fields; dropping `_stats`) and the
 * permission check are not run.
 */
export function serverUpdate(document: CommonDocument, changes: Data, operation: UpdateOperation): Data {
  const { _id, ...rest } = changes;
  return document.updateSource(rest, { diff: operation.diff, recursive: operation.recursive });
}

/** A document's stored record: its `_source`, as the database writes it (JSON). */
export function recordOf(document: CommonDocument): Data {
  return overTheWire(document._source);
}
