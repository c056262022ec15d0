import { describe, expect, it } from "vitest";
import { checkModifiers } from "../../../src/engine/play/RollModifiers";
import { D6_MODIFIERS, modifiedCode } from "../../../src/rulesets/d6-pool/modifiers";
import { actorOf, moduleOf, startWith, started } from "../../support/startWithModifiers";

const module = moduleOf("d6-pool");
const hunter = actorOf("d6-pool", "bounty-hunter");

function chosen(dice: number, pips: number) {
  const checked = checkModifiers(D6_MODIFIERS, "rollTrait", { step: null, free: { dice, pips } });
  if (!checked.ok) throw new Error(checked.refusal.message);
  return checked.value;
}

describe("d6-pool: dice and pips before a roll", () => {
  it("caps dice at ±5 and pips at ±2, with no ladder of named steps", () => {
    expect(D6_MODIFIERS.ladder).toEqual([]);
    expect(D6_MODIFIERS.rolls).toEqual(["rollTrait", "attack", "defend"]);
    expect(checkModifiers(D6_MODIFIERS, "rollTrait", { step: null, free: { dice: 6 } })).toMatchObject({ ok: false, refusal: { code: "modifier-beyond-cap" } });
    expect(checkModifiers(D6_MODIFIERS, "rollTrait", { step: null, free: { pips: 3 } })).toMatchObject({ ok: false, refusal: { code: "modifier-beyond-cap" } });
    expect(checkModifiers(D6_MODIFIERS, "spendFate", { step: null, free: { dice: 1 } })).toMatchObject({ ok: false, refusal: { code: "modifier-not-a-roll" } });
  });

  it("carries pips into dice as a die code does: 3D+2 and +1 pip is 4D, 3D less a pip is 2D+2", () => {
    expect(modifiedCode({ dice: 3, pips: 2 }, chosen(0, 1))).toEqual({ ok: true, value: { dice: 4, pips: 0 } });
    expect(modifiedCode({ dice: 3, pips: 0 }, chosen(0, -1))).toEqual({ ok: true, value: { dice: 2, pips: 2 } });
    expect(modifiedCode({ dice: 2, pips: 1 }, chosen(1, 2))).toEqual({ ok: true, value: { dice: 4, pips: 0 } });
  });

  it("refuses a pool left with no dice", () => {
    expect(modifiedCode({ dice: 2, pips: 2 }, chosen(-2, 0))).toMatchObject({ ok: false, refusal: { code: "pool-empty" } });
    expect(modifiedCode({ dice: 1, pips: 0 }, chosen(0, -1))).toMatchObject({ ok: false, refusal: { code: "pool-empty" } });
  });

  it("rolls the modified pool from the sheet, and the card lists the dice and the pips", () => {
    const plain = started(startWith(module, hunter, "rollTrait", { trait: "agility" }, []));
    const helped = started(startWith(module, hunter, "rollTrait", { trait: "agility" }, [], { step: null, free: { dice: 1, pips: 1 } }));
    // Agility 3D+2, and +1D+1: the third pip makes a die.
    expect(plain.card.data).toMatchObject({ code: "3D+2" });
    expect(helped.card.data).toMatchObject({ code: "5D" });
    expect(module.cards.view(helped.card, { [hunter.ref]: hunter }).lines).toEqual(
      expect.arrayContaining([
        { key: "TURNWRIGHT.D6Pool.Modifier.DiceLine", data: { value: "+1" } },
        { key: "TURNWRIGHT.D6Pool.Modifier.PipsLine", data: { value: "+1" } },
      ]),
    );
  });
});
