import { describe, expect, it } from "vitest";
import { D100_MODULE } from "../../../../src/rulesets/d100-fate/play/module";
import { packActor } from "./packActors";

const sergeant = packActor("guard-sergeant");

describe("the d100-fate tracker rules", () => {
  it("rolls 1d10 + Agility Bonus with a recorded roll-off, or counts the die as 10 for a Fate Point", () => {
    const combat = D100_MODULE.combat;
    expect(combat.initiativeDice(sergeant, { luck: false }).map((r) => r.faces)).toEqual([10, 100]);
    const outcomes = [
      { request: { count: 1, faces: 10 }, dice: [], total: 3 },
      { request: { count: 1, faces: 100 }, dice: [], total: 57 },
    ];
    expect(combat.initiative(sergeant, outcomes, { luck: false })).toMatchObject({ score: 7, tiebreak: [42, 57], changes: [] });
    expect(combat.initiative(sergeant, outcomes, { luck: true })).toMatchObject({ score: 14, changes: [{ actor: sergeant.ref, system: { "fate.value": 1 } }] });
  });

  it("fills Full, Half, Half, Reaction pips as actions are spent, and refuses with the reason", () => {
    const combat = D100_MODULE.combat;
    let budget: unknown = combat.freshBudget(null);
    expect(combat.pips(budget).map((p) => p.spent)).toEqual([false, false, false, false]);
    const aim = combat.spend(budget, "halfAim", sergeant);
    if (!aim.ok) throw new Error(aim.refusal.message);
    budget = aim.value;
    expect(combat.pips(budget).map((p) => p.spent)).toEqual([true, true, false, false]);
    expect(combat.spend(budget, "halfAim", sergeant)).toMatchObject({ ok: false, refusal: { message: "Already used a Half Action of this kind this turn" } });
    const dodge = combat.spend(budget, "dodge", sergeant);
    if (!dodge.ok) throw new Error(dodge.refusal.message);
    expect(combat.pips(dodge.value).map((p) => p.spent)).toEqual([true, true, false, true]);
    expect(combat.pips(combat.startTurn(dodge.value, { restricted: false })).map((p) => p.spent)).toEqual([false, false, false, true]);
    expect(combat.pips(combat.startRound(dodge.value, null)).map((p) => p.spent)).toEqual([false, false, false, false]);
  });

  it("reads a damaged stored budget as a fresh one rather than failing", () => {
    expect(D100_MODULE.combat.pips({ turn: "x" }).map((p) => p.spent)).toEqual([false, false, false, false]);
    expect(D100_MODULE.combat.canAct(sergeant)).toBe(true);
    expect(D100_MODULE.combat.canAct(packActor("guard-sergeant", "Actor.y", (s) => Object.assign(s, { criticalDamage: 5 })))).toBe(false);
  });
});

describe("the d100-fate documents", () => {
  it("derives each characteristic's bonus for sheets and rolls", () => {
    expect(D100_MODULE.documents.derive("d100-fate", sergeant.system)).toMatchObject({ agilityBonus: 4, toughnessBonus: 4, woundsLeft: 14 });
    expect(D100_MODULE.documents.derive("d100-fate-weapon", {})).toEqual({});
  });
});

describe("a new d100-fate session", () => {
  it("gives spent Fate back, and leaves an actor whose Fate is whole alone", () => {
    const spent = packActor("guard-sergeant", "Actor.spent", (system) => Object.assign(system, { fate: { value: 0, max: 2 } }));
    expect(D100_MODULE.newSession(spent)).toEqual([{ actor: "Actor.spent", system: { "fate.value": 2 } }]);
    expect(D100_MODULE.newSession(sergeant)).toEqual([]);
  });
});
