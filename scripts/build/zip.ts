import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { zipSync, type Zippable } from "fflate";

/** A fixed timestamp, so the same build gives the same archive. */
const ENTRY_TIME = new Date("2000-01-01T00:00:00Z");

/**
 * Zips `dir` under one top-level folder `name`, the layout of `Data/systems/<id>`: Foundry's
 * installer finds the manifest inside that folder, and unzipping by hand into
 * `Data/systems/` gives the right place too.
 */
export async function zipFolder(dir: string, name: string): Promise<Uint8Array> {
  return zipSync({ [name]: await folderTree(dir) }, { mtime: ENTRY_TIME, level: 6 });
}

async function folderTree(dir: string): Promise<Zippable> {
  const tree: Zippable = {};
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) tree[entry.name] = await folderTree(path);
    else if (entry.isFile()) tree[entry.name] = new Uint8Array(await readFile(path));
  }
  return tree;
}
