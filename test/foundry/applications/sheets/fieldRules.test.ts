import { describe, expect, it } from "vitest";
import { fieldRules } from "../../../../src/foundry/applications/sheets/fieldRules";
import { ALL_BLOCKS } from "../../templating/views";

describe("fieldRules", () => {
  const rules = fieldRules(ALL_BLOCKS);

  it("reads every input a view draws, by the input's name, with its limits and the value shown", () => {
    expect([...rules.keys()].sort()).toEqual([
      "name",
      "system.agility",
      "system.code",
      "system.dodge",
      "system.kind",
      "system.veteran",
      "system.wounds.max",
      "system.wounds.value",
    ]);
    expect(rules.get("system.agility")).toMatchObject({ input: "number", min: 0, max: 100, shown: 42, label: { key: "T.Stat.agility" } });
    expect(rules.get("system.wounds.value")).toMatchObject({ min: 0, max: 12, shown: 9 });
    expect(rules.get("system.wounds.max")).toMatchObject({ maximum: true, min: 0, shown: 12 });
    expect(rules.get("system.kind")).toMatchObject({ input: "select", options: ["pc", "npc"], shown: "npc" });
    expect(rules.get("system.code")).toMatchObject({ input: "text", pattern: "^[0-9]+d[0-9]+$" });
  });

  it("shows the document's name as the name input's value, so a refused name is put back to it", () => {
    expect(fieldRules(ALL_BLOCKS, "Ann").get("name")).toMatchObject({ input: "text", shown: "Ann" });
  });

  it("leaves out a stat that is derived only, with no input", () => {
    expect([...rules.values()].filter((rule) => rule.shown === 7)).toEqual([]);
  });
});
