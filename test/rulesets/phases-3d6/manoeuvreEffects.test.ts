import { describe, expect, it } from "vitest";
import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../../src/engine/events";
import { bindRuleSet } from "../../../src/engine/fight/BoundRuleSet";
import { fightingRuleSet } from "../../../src/engine/fight/FightingRuleSet";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { RULESET_IDS } from "../../../src/rulesets/registry";
import { phasesRuntime } from "../../../src/rulesets/phases-3d6/runtime";

const BOUND = fightingRuleSet(bindRuleSet(phasesRuntime));

/** a (CV 6, Sword) against b (Club); b acts first when given CV 6 too, thanks to the roll-offs 10 and 90. */
function fight(aActions: string[], b: Record<string, unknown>, bActions: string[], dice: number[]): readonly CombatEvent[] {
  const scenario = {
    ruleset: "phases-3d6",
    maxRounds: 1,
    combatants: [
      {
        id: "a",
        side: "red",
        actor: { combatValue: 6, body: { max: 40 } },
        items: [{ type: "weapon", name: "Sword" }],
        script: [{ round: 1, actions: aActions }],
      },
      { id: "b", side: "blue", actor: { body: { max: 40 }, ...b }, items: [{ type: "weapon", name: "Club" }], script: [{ round: 1, actions: bActions }] },
    ],
  };
  const loaded = loadScenario(scenario, { known: RULESET_IDS, find: () => BOUND });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.value.ruleset.prepare(loaded.value.combatants)(new ForcedFaces([10, 90, ...dice], new SeededFaces(1)), { maxRounds: 1, log: true }).events;
}

const phase1 = (events: readonly CombatEvent[]) => events.filter((e) => e.round === 1 && e.phase === 1);
const ofType = <T extends CombatEvent["type"]>(events: readonly CombatEvent[], type: T) =>
  events.filter((e): e is Extract<CombatEvent, { type: T }> => e.type === type);

describe("phases-3d6 manoeuvres in a fight", () => {
  it("Roll With A Punch halves the next hit's Stun and Body", () => {
    // b rolls; a hits (16 + 7 against 10 + 6 - 2); four sixes: 24 Stun, 8 Body, halved.
    const events = phase1(fight(["strike"], { combatValue: 6 }, ["rollWithAPunch"], [6, 5, 5, 6, 6, 6, 6]));
    expect(ofType(events, "roll")[0]).toMatchObject({ combatant: "a", target: 14, success: true });
    expect(ofType(events, "damage")[0]).toMatchObject({
      target: "b",
      amount: 12,
      body: 4,
      raw: 24,
      result: "hurt",
      adjustments: [{ op: "divided", by: 2, why: "rolled" }],
    });
  });

  it("a Block stops a blow when 3d6 + the blocker's OCV reaches 10 + the attacker's OCV", () => {
    const held = phase1(fight(["strike"], { combatValue: 6 }, ["block"], [6, 5, 5, 5, 5, 1]));
    expect(ofType(held, "defense")[0]).toMatchObject({ defender: "b", attacker: "a", reaction: "block", success: true });
    expect(ofType(held, "roll")[1]).toMatchObject({ combatant: "b", purpose: "block", total: 17, target: 17 });
    expect(ofType(held, "damage")).toEqual([]);
    const failed = phase1(fight(["strike"], { combatValue: 6 }, ["block"], [6, 5, 5, 5, 4, 1, 2, 2, 2, 2]));
    expect(ofType(failed, "defense")[0]).toMatchObject({ success: false });
    expect(ofType(failed, "damage")[0]).toMatchObject({ target: "b", amount: 8 });
  });

  it("a Disarm that hits leaves the target bare-handed", () => {
    // a acts first (CV 6 against 5): 15 + 6 + 1 - 2 against 10 + 5.
    const events = phase1(fight(["disarm"], { combatValue: 5 }, ["strike"], [6, 6, 3, 4, 4, 4]));
    expect(ofType(events, "condition")[0]).toMatchObject({ combatant: "b", condition: "disarmed", active: true });
    expect(ofType(events, "attack")[1]).toMatchObject({ attacker: "b", weapon: "Unarmed" });
  });

  it("a Grab holds the target, who cannot move away, until the grabber's next action", () => {
    const events = fight(["grab"], { combatValue: 5 }, ["halfMove"], [4, 3, 3]);
    const first = phase1(events);
    expect(ofType(first, "condition")[0]).toMatchObject({ combatant: "b", condition: "held", active: true });
    expect(ofType(first, "refused")[0]).toMatchObject({ combatant: "b", action: "halfMove", code: "held" });
    const released = ofType(events, "condition").find((e) => e.condition === "held" && !e.active);
    expect(released).toMatchObject({ round: 1, phase: 2, combatant: "b" });
  });
});
