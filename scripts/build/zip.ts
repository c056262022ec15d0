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
export async function zipFolder(dir: string, name: string, take: (file: string) => boolean = () => true): Promise<Uint8Array> {
  return zipSync({ [name]: await folderTree(dir, take) }, { mtime: ENTRY_TIME, level: 6 });
}

/** The files of `dir` that `take` keeps (by file name), folders left empty by it left out. */
async function folderTree(dir: string, take: (file: string) => boolean): Promise<Zippable> {
  const tree: Zippable = {};
  // By code unit, not locale: the order, and so the archive, must not depend on the machine.
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = await folderTree(path, take);
      if (Object.keys(inner).length > 0) tree[entry.name] = inner;
    } else if (entry.isFile() && take(entry.name)) tree[entry.name] = new Uint8Array(await readFile(path));
  }
  return tree;
}

/** A source map: shipped beside the release, not in it. */
export function isSourceMap(file: string): boolean {
  return file.endsWith(".map");
}
