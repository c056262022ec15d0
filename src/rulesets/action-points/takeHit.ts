import type { FightContext } from "../../engine/fight/FightContext";
import { attributeTest, targetParts, type TestResult } from "./attributeTest";
import type { RollPart } from "../../engine/events";
import { woundSteps, type Wound } from "./damage";
import { actorDraft, fighterDraft, fighterWith, isStanding, type ApFighter } from "./fighter";
import { LOCATION_RULES, type Location } from "./hitLocation";
import { dropped, injuredAttribute, injuryTestMtn, isDead } from "./seriousInjury";

type Context = FightContext<ApFighter>;

const D8 = { count: 1, faces: 8 } as const;

/** A Stamina test against `mtn` (made of `parts`, for the log), Toughness taking it down, logged for `purpose`. */
function staminaTest(context: Context, fighter: ApFighter, mtn: number, parts: readonly RollPart[], purpose: string): TestResult {
  const test = attributeTest(fighter.actor.attributes.stamina, mtn, fighter.actor.skills.toughness, fighter.down, context.roll);
  if (context.listening) {
    const against = targetParts(parts, { by: fighter.actor.skills.toughness, why: "toughness" }, test.target);
    context.emit({
      type: "roll",
      combatant: fighter.id,
      purpose,
      dice: test.face === null ? [] : [test.face],
      total: test.face ?? 0,
      target: test.target,
      against,
      success: test.success,
    });
  }
  return test;
}

/**
 * A hit lands: the wound goes onto the session's damage; a groin hit that hurt asks for a
 * Stamina test against it or the target falls prone; and once the session's damage is past
 * Fitness, a Stamina test against it (less Toughness) or a d8 takes a die type from an attribute.
 */
export function takeHit(context: Context, id: string, wound: Wound, location: Location): void {
  const before = context.fighter(id);
  const damageTaken = before.actor.damageTaken + wound.amount;
  const hurt = fighterDraft(before);
  const sheet = actorDraft(before.actor);
  sheet.damageTaken = damageTaken;
  hurt.actor = sheet;
  let target: ApFighter = hurt;
  context.replace(target);
  if (context.listening)
    context.emit({
      type: "damage",
      target: id,
      amount: wound.amount,
      result: wound.amount > 0 ? "hurt" : "no damage",
      location,
      raw: wound.rolled,
      soak: wound.dr,
      multiplier: wound.multiplier,
      adjustments: woundSteps(wound, location),
    });
  if (wound.amount === 0) return;
  if (
    LOCATION_RULES[location].testOrProne &&
    !target.actor.prone &&
    !staminaTest(context, target, wound.amount, [{ by: wound.amount, why: "damage" }], "groin").success
  ) {
    target = fighterWith(target, { prone: true });
    context.replace(target);
    if (context.listening) context.emit({ type: "condition", combatant: id, condition: "prone", active: true });
  }
  // The test's MTN is the session's damage, and the test takes Toughness off it, once: the
  // source's "damage taken minus Toughness", and the damage card's target at the table.
  if (injuryTestMtn(damageTaken, target.actor.fitness, target.actor.skills.toughness) === null) return;
  if (staminaTest(context, target, damageTaken, [{ by: damageTaken, why: "damageTaken" }], "serious injury").success) return;
  const attribute = injuredAttribute(target.actor.attributes, context.roll(D8).total);
  if (attribute === null) return;
  const attributes = dropped(target.actor.attributes, attribute);
  const after = fighterWith(target, { attributes });
  context.replace(after);
  if (context.listening) context.emit({ type: "injury", combatant: id, attribute, from: target.actor.attributes[attribute], to: attributes[attribute] });
  if (isStanding(target) && !isStanding(after) && context.listening) context.emit({ type: "condition", combatant: id, condition: "down", active: true });
  if (isDead(attributes) && context.listening) context.emit({ type: "condition", combatant: id, condition: "dead", active: true });
}
