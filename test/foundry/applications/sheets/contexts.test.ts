import { describe, expect, it } from "vitest";
import { cardTemplateContext } from "../../../../src/foundry/templating/cardContext";
import { chooseTab, sheetTemplateContext } from "../../../../src/foundry/templating/sheetContext";
import { ALL_BLOCKS, ATTACK_CARD } from "../../templating/views";

describe("the sheet's context", () => {
  it("keeps the tab asked for while the view has it, and falls back to the first", () => {
    expect(chooseTab(ALL_BLOCKS, "gear")).toBe("gear");
    expect(chooseTab(ALL_BLOCKS, "gone")).toBe("main");
    expect(chooseTab(ALL_BLOCKS, null)).toBe("main");
    expect(chooseTab({ subtitle: ALL_BLOCKS.subtitle, tabs: [] }, "gear")).toBeUndefined();
  });

  it("marks exactly one tab active and shows the tab bar only for several tabs", () => {
    const context = sheetTemplateContext({ sheetKind: "actor", name: "Ann", img: "", editable: true }, ALL_BLOCKS, "gear");
    expect(context.tabs.map((tab) => [tab.id, tab.active])).toEqual([
      ["main", false],
      ["gear", true],
    ]);
    expect(context.showTabs).toBe(true);
    expect(context.group).toBe("primary");
  });
});

describe("a card's context for one viewer", () => {
  it("asks the caller about every button's audience and keeps the rules' view as it was", () => {
    const asked: string[] = [];
    const context = cardTemplateContext(ATTACK_CARD, (audience) => {
      asked.push(audience.kind);
      return audience.kind === "owner-or-gm";
    });
    expect(asked).toEqual(["owner", "owner-or-gm", "owner"]);
    expect(context.buttons.map((button) => [button.id, button.mayPress])).toEqual([
      ["dodge:orc", false],
      ["apply", true],
      ["reroll", false],
    ]);
    expect(context.hasButtons).toBe(true);
    expect(context.outcome).toBe("success");
    expect(ATTACK_CARD.buttons[0]).not.toHaveProperty("mayPress");
  });

  it("has no button row and no colour when nothing is pressable and nothing was decided", () => {
    const context = cardTemplateContext({ ...ATTACK_CARD, rolls: [] }, () => false);
    expect(context.hasButtons).toBe(false);
    expect(context.outcome).toBe("none");
  });
});
