import { describe, expect, it } from "vitest";
import { actionPointPasses, actionPointPassesResorted } from "../../../../src/engine/clock/shapes";
import { ACTION_POINTS_DECLARATION } from "../../../../src/rulesets/action-points/declaration";
import { apCombat, apInBudget } from "../../../../src/rulesets/action-points/play/combat";
import { AP_DOCUMENTS } from "../../../../src/rulesets/action-points/play/documents";
import { rollFormula } from "../../../support/rollFormula";
import { apActor, grusk, vesna } from "./actors";

const combat = apCombat({ standardMtn: 4, resortEachRound: false });

describe("the action-points tracker rules", () => {
  it("run on passes, re-sorted each round when the world says so", () => {
    expect(combat.clock).toBe(actionPointPasses);
    expect(apCombat({ standardMtn: 4, resortEachRound: true }).clock).toBe(actionPointPassesResorted);
  });

  it("score initiative as the AP in hand, with no dice, as the formula Foundry rolls does", () => {
    const spent = apActor("Actor.s", "Scout", { actionPoints: { max: 10, value: 7 } });
    expect(combat.initiativeDice(spent, { luck: false })).toEqual([]);
    // Rolling it ends the round before the fight: the sheet has its AP back.
    expect(combat.initiative(spent, [], { luck: false })).toMatchObject({ score: 7, changes: [{ actor: "Actor.s", system: { "actionPoints.value": 10 } }] });
    const data = { ...Object(spent.system), derived: AP_DOCUMENTS.derive("action-points", spent.system) };
    expect(rollFormula(ACTION_POINTS_DECLARATION.initiativeFormula, data, 1)).toBe(7);
    expect(combat.initiative(vesna, [], { luck: false })).toMatchObject({ score: 12 });
    // The drop on its enemies: full AP, whatever went before the fight.
    expect(combat.initiative(spent, [], { luck: false, drop: true })).toMatchObject({ score: 10, detail: { key: "TURNWRIGHT.ActionPoints.Initiative.Drop" } });
    // Re-sorted between rounds: the AP the round left, not the sheet's.
    expect(combat.initiative(spent, [], { luck: false, budget: { ap: 2, max: 10, fullDefense: null, nextRoundLess: 0 } })).toMatchObject({ score: 2 });
  });

  it("give each round the most AP, charge each action its real cost, and refuse what does not fit with the reason", () => {
    const fresh = combat.freshBudget(vesna);
    expect(apInBudget(fresh)).toBe(12);
    // The sabre's 4 AP and the coat's EV 1; a called shot one more.
    const cut = combat.spend(fresh, "attack:sabre", vesna);
    expect(cut.ok && apInBudget(cut.value)).toBe(7);
    const called = combat.spend(fresh, "attack:sabre:head", vesna);
    expect(called.ok && apInBudget(called.value)).toBe(6);
    const walk = combat.spend(fresh, "walk", vesna);
    expect(walk.ok && apInBudget(walk.value)).toBe(10);
    const low = { ap: 3, max: 12, fullDefense: null, nextRoundLess: 0 };
    expect(combat.spend(low, "attack:sabre", vesna)).toMatchObject({
      ok: false,
      refusal: { code: "points-short", message: "attack needs 5 AP; only 3 AP left" },
    });
    expect(combat.spend(fresh, "attack:axe", vesna)).toMatchObject({ ok: false, refusal: { code: "weapon-not-ready" } });
    expect(combat.spend(fresh, "stand", vesna)).toMatchObject({ ok: false, refusal: { code: "not-prone" } });
    expect(combat.spend(fresh, "fly", vesna)).toMatchObject({ ok: false, refusal: { code: "unknown-action" } });
  });

  it("add the Defense skill with Full Defense, once a round, and take it off the next round's AP after an attack", () => {
    const defended = combat.spend(combat.freshBudget(vesna), "fullDefense", vesna);
    if (!defended.ok) throw new Error(defended.refusal.message);
    expect(apInBudget(defended.value)).toBe(13);
    expect(combat.spend(defended.value, "fullDefense", vesna)).toMatchObject({ ok: false, refusal: { code: "full-defense-taken" } });
    const attacked = combat.spend(defended.value, "attack:sabre", vesna);
    if (!attacked.ok) throw new Error(attacked.refusal.message);
    expect(apInBudget(combat.startRound(attacked.value, vesna))).toBe(11);
    expect(apInBudget(combat.startRound(defended.value, vesna))).toBe(12);
  });

  it("take the defender's AP for an active defence out of its turn, and say when nothing more can be paid for", () => {
    expect(combat.outOfTurn("defend")).toBe(true);
    expect(combat.outOfTurn("attack:sabre")).toBe(false);
    const grusky = combat.spend(combat.freshBudget(grusk), "defend", grusk);
    expect(grusky.ok && apInBudget(grusky.value)).toBe(7);
    expect(combat.exhausted?.({ ap: 2, max: 10, fullDefense: null, nextRoundLess: 0 }, grusk)).toBe(true);
    expect(combat.exhausted?.({ ap: 3, max: 10, fullDefense: null, nextRoundLess: 0 }, grusk)).toBe(false);
  });

  it("show AP as pips, spent ones filled, and no turn for one who is Down", () => {
    expect(combat.pips({ ap: 3, max: 5, fullDefense: null, nextRoundLess: 0 }).map((pip) => pip.spent)).toEqual([false, false, false, true, true]);
    expect(combat.canAct(vesna)).toBe(true);
    expect(
      combat.canAct(
        apActor("Actor.d", "Downed", {
          attributes: { agility: "none", perception: "d6", stamina: "d6", strength: "d6", reflexes: "d6", intellect: "d6", willpower: "d6", presence: "d6" },
        }),
      ),
    ).toBe(false);
    expect(combat.tokenMark({ ap: 3, max: 5, fullDefense: { bonus: 1, attacked: false }, nextRoundLess: 0 })).toMatchObject({
      key: "TURNWRIGHT.ActionPoints.Mark.fullDefense",
    });
  });
});
