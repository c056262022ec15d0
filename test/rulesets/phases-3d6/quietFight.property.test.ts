import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rollDice } from "../../../src/engine/dice/rollDice";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { ATTACK_DICE, ATTACK_DICE_TOTAL, attackRollHits, resolveAttackRoll } from "../../../src/rulesets/phases-3d6/attackRoll";
import { RULESETS } from "../../../src/rulesets/registry";
import { drawnFight } from "./drawnFights";

/** The fight, logged or not, and the generator's state once it is over: a draw too many or too few shows there. */
function fought(scenario: unknown, seed: number, log: boolean) {
  const loaded = loadScenario(scenario, RULESETS);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const { ruleset, combatants, scenario: s } = loaded.value;
  const source = new SeededFaces(seed);
  const result = ruleset.prepare(combatants)(source, { maxRounds: s.maxRounds, log });
  return { winner: result.winner, rounds: result.rounds, reason: result.reason, standing: result.standing, draws: source.generator.state() };
}

describe("a phases-3d6 fight nobody listens to", () => {
  it("ends as the same fight logged ends, from the same draws", () => {
    fc.assert(
      fc.property(drawnFight, ({ scenario, seed }) => {
        expect(fought(scenario, seed, false)).toEqual(fought(scenario, seed, true));
      }),
      { numRuns: 400 },
    );
  });

  it("throws its attack rolls for their total alone: the same faces as the full roll, and the same verdict", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: -5, max: 15 }), fc.integer({ min: -5, max: 15 }), (seed, ocv, dcv) => {
        const fullSource = new SeededFaces(seed);
        const quietSource = new SeededFaces(seed);
        for (let roll = 0; roll < 3; roll++) {
          const full = resolveAttackRoll(
            rollDice(ATTACK_DICE, fullSource).dice.map((die) => die.faces[0] ?? 0),
            ocv,
            dcv,
          );
          expect(attackRollHits(rollDice(ATTACK_DICE_TOTAL, quietSource).total, ocv, dcv)).toBe(full.hit);
        }
        expect(quietSource.generator.state()).toEqual(fullSource.generator.state());
      }),
      { numRuns: 2000 },
    );
  });
});
