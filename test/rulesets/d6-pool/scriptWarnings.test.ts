import { describe, expect, it } from "vitest";
import { RULESETS } from "../../../src/rulesets/registry";
import { exampleScenario, fightLog } from "../../support/scenarioFights";
import { scriptWarningsOf } from "../../support/scriptWarningsOf";

/** The duel with Kestrel's round-1 step as given. */
function duelWith(step: Record<string, unknown>) {
  const duel = exampleScenario("d6-pool", "duel") as { combatants: Record<string, unknown>[] };
  return { ...duel, combatants: duel.combatants.map((c, i) => (i === 0 ? { ...c, script: [{ round: 1, ...step }] } : c)) };
}

describe("d6-pool: a step that declares fewer actions than it lists", () => {
  it("is warned of, and the fight refuses the actions past the number", () => {
    const scenario = duelWith({ declare: 1, actions: ["dodge", "attack", "attack"] });
    expect(scriptWarningsOf(scenario)).toEqual([{ code: "declared-fewer", combatant: "kestrel", script: 0, round: 1, declared: 1, listed: 3 }]);
    const refused = fightLog(RULESETS, scenario).filter((e) => e.type === "refused" && e.combatant === "kestrel" && e.round === 1);
    expect(refused.map((e) => (e.type === "refused" ? e.code : ""))).toEqual(["declared-used", "declared-used"]);
  });

  it.each([
    ["as many as it lists", { declare: 2, actions: ["dodge", "attack"] }],
    ["more than it lists (the penalty taken on purpose)", { declare: 3, actions: ["attack"] }],
    ["no number: as many as it lists", { actions: ["wait", "dodge", "attack"] }],
  ])("says nothing of a step that declares %s", (_, step) => {
    expect(scriptWarningsOf(duelWith(step))).toEqual([]);
  });
});
