import { describe, expect, it } from "vitest";
import type { CombatEvent } from "../../../src/engine/events";
import { fight } from "./abortSupport";

/** Nobody is Stunned or knocked out by a hit, so every action goes on after its attacks. */
const sturdy = { stun: { max: 900 }, body: { max: 900 } };

function placed(id: string, side: string, q: number, r: number, actor: Record<string, unknown>, more: Record<string, unknown> = {}) {
  return { id, side, position: { q, r }, actor: { ...sturdy, ...actor }, ...more };
}

const scenario = (combatants: Record<string, unknown>[]) => ({ ruleset: "phases-3d6", maxRounds: 1, combatants });

/** A guard who holds its ground, and a looter beside it (or `away` hexes off, under `conditions`) doing `actions` in Phase 1. */
function looting(actions: readonly string[], guard: Record<string, unknown> = {}, away = 1, conditions: readonly string[] = []) {
  return scenario([
    placed("guard", "watch", 0, 0, { combatValue: 8, ...guard }, { script: [{ round: 1, actions: [] }] }),
    placed("looter", "thieves", away, 0, { combatValue: 4 }, { script: [{ round: 1, actions }], conditions }),
  ]);
}

/** Phase 1's attacks of opportunity and actions, in the order they happened. */
function phaseOne(events: readonly CombatEvent[]): string[] {
  return events
    .filter((e) => e.phase === 1)
    .flatMap((e) => {
      if (e.type === "attack" && e.action === "attackOfOpportunity") return [`aoo ${e.attacker}>${e.target}`];
      if (e.type === "action" && e.combatant === "looter") return [`action ${e.action}`];
      if (e.type === "refused" && e.action === "attackOfOpportunity") return [`refused ${e.combatant} ${e.code}`];
      return [];
    });
}

describe("a distracting action in a threatened hex (the source's table, headless)", () => {
  it("provokes when the table says Yes: picking up, shifting something heavy, fetching a stored focus, changing clothes", () => {
    for (const action of ["pickUp", "moveHeavy", "stowFocus", "changeClothes"]) {
      for (let seed = 1; seed <= 5; seed += 1)
        expect(phaseOne(fight(looting([action]), seed).events), action).toEqual([`action ${action}`, "aoo guard>looter"]);
    }
  });

  it("provokes the Yes (skill check negates) rows too: the skill roll is the table's, and is not made headless", () => {
    for (const action of ["drawFocus", "mount", "reload"])
      expect(phaseOne(fight(looting([action]), 2).events), action).toEqual([`action ${action}`, "aoo guard>looter"]);
  });

  it("provokes the Usually rows: the GM's exception is the table's, and is not made headless", () => {
    for (const action of ["moveSkill", "startFullPhase", "fullPhaseSkill"])
      expect(phaseOne(fight(looting([action]), 3).events), action).toEqual([`action ${action}`, "aoo guard>looter"]);
  });

  it("does not provoke the No rows, out of every enemy's reach, or in a fight without a map", () => {
    for (const action of ["analyse", "door", "takeRecovery", "brace", "drop"])
      expect(phaseOne(fight(looting([action]), 4).events), action).toEqual([`action ${action}`]);
    expect(phaseOne(fight(looting(["pickUp"], {}, 3), 4).events)).toEqual(["action pickUp"]);
    const mapless = scenario([
      { id: "guard", side: "watch", actor: { combatValue: 8, ...sturdy }, script: [{ round: 1, actions: [] }] },
      { id: "looter", side: "thieves", actor: { combatValue: 4, ...sturdy }, script: [{ round: 1, actions: ["pickUp"] }] },
    ]);
    expect(phaseOne(fight(mapless, 4).events)).toEqual(["action pickUp"]);
  });

  it("each distracting action is an opportunity of its own: Combat Reflexes takes both, else the second is refused", () => {
    expect(phaseOne(fight(looting(["pickUp", "moveHeavy"], { combatReflexes: true }), 5).events)).toEqual([
      "action pickUp",
      "aoo guard>looter",
      "action moveHeavy",
      "aoo guard>looter",
    ]);
    expect(phaseOne(fight(looting(["pickUp", "moveHeavy"]), 5).events)).toEqual([
      "action pickUp",
      "aoo guard>looter",
      "action moveHeavy",
      "refused guard aoo-phase-used",
    ]);
  });

  it("nothing after the threatener's Dodge this Phase", () => {
    const dodger = scenario([
      placed("guard", "watch", 0, 0, { combatValue: 8 }, { script: [{ round: 1, actions: ["dodge"] }] }),
      placed("looter", "thieves", 1, 0, { combatValue: 4 }, { script: [{ round: 1, actions: ["pickUp"] }] }),
    ]);
    expect(phaseOne(fight(dodger, 6).events)).toEqual(["action pickUp", "refused guard aoo-after-dodge"]);
  });

  it("the attack comes before the action takes effect: a prone character getting up is struck while still prone", () => {
    const prone = looting(["standUp"], {}, 1, ["prone"]);
    const events = fight(prone, 7, [50, 50]).events.filter((e) => e.phase === 1);
    const attack = events.findIndex((e) => e.type === "attack" && e.action === "attackOfOpportunity");
    const upright = events.findIndex((e) => e.type === "condition" && e.condition === "prone" && !e.active);
    expect(attack).toBeGreaterThanOrEqual(0);
    expect(upright).toBeGreaterThan(attack);
  });

  it("an actor Stunned by the attack does not complete the action", () => {
    // Roll-offs 50 each; the guard's blow is a natural 3 (always hits), 4d6 of twos: 8 Stun
    // against a Body maximum of 5 leaves the looter Stunned: it stays prone.
    const fragile = scenario([
      placed("guard", "watch", 0, 0, { combatValue: 8 }, { items: [{ type: "weapon", name: "Sword" }], script: [{ round: 1, actions: [] }] }),
      {
        id: "looter",
        side: "thieves",
        position: { q: 1, r: 0 },
        actor: { combatValue: 4, stun: { max: 30 }, body: { max: 5 } },
        conditions: ["prone"],
        script: [{ round: 1, actions: ["standUp"] }],
      },
    ]);
    const events = fight(fragile, 10, [50, 50, 3, 3, 3, 2, 2, 2, 2]).events.filter((e) => e.phase === 1);
    expect(events.find((e) => e.type === "condition" && e.condition === "stunned")).toMatchObject({ combatant: "looter", active: true });
    expect(events.some((e) => e.type === "condition" && e.condition === "prone")).toBe(false);
  });
});
