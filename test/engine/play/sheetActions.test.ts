import { describe, expect, it } from "vitest";
import { actionId, sheetActions } from "../../../src/engine/play/sheetActions";
import type { ButtonView, SheetView } from "../../../src/engine/play/SheetView";
import { REGISTERED } from "../../../src/rulesets/registry";
import { packActorFrom, weaponId } from "../../support/packActors";
import { keysIn, unknownWords } from "../../support/words";

/** Every button a view draws, wherever it sits. */
function buttonsOf(view: SheetView): ButtonView[] {
  return view.tabs.flatMap((tab) =>
    tab.blocks.flatMap((block) => {
      if (block.kind === "stats") return block.stats.flatMap((stat) => (stat.roll === undefined ? [] : [stat.roll]));
      if (block.kind === "items") return block.rows.flatMap((row) => row.buttons);
      if (block.kind === "buttons") return [...block.buttons];
      return [];
    }),
  );
}

const FIGHTERS: Readonly<Record<string, string>> = {
  "d100-fate": "guard-sergeant",
  "phases-3d6": "duellist",
  "d6-pool": "kestrel-vance",
  "d20-segments": "tulkas",
  "action-points": "vesna",
};

describe("what an actor can do now is what its sheet offers", () => {
  for (const ruleset of REGISTERED) {
    const module = ruleset.play.withOptions?.({}) ?? ruleset.play;
    const actor = packActorFrom(`${ruleset.id}-actors`, FIGHTERS[ruleset.id] ?? "");
    it(`${ruleset.id}: every button of the sheet, once, with its refusal`, () => {
      const view = module.sheet(actor, undefined);
      const buttons = buttonsOf(view);
      const actions = sheetActions(view);
      expect(actions.length).toBeGreaterThan(0);
      expect(new Set(actions.map((action) => action.id)).size).toBe(actions.length);
      expect(new Set(actions.map((action) => action.id))).toEqual(new Set(buttons.map((button) => actionId(button.action, button.data))));
      for (const action of actions) {
        const button = buttons.find((candidate) => actionId(candidate.action, candidate.data) === action.id);
        expect(action.allowed).toBe(button?.disabled === false);
        expect(action.reason).toEqual(button?.disabled === true ? (button.reason ?? null) : null);
      }
      expect(unknownWords(keysIn(actions, new Set()))).toEqual([]);
    });
  }

  it("an attack names its weapon and the action catalogue's cost (d100-fate)", () => {
    const sergeant = packActorFrom("d100-fate-actors", "guard-sergeant");
    const module = REGISTERED.find((ruleset) => ruleset.id === "d100-fate")?.play;
    if (module === undefined) throw new Error("d100-fate is not registered");
    const item = sergeant.items.find((candidate) => candidate.type === "d100-fate-weapon");
    if (item === undefined) throw new Error("the sergeant has no weapon");
    const attacks = sheetActions(module.sheet(sergeant, undefined)).filter((action) => action.item?.id === weaponId(sergeant, item.name));
    expect(attacks.length).toBeGreaterThan(0);
    for (const attack of attacks) {
      expect(attack.item).toEqual({ id: item.id, name: item.name });
      expect(attack.cost?.key).toMatch(/^TURNWRIGHT\.D100Fate\.Kind\./);
    }
  });

  it("an action-points move says what it costs in AP", () => {
    const ruleset = REGISTERED.find((candidate) => candidate.id === "action-points");
    if (ruleset === undefined) throw new Error("action-points is not registered");
    const module = ruleset.play.withOptions?.({}) ?? ruleset.play;
    const moves = sheetActions(module.sheet(packActorFrom("action-points-actors", "vesna"), undefined)).filter(
      (action) => action.action === "move" && action.data["move"] === "walk",
    );
    expect(moves).toHaveLength(1);
    expect(moves[0]?.cost).toEqual({ key: "TURNWRIGHT.ActionPoints.Cost", data: { cost: expect.any(Number) } });
  });

  it("an action's id does not depend on the order its data was written in", () => {
    expect(actionId("attack", { item: "a", action: "b" })).toBe(actionId("attack", { action: "b", item: "a" }));
    expect(actionId("attack", { item: "a&b=c" })).toBe("attack?item=a%26b%3Dc");
    expect(actionId("rest", {})).toBe("rest");
  });
});
