import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ForcedFaces } from "../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../src/engine/dice/SeededFaces";
import { bindRuleSet } from "../../src/engine/fight/BoundRuleSet";
import { fightingRuleSet } from "../../src/engine/fight/FightingRuleSet";
import type { RuleSetRuntime } from "../../src/engine/fight/RuleSetRuntime";
import type { FighterBase } from "../../src/engine/script/FighterBase";
import { loadScenario } from "../../src/engine/scenario/loadScenario";
import { validate } from "../../src/engine/schema/validate";
import { actionPointsRuntime } from "../../src/rulesets/action-points/runtime";
import { fighterWith as apWith } from "../../src/rulesets/action-points/fighter";
import { takeDamage } from "../../src/rulesets/d100-fate/damage";
import { fighterWith as d100With } from "../../src/rulesets/d100-fate/fighter";
import { d100FateRuntime } from "../../src/rulesets/d100-fate/runtime";
import { fighterDraft as d20Draft } from "../../src/rulesets/d20-segments/fighter";
import { d20SegmentsRuntime } from "../../src/rulesets/d20-segments/runtime";
import { fighterWith as d6With } from "../../src/rulesets/d6-pool/fighter";
import { d6PoolRuntime } from "../../src/rulesets/d6-pool/runtime";
import { WOUND_LEVELS } from "../../src/rulesets/d6-pool/woundLevel";
import { fighterWith as phasesWith } from "../../src/rulesets/phases-3d6/fighter";
import { phasesRuntime } from "../../src/rulesets/phases-3d6/runtime";
import { REGISTERED } from "../../src/rulesets/registry";

/** A fighter of the rule set from a few sheet fields, the rest the schema's defaults, as a scenario would enter it. */
function entered<F extends FighterBase>(runtime: RuleSetRuntime<F>, actor: Record<string, unknown>): F {
  const sheet = validate(runtime.actorSchema, actor);
  const options = validate(runtime.optionsSchema, {});
  if (!sheet.ok || !options.ok) throw new Error(JSON.stringify(sheet.ok ? options : sheet));
  return runtime.enter({ id: "x", name: "X", side: "a" }, sheet.value, [], {}, options.value);
}

/**
 * Fights every example of the rule set over a few seeds, holding every fighter after every turn
 * to a share from 0 to 1 that is 0 exactly when it is out; answers how often a share below 1 was
 * seen, so a test knows the fights hurt someone.
 */
function heldAtEveryTurn<F extends FighterBase>(runtime: RuleSetRuntime<F>): number {
  const id = runtime.id;
  let hurt = 0;
  const watched = fightingRuleSet(
    bindRuleSet({
      ...runtime,
      takeTurn: (context, who) => {
        runtime.takeTurn(context, who);
        for (const fighter of context.fighters()) {
          const left = runtime.trackLeft(fighter);
          expect(left, `${id}: ${fighter.id}`).toBeGreaterThanOrEqual(0);
          expect(left, `${id}: ${fighter.id}`).toBeLessThanOrEqual(1);
          expect(left === 0, `${id}: ${fighter.id} at ${left}`).toBe(!runtime.isStanding(fighter));
          if (left < 1) hurt += 1;
        }
      },
    }),
  );
  const folder = new URL(`../../examples/${id}/`, import.meta.url);
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
    const loaded = loadScenario(JSON.parse(readFileSync(new URL(file, folder), "utf8")), {
      known: [id],
      find: (asked) => (asked === id ? watched : undefined),
    });
    if (!loaded.ok) throw new Error(`${id}/${file}: ${JSON.stringify(loaded.issues)}`);
    const { scenario, combatants, options } = loaded.value;
    const fight = watched.prepare(combatants, options);
    for (let seed = 1; seed <= 20; seed++) fight(new ForcedFaces(scenario.dice, new SeededFaces(seed)), { maxRounds: scenario.maxRounds, log: false });
  }
  return hurt;
}

/** Each registered rule set's own runtime, its fighters' type kept. */
const CASES: readonly (readonly [string, () => number])[] = [
  [d100FateRuntime.id, () => heldAtEveryTurn(d100FateRuntime)],
  [phasesRuntime.id, () => heldAtEveryTurn(phasesRuntime)],
  [d6PoolRuntime.id, () => heldAtEveryTurn(d6PoolRuntime)],
  [d20SegmentsRuntime.id, () => heldAtEveryTurn(d20SegmentsRuntime)],
  [actionPointsRuntime.id, () => heldAtEveryTurn(actionPointsRuntime)],
];

describe("how much of its damage track a fighter has left", () => {
  it("is held for every registered rule set", () => {
    expect(CASES.map(([id]) => id).sort()).toEqual(REGISTERED.map(({ id }) => id).sort());
  });

  it.each(CASES)("%s: is a share from 0 to 1, 0 exactly when the fighter is out, after every turn of every example", (_id, held) => {
    expect(held()).toBeGreaterThan(0);
  });

  it("d100-fate: the Wounds, then the Critical Damage up to the Toughness Bonus and the one past it; Fatigue past the bonus too", () => {
    // Wounds 10, Toughness 30 (bonus 3): fourteen points of track, the last critical one putting the character out.
    const fresh = entered(d100FateRuntime, { toughness: 30, wounds: { max: 10 } });
    expect(d100FateRuntime.trackLeft(fresh)).toBe(1);
    const hit = takeDamage({ wounds: fresh.wounds, criticalDamage: fresh.criticalDamage }, 12);
    expect(d100FateRuntime.trackLeft(d100With(fresh, { wounds: hit.wounds, criticalDamage: hit.criticalDamage }))).toBeCloseTo(2 / 14);
    expect(d100FateRuntime.trackLeft(d100With(fresh, { wounds: 0, criticalDamage: 4 }))).toBe(0);
    expect(d100FateRuntime.trackLeft(d100With(fresh, { fatigue: 2 }))).toBeCloseTo(2 / 4);
    // Out on Critical Damage, however many Wounds a Fate Point took back after.
    expect(d100FateRuntime.trackLeft(d100With(fresh, { wounds: 4, criticalDamage: 4 }))).toBe(0);
  });

  it("phases-3d6: the lesser of Stun and Body for their maximums", () => {
    const fresh = entered(phasesRuntime, { stun: { max: 20 }, body: { max: 10 } });
    expect(phasesRuntime.trackLeft(fresh)).toBe(1);
    expect(phasesRuntime.trackLeft(phasesWith(fresh, { stun: 5, body: 8 }))).toBe(0.25);
    expect(phasesRuntime.trackLeft(phasesWith(fresh, { stun: 18, body: 3 }))).toBeCloseTo(0.3);
    expect(phasesRuntime.trackLeft(phasesWith(fresh, { stun: -4, body: 8 }))).toBe(0);
  });

  it("d6-pool: the wound levels left before incapacitated", () => {
    const fresh = entered(d6PoolRuntime, {});
    const shares = WOUND_LEVELS.map((wound) => d6PoolRuntime.trackLeft(d6With(fresh, { wound })));
    expect(shares).toEqual([1, 0.75, 0.5, 0.25, 0, 0, 0]);
  });

  it("d20-segments: hit points for their maximum", () => {
    const fresh = entered(d20SegmentsRuntime, { hitPoints: { max: 12 } });
    const hurt = d20Draft(fresh);
    hurt.hitPoints = 3;
    expect(d20SegmentsRuntime.trackLeft(hurt)).toBe(0.25);
    hurt.hitPoints = -2;
    expect(d20SegmentsRuntime.trackLeft(hurt)).toBe(0);
  });

  it("action-points: damage within Fitness above every injury, then the die types left on the weakest attribute", () => {
    const fresh = entered(actionPointsRuntime, { fitness: 6 });
    expect(actionPointsRuntime.trackLeft(fresh)).toBe(1);
    expect(actionPointsRuntime.trackLeft(apWith(fresh, { damageTaken: 3 }))).toBe(0.75);
    const past = apWith(fresh, { damageTaken: 8 });
    // Every attribute at the sheet's d6: two die types to lose, of five.
    expect(actionPointsRuntime.trackLeft(past)).toBeCloseTo(0.2);
    const weakened = apWith(past, { attributes: { ...past.actor.attributes, stamina: "d4" } });
    expect(actionPointsRuntime.trackLeft(weakened)).toBeCloseTo(0.1);
    expect(actionPointsRuntime.trackLeft(apWith(past, { attributes: { ...past.actor.attributes, stamina: "none" } }))).toBe(0);
  });
});
