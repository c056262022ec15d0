import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rollDice } from "../../../src/engine/dice/rollDice";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { ATTACK_DICE, ATTACK_DICE_TOTAL, attackRollHits, resolveAttackRoll } from "../../../src/rulesets/phases-3d6/attackRoll";
import { RULESETS } from "../../../src/rulesets/registry";

const WEAPONS = ["Sword", "Spear", "Club", "Knife", "Bow", "Great axe"] as const;
const DEFENCES = ["block", "dodge", "missileDeflection", "rollWithAPunch"] as const;
const SCRIPTED = [
  "strike",
  "haymaker",
  "grab",
  "disarm",
  "dodge",
  "block",
  "halfMove",
  "fullMove",
  "step",
  "withdraw",
  "dropProne",
  "standUp",
  "takeRecovery",
] as const;

interface Drawn {
  readonly side: string;
  readonly combatValue: number;
  readonly stun: number;
  readonly body: number;
  readonly weapon: string | undefined;
  readonly abortTo: readonly string[] | undefined;
  readonly script: readonly string[] | undefined;
  readonly prone: boolean;
}

const combatant = (side: fc.Arbitrary<string>): fc.Arbitrary<Drawn> =>
  fc.record({
    side,
    combatValue: fc.integer({ min: 1, max: 9 }),
    stun: fc.integer({ min: 6, max: 30 }),
    body: fc.integer({ min: 4, max: 14 }),
    weapon: fc.option(fc.constantFrom(...WEAPONS), { nil: undefined }),
    abortTo: fc.option(fc.shuffledSubarray([...DEFENCES]), { nil: undefined }),
    script: fc.option(fc.array(fc.constantFrom(...SCRIPTED), { minLength: 1, maxLength: 2 }), { nil: undefined, freq: 4 }),
    prone: fc.boolean(),
  });

/** Both sides present, up to six in all, and as many distinct hexes when the fight has a map. */
const fighters: fc.Arbitrary<readonly Drawn[]> = fc
  .tuple(combatant(fc.constant("red")), combatant(fc.constant("blue")), fc.array(combatant(fc.constantFrom("red", "blue")), { maxLength: 4 }))
  .map(([first, second, rest]) => [first, second, ...rest]);
const hexes = fc.uniqueArray(fc.record({ q: fc.integer({ min: -4, max: 4 }), r: fc.integer({ min: -4, max: 4 }) }), {
  minLength: 6,
  maxLength: 6,
  selector: (hex) => `${hex.q},${hex.r}`,
});

function scenarioOf(drawn: readonly Drawn[], at: readonly { q: number; r: number }[] | null, chosen: string) {
  // Without a map no enemy is nearer than another.
  const targeting = at === null && chosen === "nearest" ? "first" : chosen;
  return {
    ruleset: "phases-3d6",
    maxRounds: 4,
    combatants: drawn.map((d, index) => ({
      id: `f${index}`,
      side: d.side,
      targeting,
      actor: { combatValue: d.combatValue, stun: { max: d.stun }, body: { max: d.body } },
      ...(d.prone ? { conditions: ["prone"] } : {}),
      items: d.weapon === undefined ? [] : [{ type: "weapon", name: d.weapon }],
      ...(d.abortTo === undefined ? {} : { abortTo: d.abortTo }),
      ...(d.script === undefined ? {} : { script: [{ round: 1, actions: d.script }] }),
      ...(at === null ? {} : { position: at[index] }),
    })),
  };
}

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
      fc.property(
        fighters,
        fc.option(hexes, { nil: null }),
        fc.constantFrom("first", "random", "nearest", "focus"),
        fc.integer({ min: 0, max: 1_000_000 }),
        (drawn, at, targeting, seed) => {
          const scenario = scenarioOf(drawn, at, targeting);
          expect(fought(scenario, seed, false)).toEqual(fought(scenario, seed, true));
        },
      ),
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
