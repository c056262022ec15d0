import { describe, expect, it } from "vitest";
import { text } from "../../../src/engine/text/LocalText";
import type { SheetAction } from "../../../src/engine/play/sheetActions";
import { checkStart, readChoice } from "../../../src/foundry/api/startAction";

const attack: SheetAction = {
  id: "attack?item=w1",
  action: "attack",
  data: { item: "w1" },
  label: text("L"),
  cost: null,
  allowed: true,
  reason: null,
  item: { id: "w1", name: "Sabre" },
  stat: null,
};
const refusedTest: SheetAction = {
  id: "rollTest?attribute=wits",
  action: "rollTest",
  data: { attribute: "wits" },
  label: text("T"),
  cost: null,
  allowed: false,
  reason: text("TURNWRIGHT.Refusal.no-fate"),
  item: null,
  stat: text("TURNWRIGHT.ActionPoints.Attribute.wits"),
};

describe("a start through the API is checked as the sheet's button is", () => {
  it("an offered, open action starts", () => {
    expect(checkStart("Vesna", ["w1"], [attack, refusedTest], { action: "attack", data: { item: "w1" } })).toEqual({ ok: true, action: attack });
  });

  it("an item no longer on the actor is named as gone", () => {
    expect(checkStart("Vesna", [], [attack], { action: "attack", data: { item: "w1" } })).toEqual({
      ok: false,
      words: text("TURNWRIGHT.Api.ItemGone", { name: "Vesna" }),
    });
  });

  it("a refused action gives the sheet's reason", () => {
    expect(checkStart("Vesna", ["w1"], [attack, refusedTest], { action: "rollTest", data: { attribute: "wits" } })).toEqual({
      ok: false,
      words: text("TURNWRIGHT.Refusal.no-fate"),
    });
  });

  it("an action the sheet does not offer is refused", () => {
    expect(checkStart("Vesna", ["w1"], [attack], { action: "attack", data: { item: "w1", extra: "1" } })).toEqual({
      ok: false,
      words: text("TURNWRIGHT.Api.NotOffered", { name: "Vesna" }),
    });
    expect(checkStart("Vesna", ["w1"], [attack], { action: "setSystem", data: {} }).ok).toBe(false);
  });

  it("a request typed by hand is read as strings or not at all", () => {
    expect(readChoice("attack", undefined)).toEqual({ action: "attack", data: {} });
    expect(readChoice("attack", { item: "w1" })).toEqual({ action: "attack", data: { item: "w1" } });
    expect(readChoice("attack", { item: 1 })).toBeNull();
    expect(readChoice(3, {})).toBeNull();
    expect(readChoice("", {})).toBeNull();
  });
});
