import { describe, expect, it } from "vitest";
import { RULESETS } from "../../../src/rulesets/registry";
import { exampleScenario, fightLog } from "../../support/scenarioFights";
import { scriptWarningsOf } from "../../support/scriptWarningsOf";

/** The duel with its first combatant surprised (or not) and scripted for round 1. */
function duelWith(actions: string[], surprised = true) {
  const duel = exampleScenario("action-points", "duel") as { combatants: Record<string, unknown>[] };
  return { ...duel, combatants: duel.combatants.map((c, i) => (i === 0 ? { ...c, surprised, script: [{ round: 1, actions }] } : c)) };
}

describe("action-points: a surprised combatant scripted for more than one defence in round 1", () => {
  it.each([
    [["attack"], "attack"],
    [["walk", "attack"], "walk"],
    [["fullDefense", "attack"], "attack"],
  ])("%j: warned of the first action that never happens, and the fight takes none of them", (actions, lost) => {
    const scenario = duelWith(actions);
    const id = String((scenario.combatants[0] as { id: string }).id);
    expect(scriptWarningsOf(scenario)).toEqual([{ code: "surprised-defends-only", combatant: id, script: 0, round: 1, action: lost }]);
    const log = fightLog(RULESETS, scenario);
    const taken = log.filter((e) => e.type === "action" && e.combatant === id && e.round === 1 && e.action === lost);
    expect(taken).toEqual([]);
  });

  it.each([
    [["fullDefense"], true],
    [["pass"], true],
    [["attack"], false],
  ])("%j (surprised: %s): no warning", (actions, surprised) => {
    expect(scriptWarningsOf(duelWith(actions, surprised))).toEqual([]);
  });
});
