import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../../src/rulesets/registry";
import { paidAp, spendAp } from "../../../src/rulesets/action-points/apBudget";
import { actionPointsRuntime } from "../../../src/rulesets/action-points/runtime";
import { validate } from "../../../src/engine/schema/validate";
import { apExample } from "./fightSupport";

/** One fight's outcome, with its log kept or not. */
function outcome(scenario: Record<string, unknown>, seed: number, log: boolean): unknown {
  const loaded = loadScenario(scenario, RULESETS);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const { ruleset, combatants, options, scenario: s } = loaded.value;
  const result = ruleset.prepare(combatants, options)(new ForcedFaces(s.dice, new SeededFaces(seed)), { maxRounds: s.maxRounds, log });
  return { winner: result.winner, rounds: result.rounds, reason: result.reason, standing: result.standing };
}

/** The scenario with every combatant choosing its enemy by `targeting`. */
function targetingBy(scenario: Record<string, unknown>, targeting: string): Record<string, unknown> {
  const combatants = scenario["combatants"];
  if (!Array.isArray(combatants)) throw new Error("a scenario without combatants");
  return { ...scenario, combatants: combatants.map((entry: Record<string, unknown>) => ({ ...entry, targeting })) };
}

describe("an action-points fight nobody listens to", () => {
  it("ends as the same fight with its log kept: the quiet path skips only the telling", () => {
    for (const name of ["squad-4v6", "ambush", "duel", "called-shot-head"])
      for (const targeting of ["random", "focus", "first"])
        for (let seed = 1; seed <= 15; seed++) {
          const scenario = targetingBy(apExample(name), targeting);
          expect(outcome(scenario, seed, false), `${name} ${targeting} seed ${seed}`).toEqual(outcome(scenario, seed, true));
        }
  });

  it("pays AP exactly where the worded payment does, and leaves the same AP", () => {
    const sheet = validate(actionPointsRuntime.actorSchema, {});
    const options = validate(actionPointsRuntime.optionsSchema, {});
    if (!sheet.ok || !options.ok) throw new Error("the schema's defaults do not validate");
    const fighter = actionPointsRuntime.enter({ id: "x", name: "X", side: "a" }, sheet.value, [], {}, options.value);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.oneof(fc.integer({ min: -3, max: 25 }), fc.double({ min: -2, max: 20, noNaN: true })), (ap, cost) => {
        const at = { ...fighter, ap };
        const paid = paidAp(at, cost);
        const spent = spendAp(at, cost, "attack");
        expect(paid === null).toBe(!spent.ok);
        if (paid !== null && spent.ok) expect(paid).toEqual(spent.value);
      }),
    );
  });
});
