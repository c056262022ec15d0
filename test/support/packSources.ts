import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TSchema } from "@sinclair/typebox";
import { describeIssue } from "../../src/engine/schema/FieldIssue";
import { validate } from "../../src/engine/schema/validate";

export const PACK_SOURCE = fileURLToPath(new URL("../../packs/_source", import.meta.url));

/** An actor or item as a compendium source file holds it. */
export interface PackEntry {
  readonly _id: string;
  readonly _key: string;
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
  readonly items?: readonly PackEntry[];
}

/** The entry files of a pack folder (pack.json, the folder's own description, left out). */
export function packFilePaths(pack: string): string[] {
  return readdirSync(join(PACK_SOURCE, pack))
    .filter((file) => file.endsWith(".json") && file !== "pack.json")
    .map((file) => join(PACK_SOURCE, pack, file));
}

export function packEntries(pack: string): PackEntry[] {
  return packFilePaths(pack).map((path) => JSON.parse(readFileSync(path, "utf8")) as PackEntry);
}

/**
 * What is wrong with an entry and its items: a type without a schema, data the schema refuses,
 * or data the schema would complete with defaults (which would hide a typo), each named.
 */
export function sourceProblems(entry: PackEntry, schemaOf: (type: string) => TSchema | undefined, where: string): string[] {
  const schema = schemaOf(entry.type);
  if (schema === undefined) return [`${where}: type ${entry.type} is not a declared subtype`];
  const checked = validate(schema, entry.system, `${where}.system`);
  if (!checked.ok) return checked.issues.map(describeIssue);
  const complete = JSON.stringify(checked.value) === JSON.stringify(entry.system) ? [] : [`${where}.system is missing fields the schema would fill in`];
  return [...complete, ...(entry.items ?? []).flatMap((item, index) => sourceProblems(item, schemaOf, `${where}.items[${index}]`))];
}
