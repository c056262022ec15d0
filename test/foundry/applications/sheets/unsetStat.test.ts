import { describe, expect, it } from "vitest";
import { fieldRules } from "../../../../src/foundry/applications/sheets/fieldRules";
import { screenInputs } from "../../../../src/foundry/applications/sheets/screenInputs";
import { PHASES_MODULE } from "../../../../src/rulesets/phases-3d6/play/module";
import { packActor } from "../../../rulesets/phases-3d6/play/packActors";

// The Duellist's sheet leaves OCV and DCV out: they follow its Combat Value.
const rules = fieldRules(PHASES_MODULE.sheet(packActor("duellist"), undefined));

describe("a stat the sheet may leave unset", () => {
  it("left empty as the sheet showed it, is no change: nothing is saved for it, so it keeps following what it counts as", () => {
    const { kept, refused } = screenInputs({ "system.combatValue": 7, "system.ocv": null, "system.dcv": null }, rules);
    expect(refused).toEqual([]);
    expect(kept).toEqual({ "system.combatValue": 7 });
  });

  it("is saved unset when a number in it is emptied", () => {
    const ocv = rules.get("system.ocv");
    if (ocv === undefined) throw new Error("no OCV input");
    const { kept, refused } = screenInputs({ "system.ocv": null }, new Map(rules).set("system.ocv", { ...ocv, shown: 5 }));
    expect(refused).toEqual([]);
    expect(kept).toEqual({ "system.ocv": null });
  });

  it("is checked like any number once something is typed in it, and other stats may never be emptied", () => {
    const { kept, refused } = screenInputs({ "system.ocv": 99, "system.combatValue": null, "system.dcv": Number.NaN }, rules);
    expect(kept).toEqual({});
    expect(refused.map((input) => [input.rule.name, input.reason])).toEqual([
      ["system.ocv", "above-maximum"],
      ["system.combatValue", "not-a-number"],
      ["system.dcv", "not-a-number"],
    ]);
  });
});
