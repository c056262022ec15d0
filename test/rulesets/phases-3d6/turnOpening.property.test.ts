import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import { prepareFight } from "../../../src/engine/fight/prepareFight";
import { runFight } from "../../../src/engine/fight/runFight";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../../src/rulesets/registry";
import { phasesRuntime } from "../../../src/rulesets/phases-3d6/runtime";
import { takePhasesTurn } from "../../../src/rulesets/phases-3d6/turn";
import { drawnFight } from "./drawnFights";

/** The rule set with every action opened on a copy of its own before anything else, as it was done before. */
const OPENING_FIRST = { ...phasesRuntime, takeTurn: (context: Parameters<typeof takePhasesTurn>[0], id: string) => takePhasesTurn(context, id, false) };

/** The whole fight, its log and the generator's state after it, under the given runtime. */
function fought(scenario: unknown, seed: number, runtime: typeof phasesRuntime) {
  const loaded = loadScenario(scenario, RULESETS);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const source = new SeededFaces(seed);
  const result = runFight(runtime, prepareFight(runtime, loaded.value.combatants, {}), source, { maxRounds: loaded.value.scenario.maxRounds, log: true });
  return { result, draws: source.generator.state() };
}

describe("a phases-3d6 action opened on the copy its first spend makes", () => {
  it("gives the fight, event for event, that opening it on a copy of its own gives", () => {
    fc.assert(
      fc.property(drawnFight, ({ scenario, seed }) => {
        expect(fought(scenario, seed, phasesRuntime)).toEqual(fought(scenario, seed, OPENING_FIRST));
      }),
      { numRuns: 400 },
    );
  });
});
