import { describe, expect, it } from "vitest";
import { validate } from "../../../src/engine/schema/validate";
import { characterPointDice, doubled } from "../../../src/rulesets/d6-pool/dieCode";
import { codeOf, rollCode } from "../../../src/rulesets/d6-pool/rollCode";
import { D6ActorSchema, type D6Actor } from "../../../src/rulesets/d6-pool/schema";

function actor(data: object): D6Actor {
  const read = validate(D6ActorSchema, data);
  if (!read.ok) throw new Error(JSON.stringify(read.issues));
  return read.value;
}

describe("the code a trait is rolled with", () => {
  it("is the skill's own code, or its attribute's when the sheet leaves the skill out", () => {
    const sergeant = actor({ agility: "3D+1", perception: "2D+2", skills: { dodge: "4D+2" } });
    expect(codeOf(sergeant, "dodge")).toEqual({ dice: 4, pips: 2 });
    expect(codeOf(sergeant, "brawling")).toEqual({ dice: 3, pips: 1 });
    expect(codeOf(sergeant, "search")).toEqual({ dice: 2, pips: 2 });
    expect(codeOf(sergeant, "perception")).toEqual({ dice: 2, pips: 2 });
  });

  it("loses a die per declared action beyond the first, and the wound's dice", () => {
    const sergeant = actor({ agility: "5D" });
    expect(rollCode(codeOf(sergeant, "brawling"), { actions: 4, wound: "unhurt", fate: false })).toEqual({ ok: true, value: { dice: 2, pips: 0 } });
    expect(rollCode(codeOf(sergeant, "brawling"), { actions: 2, wound: "severelyWounded", fate: false })).toEqual({ ok: true, value: { dice: 2, pips: 0 } });
  });

  it("is doubled by a Fate Point before the penalties come off", () => {
    expect(doubled({ dice: 3, pips: 2 })).toEqual({ dice: 7, pips: 1 });
    expect(rollCode({ dice: 3, pips: 2 }, { actions: 2, wound: "unhurt", fate: true })).toEqual({ ok: true, value: { dice: 6, pips: 1 } });
  });

  it("gains a die per consecutive round of aiming, at most three, before the penalties", () => {
    expect(rollCode({ dice: 3, pips: 1 }, { actions: 1, wound: "unhurt", fate: false, aimedRounds: 2 })).toEqual({ ok: true, value: { dice: 5, pips: 1 } });
    expect(rollCode({ dice: 3, pips: 1 }, { actions: 2, wound: "unhurt", fate: false, aimedRounds: 5 })).toEqual({ ok: true, value: { dice: 5, pips: 1 } });
  });

  it("refuses a roll left with no dice", () => {
    expect(rollCode({ dice: 2, pips: 1 }, { actions: 3, wound: "unhurt", fate: false })).toMatchObject({ ok: false, refusal: { code: "pool-empty" } });
  });

  it("adds Character Points as extra dice that explode on 6 like the Wild Die, with no complication", () => {
    expect(characterPointDice(2)).toEqual({ count: 2, faces: 6, explode: [6] });
  });
});
