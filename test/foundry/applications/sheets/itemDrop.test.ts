import { describe, expect, it } from "vitest";
import { itemDrop } from "../../../../src/foundry/applications/sheets/itemDrop";
import { DECLARED } from "../../../../src/rulesets/declared";
import { KNOWN_WORDS } from "../../../support/words";

const world = DECLARED.find((ruleset) => ruleset.id === "d100-fate");
const other = DECLARED.find((ruleset) => ruleset.id === "d20-segments");

describe("an item dropped on an actor's sheet", () => {
  if (world === undefined || other === undefined) throw new Error("the rule sets are not declared");
  const weapon = world.documents.itemTypes[0] ?? "";

  it("is added when the world's rule set has its type", () => {
    expect(itemDrop({ name: "Las rifle", type: weapon, ownActor: false }, world, DECLARED)).toEqual({ kind: "add" });
  });

  it("changes nothing when it is the actor's own", () => {
    expect(itemDrop({ name: "Las rifle", type: weapon, ownActor: true }, world, DECLARED)).toEqual({ kind: "ignore" });
  });

  it("is refused in words naming its rule set when another rule set's", () => {
    const drop = itemDrop({ name: "Longsword", type: other.documents.itemTypes[0] ?? "", ownActor: false }, world, DECLARED);
    expect(drop).toEqual({
      kind: "refuse",
      words: {
        key: "TURNWRIGHT.Sheet.DropOtherRuleSet",
        data: { name: "Longsword", ruleset: "TURNWRIGHT.RuleSet.d20-segments", world: "TURNWRIGHT.RuleSet.d100-fate" },
      },
    });
    expect(KNOWN_WORDS.has("TURNWRIGHT.Sheet.DropOtherRuleSet")).toBe(true);
  });

  it("is refused when no rule set knows its type", () => {
    expect(itemDrop({ name: "Thing", type: "base", ownActor: false }, world, DECLARED)).toEqual({
      kind: "refuse",
      words: { key: "TURNWRIGHT.Sheet.DropUnknownType", data: { name: "Thing" } },
    });
  });
});
