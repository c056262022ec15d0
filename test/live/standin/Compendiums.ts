import { ClassicLevel } from "classic-level";
import { join } from "node:path";
import { isData, type CommonDocumentClass, type Data, type ServerCommon } from "./ServerCommon";

/** One compendium of the system as the server holds it: its manifest entry and its documents' records, whole. */
export interface Compendium {
  /** `<package>.<name>`, as the client names it (`game.packs`). */
  readonly id: string;
  readonly name: string;
  readonly documentName: string;
  /** The pack's entry in the system's manifest, cleaned by common's package model. */
  readonly entry: Data;
  readonly documents: ReadonlyMap<string, Data>;
  readonly folders: readonly Data[];
}

/**
 * The system's compendiums read from the built LevelDB packs (`dist/turnwright/packs/<name>`), as
 * v13's server stores them: a primary document under `!<collection>!<id>`, each embedded one under
 * `!<collection>.<field>!<parent id>.<id>` with the parent listing the ids
 * (dist/database/backend/server-document.mjs, `batchWrite` and `expandEmbedded`). Each record is
 * put back together whole, as the server's `expandEmbedded` does, and kept in memory: the stand-in
 * never writes a compendium.
 */
export async function readCompendiums(common: ServerCommon, systemFolder: string, systemId: string, entries: readonly Data[]): Promise<Compendium[]> {
  const compendiums: Compendium[] = [];
  for (const entry of entries) {
    const name = String(entry["name"]);
    const documentName = String(entry["type"]);
    const documentClass = common.classes.get(documentName);
    if (documentClass === undefined) throw new Error(`the pack ${name} holds ${documentName}, which is not a document Foundry knows`);
    const records = await readLevel(join(systemFolder, "packs", name));
    const primary = (cls: CommonDocumentClass): Data[] =>
      [...records.entries()].filter(([key]) => key.startsWith(`!${cls.metadata.collection}!`)).map(([, record]) => record);
    const folderClass = common.classes.get("Folder");
    compendiums.push({
      id: `${systemId}.${name}`,
      name,
      documentName,
      entry,
      documents: new Map(
        primary(documentClass).map((record) => {
          const whole = expand(documentClass, record, documentClass.metadata.collection, String(record["_id"]), records);
          return [String(whole["_id"]), whole];
        }),
      ),
      folders: folderClass === undefined ? [] : primary(folderClass),
    });
  }
  return compendiums;
}

/** How long a stand-in waits for another's hold on a pack to end: each suite file starts its own, and two may read the same pack at once. */
const PACK_LOCK_WAIT_MS = 30_000;

/**
 * A pack opened for reading. LevelDB lets one process hold a folder at a time (its LOCK file), and
 * another file's stand-in may be reading the same built pack: the open is tried again until that
 * one closes it, rather than left to fail inside the first read.
 */
async function openLevel(folder: string): Promise<ClassicLevel<string, unknown>> {
  const until = Date.now() + PACK_LOCK_WAIT_MS;
  for (;;) {
    const db = new ClassicLevel<string, unknown>(folder, { valueEncoding: "json", createIfMissing: false });
    try {
      await db.open();
      return db;
    } catch (error) {
      const locked = String(Reflect.get(Object(Reflect.get(Object(error), "cause")), "code")) === "LEVEL_LOCKED";
      if (!locked || Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function readLevel(folder: string): Promise<Map<string, Data>> {
  const db = await openLevel(folder);
  const records = new Map<string, Data>();
  try {
    for await (const [key, value] of db.iterator()) if (isData(value)) records.set(key, value);
  } finally {
    await db.close();
  }
  return records;
}

/** A record with its embedded documents' ids replaced by their records, all the way down. */
function expand(documentClass: CommonDocumentClass, record: Data, sublevel: string, key: string, records: ReadonlyMap<string, Data>): Data {
  const whole: Data = { ...record };
  for (const [field, definition] of Object.entries(documentClass.hierarchy)) {
    const model = definition.model;
    if (model === undefined) continue;
    const child = `${sublevel}.${field}`;
    const read = (id: unknown): Data | undefined => {
      const found = records.get(`!${child}!${key}.${String(id)}`);
      return found === undefined ? undefined : expand(model, found, child, `${key}.${String(id)}`, records);
    };
    const value = record[field];
    if (Array.isArray(value)) whole[field] = value.map(read).filter((one) => one !== undefined);
    else if (typeof value === "string") whole[field] = read(value) ?? null;
  }
  return whole;
}

/** A document's entry in a compendium's index: the index fields (dotted paths) its record has (dist/database/backend/server-backend.mjs, the index projection). */
export function indexEntry(record: Data, fields: readonly string[]): Data {
  const entry: Data = {};
  for (const field of fields) {
    const parts = field.split(".");
    let from: unknown = record;
    for (const part of parts) from = isData(from) ? from[part] : undefined;
    if (from === undefined) continue;
    let into = entry;
    for (const part of parts.slice(0, -1)) {
      const next = into[part];
      if (isData(next)) into = next;
      else {
        const made: Data = {};
        into[part] = made;
        into = made;
      }
    }
    into[parts.at(-1) ?? field] = from;
  }
  return entry;
}
