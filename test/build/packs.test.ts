import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compilePackSource, discoverPacks, packManifestEntry, primaryEntryKeys } from "../../scripts/build/packs";

let root = "";
let sources = "";
let output = "";

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "turnwright-packs-"));
  sources = join(root, "_source");
  output = join(root, "packs");
  await mkdir(sources, { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function writeJson(path: string, value: unknown): Promise<void> {
  await mkdir(join(path, ".."), { recursive: true });
  await writeFile(path, JSON.stringify(value, null, 2));
}

function item(id: string, name: string): Record<string, unknown> {
  return { _id: id, _key: `!items!${id}`, name, type: "d100-fate-weapon", system: {} };
}

describe("pack folders", () => {
  it("compile every source file, subfolders included, and count what arrived", async () => {
    const dir = join(sources, "armoury");
    await writeJson(join(dir, "pack.json"), { label: "Armoury", type: "Item", system: "turnwright" });
    await writeJson(join(dir, "las-rifle.json"), item("lasRifle00000001", "Las rifle"));
    await writeJson(join(dir, "melee", "chainsword.json"), item("chainsword000001", "Chainsword"));
    await writeJson(join(dir, "melee", "folder.json"), { _id: "meleeFolder00001", _key: "!folders!meleeFolder00001", name: "Melee", type: "Item" });

    const [pack] = await discoverPacks(sources);
    if (pack === undefined) throw new Error("the fixture pack was not found");
    expect(pack.entryFiles).toHaveLength(3);
    expect(packManifestEntry(pack)).toEqual({ name: "armoury", label: "Armoury", path: "packs/armoury", type: "Item", system: "turnwright" });

    const compiled = await compilePackSource(pack, output);
    expect([...compiled.keys].sort()).toEqual(["!folders!meleeFolder00001", "!items!chainsword000001", "!items!lasRifle00000001"]);
    expect(await primaryEntryKeys(compiled.dir)).toHaveLength(pack.entryFiles.length);
  });

  it("count an actor with embedded items as one entry", async () => {
    const dir = join(sources, "foes");
    await writeJson(join(dir, "pack.json"), { label: "Foes", type: "Actor", system: "turnwright", ownership: { PLAYER: "NONE" } });
    await writeJson(join(dir, "sergeant.json"), {
      _id: "sergeant00000001",
      _key: "!actors!sergeant00000001",
      name: "Sergeant",
      type: "d100-fate",
      system: {},
      items: [{ ...item("lasRifle00000001", "Las rifle"), _key: "!actors.items!sergeant00000001.lasRifle00000001" }],
    });

    const [pack] = await discoverPacks(sources);
    if (pack === undefined) throw new Error("the fixture pack was not found");
    expect(packManifestEntry(pack).ownership).toEqual({ PLAYER: "NONE" });
    const compiled = await compilePackSource(pack, output);
    expect(compiled.keys).toEqual(["!actors!sergeant00000001"]);
  });

  it("stop the build and name the file the compiler skipped for want of a _key", async () => {
    const dir = join(sources, "armoury");
    await writeJson(join(dir, "pack.json"), { label: "Armoury", type: "Item", system: "turnwright" });
    await writeJson(join(dir, "las-rifle.json"), item("lasRifle00000001", "Las rifle"));
    await writeJson(join(dir, "keyless.json"), { _id: "keyless000000001", name: "Keyless", type: "d100-fate-weapon", system: {} });

    const [pack] = await discoverPacks(sources);
    if (pack === undefined) throw new Error("the fixture pack was not found");
    await expect(compilePackSource(pack, output)).rejects.toThrow(/2 source files but 1 compiled entries\. Not packed: keyless\.json/);
  });

  it("refuse an entry keyed for another document type", async () => {
    const dir = join(sources, "armoury");
    await writeJson(join(dir, "pack.json"), { label: "Armoury", type: "Item", system: "turnwright" });
    await writeJson(join(dir, "stray.json"), { _id: "strayActor000001", _key: "!actors!strayActor000001", name: "Stray", type: "d100-fate" });

    const [pack] = await discoverPacks(sources);
    if (pack === undefined) throw new Error("the fixture pack was not found");
    await expect(compilePackSource(pack, output)).rejects.toThrow(/keyed otherwise: !actors!strayActor000001/);
  });

  it("need a pack.json naming a label, a known type and this system", async () => {
    await mkdir(join(sources, "bare"));
    await expect(discoverPacks(sources)).rejects.toThrow(/"bare" has no pack\.json/);

    await writeJson(join(sources, "bare", "pack.json"), { label: "Bare", type: "Weapon", system: "turnwright" });
    await expect(discoverPacks(sources)).rejects.toThrow(/"type" must be one of Actor, .*; got "Weapon"/);

    await writeJson(join(sources, "bare", "pack.json"), { label: "Bare", type: "Item", system: "dnd5e" });
    await expect(discoverPacks(sources)).rejects.toThrow(/"system" must be "turnwright"/);

    await writeJson(join(sources, "bare", "pack.json"), { label: "Bare", type: "Item", system: "turnwright", private: true });
    await expect(discoverPacks(sources)).rejects.toThrow(/unknown field "private"/);
  });

  it("are named in lower case, as compendium ids are", async () => {
    await writeJson(join(sources, "Big Guns", "pack.json"), { label: "Big guns", type: "Item", system: "turnwright" });
    await expect(discoverPacks(sources)).rejects.toThrow(/"Big Guns": a pack name is lower-case/);
  });
});
