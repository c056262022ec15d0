import { describe, expect, it } from "vitest";
import { text } from "../../../../src/engine/text/LocalText";
import type { SheetView } from "../../../../src/engine/play/SheetView";
import { fieldRules } from "../../../../src/foundry/applications/sheets/fieldRules";
import { screenInputs } from "../../../../src/foundry/applications/sheets/screenInputs";

const CODE = "^[0-9]{1,2}[Dd](\\+[0-2])?$";

/** A sheet with a code it must hold and a skill's code it may leave empty (then it rolls its attribute's). */
const view: SheetView = {
  subtitle: text("TEST.Subtitle"),
  tabs: [
    {
      id: "main",
      label: text("TEST.Tab"),
      blocks: [
        {
          kind: "fields",
          title: text("TEST.Block"),
          fields: [
            { input: "text", path: "system.agility", label: text("TEST.Agility"), value: "3D", pattern: CODE },
            { input: "text", path: "system.skills.dodge", label: text("TEST.Dodge"), value: "4D", pattern: CODE, unset: "3D" },
            { input: "text", path: "system.skills.climb", label: text("TEST.Climb"), value: "", pattern: CODE, unset: "3D" },
          ],
        },
      ],
    },
  ],
};
const rules = fieldRules(view);

describe("a text the sheet may leave unset", () => {
  it("is saved unset (null) when emptied, so it keeps counting as what it stands for", () => {
    const { kept, refused } = screenInputs({ "system.agility": "3D+1", "system.skills.dodge": "" }, rules);
    expect(refused).toEqual([]);
    expect(kept).toEqual({ "system.agility": "3D+1", "system.skills.dodge": null });
  });

  it("left empty as the sheet showed it, is no change: nothing is saved for it", () => {
    const { kept, refused } = screenInputs({ "system.agility": "3D", "system.skills.climb": "" }, rules);
    expect(refused).toEqual([]);
    expect(kept).toEqual({});
  });

  it("is held to its form once something is typed in it, and a text that may not be unset is never emptied", () => {
    const { kept, refused } = screenInputs({ "system.skills.dodge": "3D+4", "system.agility": "" }, rules);
    expect(kept).toEqual({});
    expect(refused.map((input) => [input.rule.name, input.reason])).toEqual([
      ["system.skills.dodge", "pattern"],
      ["system.agility", "pattern"],
    ]);
  });
});
