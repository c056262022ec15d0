import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { documentTypeProblems, withDocumentTypes, type DeclaringRuleSet } from "../../scripts/build/documentTypes";
import { readJsonObject } from "../../scripts/build/json";
import { builtManifest } from "../../scripts/build/manifest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { REGISTERED } from "../../src/rulesets/registry";

const sword: DeclaringRuleSet = { id: "d100-fate", play: { documents: { actorType: "hero", itemTypes: ["sword"] } } };
const pool: DeclaringRuleSet = { id: "d6-pool", play: { documents: { actorType: "pooler", itemTypes: [] } } };

describe("system.json documentTypes", () => {
  it("are written by the build from the registered rule sets, beside the system's own chat card", async () => {
    const source = await readJsonObject(join(REPO_ROOT, "system.json"));
    const built = await builtManifest(REPO_ROOT, "0.0.0", []);
    const actors = Object.fromEntries(REGISTERED.map((ruleset) => [ruleset.play.documents.actorType, { htmlFields: ["notes"] }]));
    const items = Object.fromEntries(REGISTERED.flatMap((ruleset) => ruleset.play.documents.itemTypes.map((type) => [type, { htmlFields: ["description"] }])));
    expect(built["documentTypes"]).toEqual({ Actor: actors, Item: items, ChatMessage: { card: {} } });
    expect(source["documentTypes"]).toEqual({ ChatMessage: { card: {} } });
    expect(documentTypeProblems(REGISTERED)).toEqual([]);
  });

  it("declare every rule set's types and no other, each with its htmlFields list", () => {
    expect(withDocumentTypes({}, [sword, pool])).toEqual({
      Actor: { hero: { htmlFields: ["notes"] }, pooler: { htmlFields: ["notes"] } },
      Item: { sword: { htmlFields: ["description"] } },
    });
    expect(withDocumentTypes({}, [sword])).toEqual({ Actor: { hero: { htmlFields: ["notes"] } }, Item: { sword: { htmlFields: ["description"] } } });
  });

  it("refuse a source manifest that lists rule set types by hand", () => {
    expect(() => withDocumentTypes({ Actor: { pooler: { htmlFields: [] } } }, [sword])).toThrow(/declares Actor types by hand/);
  });

  it("reject names Foundry reserves and names two rule sets claim", () => {
    const reserved: DeclaringRuleSet = { id: "d100-fate", play: { documents: { actorType: "base", itemTypes: ["fate.sword"] } } };
    expect(documentTypeProblems([reserved])).toEqual([
      'Actor subtype "base" (rule set d100-fate) is a name Foundry reserves',
      'Item subtype "fate.sword" (rule set d100-fate) is a name Foundry reserves',
    ]);
    const rival: DeclaringRuleSet = { ...sword, id: "phases-3d6" };
    expect(documentTypeProblems([sword, rival])).toContain('Actor subtype "hero" is claimed by more than one rule set: d100-fate and phases-3d6');
  });

  it("leave the system-wide subtypes of other documents alone", () => {
    expect(withDocumentTypes({ ChatMessage: { attack: {} } }, [sword])).toMatchObject({ ChatMessage: { attack: {} } });
  });
});
