import { describe, expect, it } from "vitest";
import { resolveTest } from "../../../src/rulesets/d100-fate/D100Test";
import { FATE_USES, addDegree, recoverFatigue, recoverFromStun, rerollTest, restoreFate, soakDamage, spendFate } from "../../../src/rulesets/d100-fate/fate";
import { initiative } from "../../../src/rulesets/d100-fate/initiative";

describe("Fate Points", () => {
  it("offers all seven uses of the source", () => {
    expect(FATE_USES.map((u) => u.id)).toEqual(["reroll", "bonus", "degree", "initiative", "soak", "unstun", "refresh"]);
  });

  it("spending takes one from the pool; an empty pool refuses", () => {
    expect(spendFate(2)).toEqual({ ok: true, value: 1 });
    expect(spendFate(0)).toMatchObject({ ok: false, refusal: { code: "no-fate", message: "No Fate Points left" } });
    expect(restoreFate(3)).toBe(3);
  });

  it("re-rolls a failed test once, and the re-roll is final", () => {
    const failed = resolveTest(40, 77);
    const again = rerollTest(failed, 88);
    expect(again).toMatchObject({ ok: true, value: { success: false, rerolled: true } });
    if (!again.ok) return;
    expect(rerollTest(again.value, 12)).toMatchObject({ ok: false, refusal: { code: "fate-reroll-final" } });
    expect(rerollTest(resolveTest(40, 12), 5)).toMatchObject({ ok: false, refusal: { code: "fate-reroll-success" } });
  });

  it("adds one degree of success after the roll, once, to a success", () => {
    const boosted = addDegree(resolveTest(45, 23));
    expect(boosted).toMatchObject({ ok: true, value: { degrees: 4, boosted: true } });
    if (boosted.ok) expect(addDegree(boosted.value).ok).toBe(false);
    expect(addDegree(resolveTest(45, 90)).ok).toBe(false);
  });

  it("counts the initiative die as 10", () => {
    expect(initiative(3, 42, 50, true)).toMatchObject({ die: 10, total: 14 });
    expect(initiative(3, 42, 50)).toMatchObject({ die: 3, total: 7, tiebreak: [42, 50] });
  });

  it("removes 1d10 damage from Wounds, never from Critical Damage, never past the maximum", () => {
    expect(soakDamage(2, 12, 6, 4)).toEqual({ ok: true, value: { wounds: 6, restored: 4 } });
    expect(soakDamage(0, 12, 3, 9)).toEqual({ ok: true, value: { wounds: 3, restored: 3 } });
    expect(soakDamage(11, 12, 5, 9)).toEqual({ ok: true, value: { wounds: 12, restored: 1 } });
    expect(soakDamage(0, 12, 0, 9).ok).toBe(false);
  });

  it("recovers from Stunned and from all Fatigue, only when there is something to recover", () => {
    expect(recoverFromStun(true)).toEqual({ ok: true, value: false });
    expect(recoverFromStun(false).ok).toBe(false);
    expect(recoverFatigue(3)).toEqual({ ok: true, value: 0 });
    expect(recoverFatigue(0).ok).toBe(false);
  });
});
