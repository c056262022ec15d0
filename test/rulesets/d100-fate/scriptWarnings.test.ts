import { describe, expect, it } from "vitest";
import type { CombatEvent } from "../../../src/engine/events";
import { RULESETS } from "../../../src/rulesets/registry";
import { fightLog } from "../../support/scenarioFights";
import { scriptWarningsOf } from "../../support/scriptWarningsOf";

/** A trooper with `weapons`, scripted to take `action` in round 1, against a cultist. */
function scripted(action: string, weapons: string[]) {
  return {
    ruleset: "d100-fate",
    maxRounds: 3,
    combatants: [
      {
        id: "trooper",
        side: "guard",
        actor: { wounds: { max: 40 } },
        items: weapons.map((name) => ({ type: "weapon", name })),
        script: [{ round: 1, actions: [action], target: "cultist" }],
      },
      { id: "cultist", side: "cult", actor: { wounds: { max: 40 } }, items: [{ type: "weapon", name: "Knife" }] },
    ],
  };
}

const refusalsInRound1 = (events: readonly CombatEvent[]): string[] =>
  events.flatMap((event) => (event.type === "refused" && event.round === 1 && event.combatant === "trooper" ? [event.code] : []));

describe("d100-fate: a scripted attack its gear cannot make", () => {
  it.each([
    ["semiAutoBurst", ["Sword"], "ranged-weapon", null, "no-weapon"],
    ["charge", ["Las rifle"], "melee-weapon", null, "no-weapon"],
    ["allOutAttack", ["Autogun"], "melee-weapon", null, "no-weapon"],
    ["semiAutoBurst", ["Shotgun", "Las rifle"], "semi-auto", "Shotgun", "no-semi-auto"],
    ["fullAutoBurst", ["Las rifle"], "full-auto", "Las rifle", "no-full-auto"],
    ["standardAttack", ["Heavy stubber", "Sword"], "single-shot", "Heavy stubber", "no-single-shot"],
  ] as const)("%s with %j: warned of, and refused in the fight as warned", (action, weapons, needs, weapon, refusal) => {
    const scenario = scripted(action, [...weapons]);
    expect(scriptWarningsOf(scenario)).toEqual([{ code: "unfit-action", combatant: "trooper", script: 0, round: 1, action, needs, weapon }]);
    for (let seed = 1; seed <= 5; seed += 1) expect(refusalsInRound1(fightLog(RULESETS, scenario, seed))).toContain(refusal);
  });

  it.each([
    ["semiAutoBurst", ["Las rifle"]],
    ["fullAutoBurst", ["Sword", "Autogun"]],
    ["charge", ["Las rifle", "Sword"]],
    ["standardAttack", ["Sword"]],
    ["standardAttack", []],
    ["halfAim", []],
  ] as const)("%s with %j: no warning, and no refusal of it for want of gear", (action, weapons) => {
    const scenario = scripted(action, [...weapons]);
    expect(scriptWarningsOf(scenario)).toEqual([]);
    expect(refusalsInRound1(fightLog(RULESETS, scenario, 1)).filter((code) => code.startsWith("no-") && code !== "no-target")).toEqual([]);
  });

  it("names an unfit action once, however often the step lists it", () => {
    const scenario = scripted("semiAutoBurst", ["Sword"]);
    const twice = {
      ...scenario,
      combatants: scenario.combatants.map((c) => (c.id === "trooper" ? { ...c, script: [{ round: 1, actions: ["semiAutoBurst", "semiAutoBurst"] }] } : c)),
    };
    expect(scriptWarningsOf(twice)).toHaveLength(1);
  });
});

describe("d100-fate: a step the turn's budget has no room for", () => {
  const step = (actions: string[], weapons = ["Las rifle", "Sword"]) => {
    const scenario = scripted(actions[0] ?? "halfAim", weapons);
    return { ...scenario, combatants: scenario.combatants.map((c) => (c.id === "trooper" ? { ...c, script: [{ round: 1, actions, target: "cultist" }] } : c)) };
  };

  it.each([
    [["standardAttack", "standardAttack"], "standardAttack", ["standardAttack"], true, "kind-repeated"],
    [["halfAim", "halfAim"], "halfAim", ["halfAim"], true, "kind-repeated"],
    [["allOutAttack", "standardAttack"], "standardAttack", ["allOutAttack"], false, "turn-full"],
    [["halfAim", "standardAttack", "move"], "move", ["halfAim", "standardAttack"], false, "turn-full"],
  ] as const)("%j: warned of, and refused in the fight as warned", (actions, action, after, repeated, refusal) => {
    const scenario = step([...actions]);
    expect(scriptWarningsOf(scenario)).toEqual([{ code: "over-budget", combatant: "trooper", script: 0, round: 1, action, after, repeated }]);
    for (let seed = 1; seed <= 5; seed += 1) expect(refusalsInRound1(fightLog(RULESETS, scenario, seed))).toContain(refusal);
  });

  it("pays nothing for an attack refused for its gear, as the turn does: the next action still fits", () => {
    expect(scriptWarningsOf(step(["semiAutoBurst", "standardAttack"], ["Sword"]))).toEqual([
      expect.objectContaining({ code: "unfit-action", action: "semiAutoBurst" }),
    ]);
  });

  it.each([[["halfAim", "standardAttack"]], [["fullAim"]], [["move", "semiAutoBurst"]], [["charge"]]])("%j: fits, no warning", (actions) => {
    expect(scriptWarningsOf(step([...actions]))).toEqual([]);
  });
});
