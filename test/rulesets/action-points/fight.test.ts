import { describe, expect, it } from "vitest";
import type { CombatEvent } from "../../../src/engine/events";
import { apExample, apFight } from "./fightSupport";

const of = <T extends CombatEvent["type"]>(events: readonly CombatEvent[], type: T) =>
  events.filter((event): event is Extract<CombatEvent, { type: T }> => event.type === type);

const attributes = (die: string) => ({
  agility: die,
  perception: die,
  stamina: die,
  strength: die,
  reflexes: die,
  intellect: die,
  willpower: die,
  presence: die,
});

/** Two fighters, plain: each a d8 in everything, 10 AP, a 3-AP weapon and no armour unless told. */
function duel(a: Record<string, unknown> = {}, b: Record<string, unknown> = {}, options: Record<string, unknown> = {}): Record<string, unknown> {
  const fighter = (id: string, side: string, extra: Record<string, unknown>) => ({
    id,
    side,
    actor: { attributes: attributes("d8"), fitness: 30, skills: { combat: 1, defense: 1, toughness: 1 }, actionPoints: { max: 10 } },
    items: [{ type: "weapon", name: "Club", ap: 3, damage: "1d6" }],
    ...extra,
  });
  return { ruleset: "action-points", seed: 3, maxRounds: 3, options, combatants: [fighter("ana", "left", a), fighter("bo", "right", b)] };
}

describe("action-points initiative", () => {
  it("is the AP each has when the fight begins: the most, with nothing spent before it", () => {
    const events = apFight(apExample("duel"), 5);
    expect(of(events, "initiative").map((event) => [event.combatant, event.total])).toEqual([
      ["vesna", 12],
      ["grusk", 10],
    ]);
  });

  it("is lowered by each pre-combat action's cost, except for those who have the drop; every round still starts with full AP", () => {
    const events = apFight(apExample("ambush"), 11);
    const spent = of(events, "action").filter((event) => event.round === 1 && event.pass === undefined);
    expect(spent.map((event) => [event.combatant, event.action, event.cost, event.apLeft])).toEqual([
      ["kell", "strategicCoordination", 2, 10],
      ["kell", "dropBags", 1, 9],
      ["osk", "singleMove", 1, 9],
      ["tamsin", "readyWeapon", 2, 9],
    ]);
    expect(of(events, "initiative").map((event) => [event.combatant, event.total])).toEqual([
      ["kell", 12],
      ["osk", 10],
      ["tamsin", 9],
      ["drover", 9],
    ]);
    expect(of(events, "initiative")[0]?.note).toMatch(/has the drop/);
    const replenished = of(events, "resource").filter((event) => event.round === 1);
    expect(replenished.map((event) => event.remaining)).toEqual([12, 10, 11, 9]);
  });

  it("refuses a pre-combat action that no longer fits the AP, with the reason, and takes the rest", () => {
    const scenario = duel({
      preCombat: ["strategicCoordination", "readyWeapon", "dropBags"],
      actor: { attributes: attributes("d8"), actionPoints: { max: 3 } },
    });
    const events = apFight(scenario);
    expect(of(events, "refused").filter((event) => event.combatant === "ana")[0]).toMatchObject({
      action: "readyWeapon",
      code: "points-short",
      reason: "readyWeapon needs 2 AP; only 1 AP left",
    });
    expect(of(events, "initiative")[0]).toMatchObject({ combatant: "ana", total: 0 });
  });
});

describe("an action-points round of passes", () => {
  it("logs every action with its cost and the AP left, and every step of a pass with the pass", () => {
    const events = apFight(apExample("squad-4v6"), 7);
    for (const action of of(events, "action")) {
      expect(action.cost).toBeGreaterThanOrEqual(0);
      expect(action.apLeft).toBeGreaterThanOrEqual(0);
    }
    for (const event of events.filter((e) => e.type === "turn-start" || e.type === "attack" || e.type === "damage"))
      expect(event.pass).toBeGreaterThanOrEqual(1);
    expect(Math.max(...of(events, "turn-start").map((event) => event.pass ?? 0))).toBeGreaterThan(1);
  });

  it("refuses an action that costs more than the AP left, with the reason, and changes nothing", () => {
    const idle = { script: [{ round: 1, actions: ["pass"] }] };
    const scenario = duel(
      { script: [{ round: 1, actions: ["attack", "attack", "attack", "attack"] }], items: [{ type: "weapon", name: "Maul", ap: 4, damage: "1d8" }] },
      idle,
    );
    const events = apFight(scenario);
    const refusal = of(events, "refused").find((event) => event.combatant === "ana");
    expect(refusal).toMatchObject({ action: "attack", code: "points-short", reason: "attack needs 4 AP; only 2 AP left", round: 1, pass: 3 });
    expect(of(events, "action").filter((event) => event.combatant === "ana" && event.action === "attack" && event.round === 1)).toHaveLength(2);
  });

  it("gives Full Defense's Defense bonus this round, and takes it off the next when the character then attacks", () => {
    const defender = {
      script: [{ round: 1, actions: ["fullDefense", "attack"] }],
      actor: { attributes: attributes("d8"), fitness: 30, skills: { combat: 1, defense: 3, toughness: 1 }, actionPoints: { max: 10 } },
    };
    const idle = { script: [{ round: 1, actions: ["pass"] }] };
    const events = apFight(duel(defender, idle));
    const ana = of(events, "action").filter((event) => event.combatant === "ana" && event.round === 1);
    expect(ana[0]).toMatchObject({ action: "fullDefense", cost: 0, apLeft: 13 });
    expect(ana[1]).toMatchObject({ action: "attack", pass: 2 });
    const round2 = of(events, "resource").find((event) => event.combatant === "ana" && event.round === 2);
    expect(round2?.remaining).toBe(7);
    const again = apFight(duel({ ...defender, script: [{ round: 1, actions: ["fullDefense", "fullDefense"] }] }, idle));
    expect(of(again, "refused").find((event) => event.combatant === "ana")).toMatchObject({ code: "full-defense-taken" });
    expect(of(again, "resource").find((event) => event.combatant === "ana" && event.round === 2)?.remaining).toBe(10);
  });

  it("with the world's re-sort, orders each later round by the AP left at the end of the one before", () => {
    const scenario = duel({ script: [{ round: 1, actions: ["walk"] }] }, {}, { resortEachRound: true });
    const events = apFight(scenario);
    const round2 = of(events, "initiative").filter((event) => event.round === 2);
    const left = (id: string) =>
      of(events, "action")
        .filter((event) => event.round === 1 && event.combatant === id)
        .at(-1)?.apLeft;
    expect(round2.map((event) => [event.combatant, event.total])).toEqual([
      ["ana", left("ana")],
      ["bo", left("bo")],
    ]);
    expect(of(events, "round-start").find((event) => event.round === 2)?.order).toEqual(
      (left("ana") ?? 0) >= (left("bo") ?? 0) ? ["ana", "bo"] : ["bo", "ana"],
    );
  });
});

describe("surprise in action-points", () => {
  it("lets the surprised only defend in the first round, defending with Perception, and act from the second", () => {
    const events = apFight(apExample("ambush"), 11);
    const refused = of(events, "refused").filter((event) => event.code === "surprised-defend-only");
    expect(new Set(refused.map((event) => event.combatant))).toEqual(new Set(["tamsin", "drover"]));
    expect(refused.every((event) => event.round === 1)).toBe(true);
    // Whoever of them the raiders attack in the first round still defends.
    const attacked = new Set(of(events, "attack").flatMap((event) => (event.round === 1 ? [event.target] : [])));
    expect(attacked.size).toBeGreaterThan(0);
    for (const target of attacked)
      expect(
        of(events, "action").some((event) => event.combatant === target && event.action === "defend" && event.round === 1),
        target,
      ).toBe(true);
  });
});

describe("an action-points attack", () => {
  it("rolls the attacker's die, then the defender's, then the location, then the damage: the called shot to the head", () => {
    const events = apFight(apExample("called-shot-head"), 2);
    expect(of(events, "action")[0]).toMatchObject({ combatant: "marksman", action: "attack:head", cost: 7, apLeft: 5 });
    expect(of(events, "roll").slice(0, 2)).toMatchObject([
      { combatant: "marksman", purpose: "attack", dice: [11], target: 10, success: true },
      { combatant: "sentry", purpose: "defence", dice: [6], target: 3, success: true },
    ]);
    expect(of(events, "attack")[0]).toMatchObject({ attacker: "marksman", target: "sentry", hit: true, roll: 11, location: "head" });
    expect(of(events, "damage")[0]).toMatchObject({ target: "sentry", raw: 10, soak: 1, multiplier: 3, amount: 27, location: "head" });
    expect(of(events, "injury")[0]).toMatchObject({ combatant: "sentry", attribute: "agility", from: "d6", to: "d4" });
  });

  it("lands where the d20 says without a call: a groin hit asks for a Stamina test, and a failure lays the target prone until it stands", () => {
    // ana attacks: 8 hits, bo defends with 1, the d20 says 13 (groin), the club rolls 5, bo's Stamina rolls 1.
    const events = apFight(duel({ script: [{ round: 1, actions: ["attack"] }] }, { script: [{ round: 1, actions: ["stand"] }] }), 3, [8, 1, 13, 5, 1]);
    expect(of(events, "damage")[0]).toMatchObject({ target: "bo", location: "groin", amount: 5, multiplier: 1 });
    expect(of(events, "roll").find((event) => event.purpose === "groin")).toMatchObject({ combatant: "bo", dice: [1], target: 4, success: false });
    expect(
      of(events, "condition")
        .filter((event) => event.combatant === "bo")
        .map((event) => event.active),
    ).toEqual([true, false]);
    expect(of(events, "action").find((event) => event.combatant === "bo" && event.action === "stand")).toMatchObject({ cost: 1 });
  });

  it("tests a serious injury against the session's damage less Toughness once, as the damage card at the table does", () => {
    const tough = {
      actor: {
        attributes: { ...attributes("d8"), stamina: "d12" },
        fitness: 1,
        damageTaken: 8,
        skills: { combat: 0, defense: 0, toughness: 2 },
        actionPoints: { max: 10 },
      },
    };
    // ana hits with 8, bo defends with 1, location 10, damage 6: bo's session comes to 14; its Stamina d12 shows 11, short of 14 - 2.
    const events = apFight(duel({ script: [{ round: 1, actions: ["attack"] }] }, tough), 3, [8, 1, 10, 6, 11, 2]);
    expect(of(events, "roll").find((event) => event.purpose === "serious injury")).toMatchObject({
      combatant: "bo",
      dice: [11],
      target: 12,
      against: [
        { by: 14, why: "damageTaken" },
        { by: -2, why: "toughness" },
      ],
      success: false,
    });
  });

  it("puts a character Down when a serious injury takes an attribute below d4, and the fight ends with its side", () => {
    const frail = { actor: { attributes: attributes("d4"), fitness: 1, skills: { combat: 0, defense: 0, toughness: 0 }, actionPoints: { max: 10 } } };
    // ana hits with 8, bo's d4 defends with 1, location 10, damage 6; bo's Stamina test 1 fails; the d8 names 2.
    const events = apFight(duel({ script: [{ round: 1, actions: ["attack"] }] }, frail), 3, [8, 1, 10, 6, 1, 2]);
    expect(of(events, "injury")[0]).toMatchObject({ combatant: "bo", attribute: "perception", from: "d4", to: "none" });
    expect(of(events, "condition").find((event) => event.condition === "down")).toMatchObject({ combatant: "bo", active: true });
    expect(of(events, "combat-end")[0]).toMatchObject({ winner: "left", reason: "victory" });
  });
});
