import { describe, expect, it } from "vitest";
import { ForcedFaces } from "../../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../../src/engine/dice/SeededFaces";
import { describeIssue } from "../../../../src/engine/schema/FieldIssue";
import { loadScenario } from "../../../../src/engine/scenario/loadScenario";
import { PHASES_MODULE } from "../../../../src/rulesets/phases-3d6/play/module";
import { RULESETS } from "../../../../src/rulesets/registry";
import { packEntries, sourceProblems, type PackEntry } from "../../../support/packSources";
import { PACK_ACTORS } from "./packActors";

const entriesOf = packEntries;

/** Valid against the module's own schema, and complete: no default may be filled in silently. */
const problems = (entry: PackEntry, where: string): string[] => sourceProblems(entry, (type) => PHASES_MODULE.documents.schemas[type], where);

describe("the phases-3d6 compendium sources", () => {
  it.each(["phases-3d6-weapons", "phases-3d6-actors"])("every entry of %s is complete and valid, with a 16-character id and its key", (pack) => {
    for (const entry of entriesOf(pack)) {
      expect(entry._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(entry._key).toBe(`!${pack.endsWith("actors") ? "actors" : "items"}!${entry._id}`);
      for (const item of entry.items ?? []) expect(item._key).toBe(`!actors.items!${entry._id}.${item._id}`);
      expect(problems(entry, `${pack}/${entry.name}`)).toEqual([]);
    }
  });

  it("offers at least three ready-to-fight actors, each armed, who can fight each other headless", () => {
    const actors = entriesOf("phases-3d6-actors");
    expect(actors.map((a) => a.name).length).toBe(PACK_ACTORS.length);
    expect(actors.length).toBeGreaterThanOrEqual(3);
    for (const actor of actors) expect(actor.items?.length ?? 0).toBeGreaterThan(0);
    const combatants = actors.map((actor) => ({
      id: actor._id,
      name: actor.name,
      side: JSON.stringify(actor.system).includes('"kind":"pc"') ? "players" : "foes",
      actor: actor.system,
      items: (actor.items ?? []).map((item) => ({
        type: "weapon",
        name: item.name,
        ...(typeof item.system === "object" && item.system !== null ? item.system : {}),
      })),
    }));
    const loaded = loadScenario({ ruleset: "phases-3d6", combatants }, RULESETS);
    if (!loaded.ok) throw new Error(loaded.issues.map(describeIssue).join("; "));
    const result = loaded.value.ruleset.prepare(loaded.value.combatants)(new ForcedFaces([], new SeededFaces(7)), { maxRounds: 40, log: false });
    expect(["players", "foes"]).toContain(result.winner);
  });
});
