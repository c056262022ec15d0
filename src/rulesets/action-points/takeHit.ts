import type { FightContext } from "../../engine/fight/FightContext";
import { attributeTest, targetParts, type TestResult } from "./attributeTest";
import { woundSteps, type Wound } from "./damage";
import type { FighterDraft } from "../../engine/fight/RuleSetRuntime";
import { actorDraft, isStanding, type ActorDraft, type ApFighter } from "./fighter";
import type { Landing } from "./hitLocation";
import { dropped, injuredAttribute, injuryTestMtn, isDead } from "./seriousInjury";

type Context = FightContext<ApFighter>;

const D8 = { count: 1, faces: 8 } as const;

/**
 * A Stamina test against `mtn` (`why` naming it, for the log), Toughness taking it down, logged
 * for `purpose`; the log's parts are made only where the log is read.
 */
function staminaTest(context: Context, fighter: ApFighter, mtn: number, why: string, purpose: string): TestResult {
  const test = attributeTest(fighter.actor.attributes.stamina, mtn, fighter.actor.skills.toughness, fighter.down, context.roll);
  if (context.listening) {
    const against = targetParts([{ by: mtn, why }], { by: fighter.actor.skills.toughness, why: "toughness" }, test.target);
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

/** The fighter a hit is changing, and its sheet: one fresh copy of each for the whole hit. */
interface Hurt {
  readonly fighter: FighterDraft<ApFighter>;
  readonly sheet: ActorDraft;
}

/** A groin hit that hurt: a Stamina test against the damage, or the target falls prone. */
function groinTest(context: Context, hurt: Hurt, amount: number): void {
  if (hurt.sheet.prone || staminaTest(context, hurt.fighter, amount, "damage", "groin").success) return;
  hurt.sheet.prone = true;
  if (context.listening) context.emit({ type: "condition", combatant: hurt.fighter.id, condition: "prone", active: true });
}

/** Past Fitness: a Stamina test against the session's damage, or a d8 takes a die type from an attribute. */
function seriousInjury(context: Context, hurt: Hurt): void {
  const { fighter, sheet } = hurt;
  const damageTaken = sheet.damageTaken;
  // The test's MTN is the session's damage, and the test takes Toughness off it, once: the
  // source's "damage taken minus Toughness", and the damage card's target at the table.
  if (injuryTestMtn(damageTaken, sheet.fitness, sheet.skills.toughness) === null) return;
  if (staminaTest(context, fighter, damageTaken, "damageTaken", "serious injury").success) return;
  const attribute = injuredAttribute(sheet.attributes, context.roll(D8).total);
  if (attribute === null) return;
  const from = sheet.attributes;
  const wasStanding = isStanding(fighter);
  sheet.attributes = dropped(from, attribute);
  // Down already stays Down; else only the attribute just dropped can have gone below d4.
  fighter.down = fighter.down || sheet.attributes[attribute] === "none";
  if (!context.listening) return;
  context.emit({ type: "injury", combatant: fighter.id, attribute, from: from[attribute], to: sheet.attributes[attribute] });
  if (wasStanding && !isStanding(fighter)) context.emit({ type: "condition", combatant: fighter.id, condition: "down", active: true });
  if (isDead(sheet.attributes)) context.emit({ type: "condition", combatant: fighter.id, condition: "dead", active: true });
}

/**
 * A hit lands on `target`, a fresh copy of the fighter (its draft) that the attack may have paid
 * a defence from already: the wound goes onto the session's damage; a groin hit that hurt asks
 * for a Stamina test against it or the target falls prone; and once the session's damage is past
 * Fitness, a Stamina test against it (less Toughness) or a d8 takes a die type from an attribute.
 * The draft is put back here, once, with all the attack did to it.
 */
export function takeHit(context: Context, target: FighterDraft<ApFighter>, wound: Wound, landing: Landing): void {
  // One copy of the sheet for all the hit does (a prone, an attribute lost), where each change
  // used to copy it again; nobody sees it before `replace`.
  const hurt: Hurt = { fighter: target, sheet: actorDraft(target.actor) };
  hurt.sheet.damageTaken = target.actor.damageTaken + wound.amount;
  hurt.fighter.actor = hurt.sheet;
  if (context.listening)
    context.emit({
      type: "damage",
      target: target.id,
      amount: wound.amount,
      result: wound.amount > 0 ? "hurt" : "no damage",
      location: landing.location,
      raw: wound.rolled,
      soak: wound.dr,
      multiplier: wound.multiplier,
      adjustments: woundSteps(wound, landing.location),
    });
  if (wound.amount > 0) {
    if (landing.rule.testOrProne) groinTest(context, hurt, wound.amount);
    seriousInjury(context, hurt);
  }
  context.replace(hurt.fighter);
}
