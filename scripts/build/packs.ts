import { readdir, rm } from "node:fs/promises";
import { join, relative } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { ClassicLevel } from "classic-level";
import { isJsonObject, readJson, readJsonObject } from "./json";
import { SYSTEM_ID } from "./paths";

/** The file beside a pack's entries that names it; everything else in the folder is an entry. */
export const PACK_META = "pack.json";

/** Document types a pack may hold, with the LevelDB collection their entries are keyed under. */
const PACK_COLLECTIONS = {
  Actor: "actors",
  Cards: "cards",
  Item: "items",
  JournalEntry: "journal",
  Macro: "macros",
  Playlist: "playlists",
  RollTable: "tables",
  Scene: "scenes",
} as const;
type PackType = keyof typeof PACK_COLLECTIONS;

const PACK_NAME = /^[a-z0-9][a-z0-9_-]*$/;

export interface PackSource {
  readonly name: string;
  readonly label: string;
  readonly type: PackType;
  readonly ownership?: Readonly<Record<string, string>>;
  /** The folder holding pack.json and the entries. */
  readonly dir: string;
  /** Every entry file, in subfolders too, in a stable order. */
  readonly entryFiles: readonly string[];
}

/** One `packs` item of system.json. */
export interface PackManifestEntry {
  readonly name: string;
  readonly label: string;
  readonly path: string;
  readonly type: PackType;
  readonly system: string;
  readonly ownership?: Readonly<Record<string, string>>;
}

export interface CompiledPack {
  readonly name: string;
  readonly dir: string;
  /** Keys of the primary entries (not embedded documents) now in the LevelDB. */
  readonly keys: readonly string[];
}

/** Each folder under `sourceRoot` is one pack; adding a pack is adding a folder. */
export async function discoverPacks(sourceRoot: string): Promise<PackSource[]> {
  const folders = (await readdir(sourceRoot, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort();
  const packs: PackSource[] = [];
  for (const name of folders) packs.push(await readPackSource(join(sourceRoot, name), name));
  return packs;
}

export function packManifestEntry(pack: PackSource): PackManifestEntry {
  const entry = { name: pack.name, label: pack.label, path: `packs/${pack.name}`, type: pack.type, system: SYSTEM_ID };
  return pack.ownership === undefined ? entry : { ...entry, ownership: pack.ownership };
}

/**
 * Compiles a pack into `packsDir/<name>` and reads it back. The compiler skips a file without
 * `_key` and says nothing, so the entries that arrived are counted against the source files
 * and any difference stops the build, naming the files that did not arrive.
 */
export async function compilePackSource(pack: PackSource, packsDir: string): Promise<CompiledPack> {
  const sourceKeys = await readSourceKeys(pack);
  const dir = join(packsDir, pack.name);
  await compilePack(pack.dir, dir, { recursive: true });
  const keys = await primaryEntryKeys(dir);
  await removeDatabaseJournal(dir);

  const collection = PACK_COLLECTIONS[pack.type];
  const strangers = keys.filter((key) => !(key.startsWith(`!${collection}!`) || key.startsWith("!folders!")));
  if (strangers.length > 0) {
    throw new Error(
      `Pack "${pack.name}" holds ${pack.type} documents (keys "!${collection}!<_id>"), but these entries are keyed otherwise: ${strangers.join(", ")}`,
    );
  }
  if (keys.length !== pack.entryFiles.length) {
    const packed = new Set(keys);
    const lost = pack.entryFiles.filter((file) => {
      const key = sourceKeys.get(file);
      return key === undefined || !packed.has(key);
    });
    throw new Error(
      `Pack "${pack.name}": ${pack.entryFiles.length} source files but ${keys.length} compiled entries. ` +
        `Not packed: ${lost.map((file) => relative(pack.dir, file)).join(", ") || "(no single file identified)"}. ` +
        `Every entry needs "_id" (16 characters) and "_key" ("!${collection}!<_id>").`,
    );
  }
  return { name: pack.name, dir, keys };
}

/**
 * LevelDB's text log and lock beside a pack's data: the log is stamped with the time of the
 * build, so two builds of one commit would differ by them alone. Foundry writes its own when it
 * opens the pack; the data files (`.ldb`, `.log`, `MANIFEST-*`, `CURRENT`) stay.
 */
const DATABASE_JOURNAL = ["LOG", "LOG.old", "LOCK"];

async function removeDatabaseJournal(dbDir: string): Promise<void> {
  for (const name of DATABASE_JOURNAL) await rm(join(dbDir, name), { force: true });
}

/** Keys of a compiled pack's primary entries; embedded documents live under dotted collections. */
export async function primaryEntryKeys(dbDir: string): Promise<string[]> {
  const db = new ClassicLevel<string, unknown>(dbDir, { keyEncoding: "utf8", valueEncoding: "json", createIfMissing: false });
  try {
    const keys = await db.keys().all();
    return keys.filter((key) => !(key.split("!")[1] ?? "").includes("."));
  } finally {
    await db.close();
  }
}

async function readPackSource(dir: string, name: string): Promise<PackSource> {
  const where = `packs/_source/${name}/${PACK_META}`;
  if (!PACK_NAME.test(name)) throw new Error(`Pack folder "${name}": a pack name is lower-case letters, digits, "-" and "_" only.`);
  const files = await jsonFilesUnder(dir);
  if (!files.includes(join(dir, PACK_META))) throw new Error(`Pack folder "${name}" has no ${PACK_META} ({"label", "type", "system": "${SYSTEM_ID}"}).`);
  const meta = await readJsonObject(join(dir, PACK_META));

  for (const key of Object.keys(meta)) {
    if (!["label", "type", "system", "ownership"].includes(key)) throw new Error(`${where}: unknown field "${key}".`);
  }
  const label = meta["label"];
  if (typeof label !== "string" || label.trim() === "") throw new Error(`${where}: "label" must be a non-empty string.`);
  const type = meta["type"];
  if (!isPackType(type)) throw new Error(`${where}: "type" must be one of ${Object.keys(PACK_COLLECTIONS).join(", ")}; got ${JSON.stringify(type)}.`);
  if (meta["system"] !== SYSTEM_ID) throw new Error(`${where}: "system" must be "${SYSTEM_ID}".`);
  const ownership = meta["ownership"];
  if (ownership !== undefined && !isOwnership(ownership)) throw new Error(`${where}: "ownership" maps roles to levels, e.g. {"PLAYER": "OBSERVER"}.`);

  const entryFiles = files.filter((file) => file !== join(dir, PACK_META));
  return ownership === undefined ? { name, label, type, dir, entryFiles } : { name, label, type, ownership, dir, entryFiles };
}

async function readSourceKeys(pack: PackSource): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const file of pack.entryFiles) {
    const doc = await readJson(file);
    if (isJsonObject(doc) && typeof doc["_key"] === "string" && doc["_key"] !== "") keys.set(file, doc["_key"]);
  }
  return keys;
}

async function jsonFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function isPackType(value: unknown): value is PackType {
  return typeof value === "string" && Object.hasOwn(PACK_COLLECTIONS, value);
}

function isOwnership(value: unknown): value is Record<string, string> {
  return isJsonObject(value) && Object.values(value).every((level) => typeof level === "string");
}
