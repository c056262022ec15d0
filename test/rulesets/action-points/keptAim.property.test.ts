import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import { bindRuleSet } from "../../../src/engine/fight/BoundRuleSet";
import type { FightContext } from "../../../src/engine/fight/FightContext";
import { fightingRuleSet } from "../../../src/engine/fight/FightingRuleSet";
import type { RuleSetRuntime } from "../../../src/engine/fight/RuleSetRuntime";
import { loadScenario, type RuleSetDirectory } from "../../../src/engine/scenario/loadScenario";
import { targetingsWith } from "../../../src/engine/script/Targeting";
import { RULESET_IDS } from "../../../src/rulesets/registry";
import { attackCost } from "../../../src/rulesets/action-points/actionCosts";
import { evOf, isStanding, weaponInHand, type ApFighter } from "../../../src/rulesets/action-points/fighter";
import { actionPointsRuntime } from "../../../src/rulesets/action-points/runtime";
import { ATTRIBUTES, DIE_TYPES } from "../../../src/rulesets/action-points/schema";

/**
 * Whether, after its turn, an unscripted combatant would ask the fight whom it attacks next, were
 * nothing known: it stands, is aware, is not prone, and can pay for an attack. Its turn may have
 * taken the enemy it attacked as the answer without asking.
 */
function wouldAsk(context: FightContext<ApFighter>, fighter: ApFighter): boolean {
  if (context.script(fighter.id) !== undefined || !isStanding(fighter) || context.unaware(fighter.id) || fighter.actor.prone) return false;
  return attackCost(weaponInHand(fighter).ap, evOf(fighter), false) <= fighter.ap;
}

/**
 * The rule set with the question asked after every turn where it would be. Where a turn took its
 * enemy without asking, asking now must draw nothing and change nothing: the fight goes on the same.
 */
const askingAgain: RuleSetRuntime<ApFighter> = {
  ...actionPointsRuntime,
  takeTurn(context, id) {
    actionPointsRuntime.takeTurn(context, id);
    if (wouldAsk(context, context.fighter(id))) context.target(id);
  },
};

function directoryOf(runtime: RuleSetRuntime<ApFighter>): RuleSetDirectory {
  const bound = fightingRuleSet(bindRuleSet(runtime));
  return { known: RULESET_IDS, find: (id) => (id === bound.id ? bound : undefined) };
}

const PLAIN = directoryOf(actionPointsRuntime);
const ASKING_AGAIN = directoryOf(askingAgain);

function log(directory: RuleSetDirectory, scenario: unknown, seed: number): string {
  const loaded = loadScenario(scenario, directory);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const { ruleset, combatants, options, scenario: s } = loaded.value;
  return JSON.stringify(ruleset.prepare(combatants, options)(new ForcedFaces(s.dice, new SeededFaces(seed)), { maxRounds: s.maxRounds, log: true }).events);
}

const die = fc.constantFrom(...DIE_TYPES.filter((type) => type !== "none"));

const combatant = fc.record({
  attributes: fc.tuple(...ATTRIBUTES.map(() => die)),
  ap: fc.integer({ min: 4, max: 15 }),
  weaponAp: fc.integer({ min: 1, max: 5 }),
  damage: fc.constantFrom("1d6", "1d10", "2d6+2"),
  ev: fc.integer({ min: 0, max: 1 }),
  fitness: fc.integer({ min: 1, max: 10 }),
  defense: fc.integer({ min: 0, max: 3 }),
  targeting: fc.constantFrom(...targetingsWith(false)),
  side: fc.constantFrom("red", "blue", "green"),
});
type Drawn = typeof combatant extends fc.Arbitrary<infer T> ? T : never;

function scenario(list: readonly Drawn[], seed: number): Record<string, unknown> {
  return {
    ruleset: "action-points",
    seed,
    maxRounds: 8,
    combatants: list.map((drawn, index) => ({
      id: `c${index}`,
      // The first two on two sides, so that there is a fight.
      side: index < 2 ? ["red", "blue"][index] : drawn.side,
      targeting: drawn.targeting,
      actor: {
        attributes: Object.fromEntries(ATTRIBUTES.map((attribute, at) => [attribute, drawn.attributes[at]])),
        fitness: drawn.fitness,
        bagsEv: drawn.ev,
        skills: { combat: 2, defense: drawn.defense, toughness: 0 },
        actionPoints: { max: drawn.ap },
      },
      items: [
        { type: "weapon", name: "Blade", ap: drawn.weaponAp, damage: drawn.damage },
        { type: "armour", name: "Coat", dr: 0, ev: drawn.ev },
      ],
    })),
  };
}

describe("an action-points turn that keeps the enemy it attacked", () => {
  it("fights on as one that asks the fight again whom to attack", () => {
    fc.assert(
      fc.property(fc.array(combatant, { minLength: 2, maxLength: 7 }), fc.integer({ min: 0, max: 10_000 }), (list, seed) => {
        const fight = scenario(list, seed);
        expect(log(PLAIN, fight, seed)).toBe(log(ASKING_AGAIN, fight, seed));
      }),
      { numRuns: 300 },
    );
  });
});

/** The rule set with each turn's fighter weighed before and after: what it carries must not change in its turn. */
const weighingEachTurn: RuleSetRuntime<ApFighter> = {
  ...actionPointsRuntime,
  takeTurn(context, id) {
    const before = evOf(context.fighter(id));
    actionPointsRuntime.takeTurn(context, id);
    expect(evOf(context.fighter(id))).toBe(before);
  },
};

describe("an action-points turn that works out its fighter's EV once", () => {
  it("finds the same EV at the turn's end as at its start, and the same fight", () => {
    fc.assert(
      fc.property(fc.array(combatant, { minLength: 2, maxLength: 7 }), fc.integer({ min: 0, max: 10_000 }), (list, seed) => {
        const fight = scenario(list, seed);
        expect(log(directoryOf(weighingEachTurn), fight, seed)).toBe(log(PLAIN, fight, seed));
      }),
      { numRuns: 100 },
    );
  });
});
