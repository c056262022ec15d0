import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REGISTERED } from "../../src/rulesets/registry";
import { cli, scenarioFile } from "../cli/harness";
import { PACK_SOURCE, packEntries, type PackEntry } from "../support/packSources";

const itemPacks = readdirSync(PACK_SOURCE, { withFileTypes: true })
  .filter((folder) => folder.isDirectory())
  .map((folder) => folder.name)
  .filter((pack) => (JSON.parse(readFileSync(join(PACK_SOURCE, pack, "pack.json"), "utf8")) as { type: string }).type === "Item");

/** The compendium's items of a rule set, by the kind of item each is (`weapon`, `armour`). */
function compendiumOf(id: string): Map<string, PackEntry[]> {
  const kinds = new Map<string, PackEntry[]>();
  for (const entry of itemPacks.flatMap(packEntries)) {
    if (!entry.type.startsWith(`${id}-`)) continue;
    const kind = entry.type.slice(id.length + 1);
    kinds.set(kind, [...(kinds.get(kind) ?? []), entry]);
  }
  return kinds;
}

describe.each(REGISTERED.map((ruleset) => [ruleset.id, ruleset] as const))("the armoury of %s", (id, ruleset) => {
  const compendium = compendiumOf(id);

  it("is its compendium's weapons and armour, entry for entry: the same names, each with the entry's fields", () => {
    expect(compendium.size).toBeGreaterThan(0);
    const armoury = ruleset.runtime.armoury;
    expect(Object.keys(armoury).sort()).toEqual([...compendium.keys()].sort());
    for (const [kind, entries] of compendium) {
      expect(armoury[kind], kind).toEqual(Object.fromEntries(entries.map((entry) => [entry.name, entry.system])));
    }
  });

  it("lets a scenario name every piece of it alone, and its schema lists the names", async () => {
    const items = [...compendium].flatMap(([kind, entries]) => entries.map((entry) => ({ type: kind, name: entry.name })));
    const combatants = items.map((item, index) => ({ id: `c${index}`, side: index % 2 === 0 ? "red" : "blue", items: [item] }));
    const checked = await cli("check", scenarioFile({ ruleset: id, combatants: combatants.length >= 2 ? combatants : [...combatants, { id: "other", side: "blue" }] }));
    expect(checked.err).toEqual([]);
    expect(checked.status).toBe(0);
    const schema = (await cli("schema", id)).out.join("\n");
    for (const item of items) expect(schema).toContain(JSON.stringify(item.name));
  });
});
