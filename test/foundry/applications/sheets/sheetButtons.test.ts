import { describe, expect, it } from "vitest";
import { buttonData, toggleChange } from "../../../../src/foundry/applications/sheets/sheetButtons";
import { ALL_BLOCKS } from "../../templating/views";

describe("a sheet button's data", () => {
  it("is the rules' data read back from data-tw-*, never the page's own attributes", () => {
    const dataset = { action: "attack", tooltip: "Swing it", twItem: "item1", twAction: "swing", twItemId: "x", tweak: "no" };
    expect(buttonData(dataset)).toEqual({ item: "item1", action: "swing", itemId: "x" });
  });
});

describe("a toggle", () => {
  it("flips the state the view shows, at the view's path", () => {
    expect(toggleChange(ALL_BLOCKS, "system.conditions.prone")).toEqual({ "system.conditions.prone": false });
    expect(toggleChange(ALL_BLOCKS, "system.conditions.stunned")).toEqual({ "system.conditions.stunned": true });
  });

  it("writes nothing for a path the view does not offer as a toggle", () => {
    expect(toggleChange(ALL_BLOCKS, "system.agility")).toBeUndefined();
    expect(toggleChange(ALL_BLOCKS, "")).toBeUndefined();
  });
});
