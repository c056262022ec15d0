import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { documentTypeProblems } from "../../scripts/build/documentTypes";
import { readJsonObject } from "../../scripts/build/json";
import { REPO_ROOT } from "../../scripts/build/paths";
import { RULESET_CATALOGUE, type RuleSetEntry } from "../../src/rulesets/catalogue";

const sword: RuleSetEntry = { id: "d100-fate", name: "Sword", documentTypes: { Actor: ["hero"], Item: ["sword"] }, playable: true };
const draft: RuleSetEntry = { id: "d6-pool", name: "Draft", documentTypes: { Actor: ["pooler"], Item: [] }, playable: false };
const declared = (actor: string[], item: string[]): unknown => ({
  documentTypes: {
    Actor: Object.fromEntries(actor.map((type) => [type, { htmlFields: [] }])),
    Item: Object.fromEntries(item.map((type) => [type, { htmlFields: [] }])),
  },
});

describe("system.json documentTypes", () => {
  it("agree exactly with the playable rule sets of the catalogue", async () => {
    const manifest = await readJsonObject(join(REPO_ROOT, "system.json"));
    expect(documentTypeProblems(manifest, RULESET_CATALOGUE)).toEqual([]);
  });

  it("agree when every playable type is declared and no other", () => {
    expect(documentTypeProblems(declared(["hero"], ["sword"]), [sword, draft])).toEqual([]);
  });

  it("disagree when a playable rule set's type is missing", () => {
    expect(documentTypeProblems(declared(["hero"], []), [sword])).toEqual(["documentTypes.Item.sword (rule set d100-fate) is missing"]);
  });

  it("disagree when a type belongs to no playable rule set", () => {
    expect(documentTypeProblems(declared(["hero", "pooler"], ["sword"]), [sword, draft])).toEqual([
      "documentTypes.Actor.pooler is not in any playable rule set of the catalogue",
    ]);
  });

  it("disagree when a subtype lacks its htmlFields list", () => {
    const manifest = { documentTypes: { Actor: { hero: {} }, Item: { sword: { htmlFields: [] } } } };
    expect(documentTypeProblems(manifest, [sword])).toEqual(["documentTypes.Actor.hero must be an object with an htmlFields array"]);
  });

  it("reject names Foundry reserves and names two rule sets claim", () => {
    const reserved: RuleSetEntry = { ...sword, documentTypes: { Actor: ["base"], Item: ["fate.sword"] } };
    expect(documentTypeProblems(declared(["base"], ["fate.sword"]), [reserved])).toEqual([
      'Actor subtype "base" (rule set d100-fate) is a name Foundry reserves',
      'Item subtype "fate.sword" (rule set d100-fate) is a name Foundry reserves',
    ]);
    const rival: RuleSetEntry = { ...sword, id: "phases-3d6" };
    expect(documentTypeProblems(declared(["hero"], ["sword"]), [sword, rival])).toContain(
      'Actor subtype "hero" is claimed by more than one rule set: d100-fate and phases-3d6',
    );
  });

  it("leave the system-wide subtypes of other documents alone", () => {
    const manifest = { documentTypes: { Actor: { hero: { htmlFields: [] } }, Item: { sword: { htmlFields: [] } }, ChatMessage: { attack: {} } } };
    expect(documentTypeProblems(manifest, [sword])).toEqual([]);
  });
});
