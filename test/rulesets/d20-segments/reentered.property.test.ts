import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reentered } from "../../../src/engine/fight/TimedEffects";
import { validate } from "../../../src/engine/schema/validate";
import {
  combatSkill,
  enterFight,
  FISTS,
  reenteredFighter,
  skillBonus,
  weaponInHand,
  type D20Fighter,
  type NamedWeapon,
} from "../../../src/rulesets/d20-segments/fighter";
import { d20SegmentsRuntime } from "../../../src/rulesets/d20-segments/runtime";
import { D20ActorSchema } from "../../../src/rulesets/d20-segments/schema";
import { PROPERTY_RUNS } from "../../engine/clock/support";

function actorWith(data: Record<string, unknown>) {
  const read = validate(D20ActorSchema, data);
  if (!read.ok) throw new Error("the test's actor does not read");
  return read.value;
}

const AXE: NamedWeapon = { name: "axe", category: "axes", weight: "medium", damage: "1d8", hitPoints: 10, natural: false, equipped: true };
const BASE = enterFight({ id: "brann", name: "Brann", side: "party" }, actorWith({ skills: { axes: 6, dodge: 3, parry: 5 } }), [FISTS], [], true);
const OTHER_ACTOR = actorWith({ skills: { axes: 8, unarmed: 2, dodge: 4, parry: 5 }, conditions: { lost: true } });

/** Each field's other values than `BASE`'s: a fighter is `BASE` with some of them. */
const OTHERS: { readonly [Field in keyof D20Fighter]: readonly D20Fighter[Field][] } = {
  id: ["other"],
  name: ["Other"],
  side: ["foes"],
  actor: [OTHER_ACTOR],
  weapons: [[], [AXE, FISTS]],
  armour: [[{ reduction: 1 }]],
  hitPoints: [0, 3],
  actionDice: [0, 1],
  prone: [true],
  buysBotches: [false],
  dodge: [4, 7],
  parry: [2],
  actionsLost: [true],
  stunned: [true],
  combat: [2, 8],
};

/** `BASE` with the field at each place of `changes` set to the other value it picks (0: `BASE`'s own). */
function fighterWith(changes: readonly number[]): D20Fighter {
  const fighter = { ...BASE };
  Object.entries(OTHERS).forEach(([field, others]: [string, readonly unknown[]], index) => {
    const pick = changes[index] ?? 0;
    if (pick > 0) Reflect.set(fighter, field, others[(pick - 1) % others.length]);
  });
  return fighter;
}

const aFighter = fc.array(fc.nat({ max: 2 }), { minLength: 15, maxLength: 15 }).map(fighterWith);

/** The Combat skill the fighter's weapon in hand takes from its actor, looked up by name as the sheet does. */
const combatOf = (fighter: D20Fighter): number => skillBonus(fighter, weaponInHand(fighter).category);

/** A fighter whose Combat skill is its weapon in hand's, as every fighter of a fight is. */
const anArmedFighter = aFighter.map((fighter): D20Fighter => ({ ...fighter, combat: combatSkill(fighter.actor, fighter.weapons) }));

/** A fighter with its Combat skill left out, for the fields that follow the general rule. */
const withoutCombat = ({ combat: _combat, ...rest }: D20Fighter) => rest;

describe("a d20-segments fighter entered again under other effects", () => {
  it("is what the fight makes of it by the names of the fields that differ, field for field and in the same order", () => {
    fc.assert(
      fc.property(aFighter, aFighter, aFighter, (entered, current, fresh) => {
        const written = reenteredFighter(entered, current, fresh);
        expect(withoutCombat(written)).toEqual(withoutCombat(reentered(d20SegmentsRuntime, entered, current, fresh)));
        expect(Object.keys(written)).toEqual(Object.keys(BASE));
      }),
      PROPERTY_RUNS,
    );
  });

  it("fights with the Combat skill its weapon in hand takes from its actor, as a lookup by name would find it", () => {
    fc.assert(
      fc.property(anArmedFighter, anArmedFighter, anArmedFighter, (entered, current, fresh) => {
        const written = reenteredFighter(entered, current, fresh);
        expect(written.combat).toBe(combatOf(written));
      }),
      PROPERTY_RUNS,
    );
  });

  it("takes a field from its entry under the effects now in force only where the fight left it as entered", () => {
    const entered = BASE;
    const fresh = { ...BASE, dodge: 7, actionsLost: true, hitPoints: 30 };
    const current = { ...BASE, hitPoints: 2 };
    expect(reenteredFighter(entered, current, fresh)).toMatchObject({ dodge: 7, actionsLost: true, hitPoints: 2 });
  });
});
