import { facesOf } from "../../engine/dice/facesOf";
import type { FightContext } from "../../engine/fight/FightContext";
import type { TargetReason } from "../../engine/script/Targeting";
import { UNARMED } from "./armoury";
import { abortBeforeAttack } from "./abortToDefend";
import { ATTACK_DICE, ATTACK_DICE_TOTAL, attackRollHits, BASE_TARGET, defensiveTotal, resolveAttackRoll, UNAWARE_DCV } from "./attackRoll";
import { caughtUnaware } from "./caughtUnaware";
import { damageOfDice, damageRequest, takeHarm } from "./damage";
import { conditionsWith, fighterDraft, fighterWith, isKnockedOut, weaponOf, type NamedWeapon, type PhasesFighter } from "./fighter";
import { combinedOf, type Manoeuvre } from "./manoeuvres";
import { baseDcv, baseOcv } from "./schema";

type Context = FightContext<PhasesFighter>;

// The OCV and DCV below are the totals offensiveValue and defensiveValue give (whole numbers
// all), added up without the lists of modifiers: both sides of every attack ask, and no one
// reads the lists.

/** The attacker's OCV: sheet, weapon, and every manoeuvre of this Phase combined. */
export function attackerOcv(fighter: PhasesFighter): number {
  return baseOcv(fighter.actor) + weaponOf(fighter).ocv + combinedOf(fighter.manoeuvres).ocv;
}

/** The target's DCV: sheet, weapon, manoeuvres still in force, and its state. */
export function targetDcv(context: Context, fighter: PhasesFighter): number {
  const modifiers = weaponOf(fighter).dcv + combinedOf(fighter.manoeuvres).dcv;
  const surprised = caughtUnaware(context, fighter);
  const state = {
    stunned: fighter.conditions.stunned,
    prone: fighter.conditions.prone,
    knockedOut: isKnockedOut(fighter),
    surprised,
    held: fighter.conditions.heldBy !== null,
  };
  return defensiveTotal(baseDcv(fighter.actor) + (surprised ? modifiers + UNAWARE_DCV : modifiers), state);
}

function threeDice(context: Context): number[] {
  return facesOf(context.roll(ATTACK_DICE));
}

/**
 * An attack roll of 3d6 + `ocv` against 10 + `dcv`, logged as `purpose` with `against` naming
 * the DCV's part: whether it hits. Quiet, only the dice's total is read.
 */
function attackRolled(context: Context, combatant: string, purpose: string, ocv: number, dcv: number, against: string): boolean {
  if (!context.listening) return attackRollHits(context.roll(ATTACK_DICE_TOTAL).total, ocv, dcv);
  const roll = resolveAttackRoll(threeDice(context), ocv, dcv);
  context.emit({
    type: "roll",
    combatant,
    purpose,
    dice: roll.dice,
    added: [{ by: roll.ocv, why: "ocv" }],
    total: roll.total,
    target: roll.target,
    against: [
      { by: BASE_TARGET, why: "" },
      { by: roll.dcv, why: against },
    ],
    success: roll.hit,
  });
  return roll.hit;
}

/**
 * A Block (against a blow) or Missile Deflection (against a shot) held ready stops the attack
 * when its user rolls 3d6 + its own OCV against 10 + the attacker's OCV. Either way it is spent.
 */
function warded(context: Context, attacker: PhasesFighter, target: PhasesFighter, weapon: NamedWeapon, attackOcv: number): boolean {
  const needed = weapon.class === "melee" ? "block" : "deflect";
  if (target.guard !== needed) return false;
  const spent = fighterDraft(target);
  spent.guard = null;
  context.replace(spent);
  const hit = attackRolled(context, target.id, needed, attackerOcv(target), attackOcv, "attackerOcv");
  if (context.listening)
    context.emit({
      type: "defense",
      defender: target.id,
      attacker: attacker.id,
      reaction: needed === "block" ? "block" : "missileDeflection",
      success: hit,
    });
  return hit;
}

function harm(context: Context, targetId: string, dice: number): void {
  const target = context.fighter(targetId);
  const rolled = target.guard === "roll";
  const pool = context.roll(damageRequest(dice, 0)).dice;
  const damage = damageOfDice(pool, rolled);
  const taken = takeHarm({ stun: target.stun, body: target.body }, target.actor.body.max, damage);
  const newlyStunned = taken.stunned && !target.conditions.stunned;
  const result = taken.down ? "down" : taken.knockedOut ? "knocked-out" : newlyStunned ? "stunned" : "hurt";
  const hurt = fighterDraft(target);
  hurt.stun = taken.stun;
  hurt.body = taken.body;
  if (rolled) hurt.guard = null;
  if (newlyStunned) hurt.conditions = conditionsWith(target.conditions, { stunned: true });
  context.replace(hurt);
  if (context.listening) {
    // Rolling with the punch halves the Stun and the Body the dice came to.
    const adjustments = rolled ? [{ op: "divided", by: 2, why: "rolled" } as const] : [];
    context.emit({ type: "damage", target: targetId, amount: damage.stun, body: damage.body, result, raw: damageOfDice(pool).stun, adjustments });
  }
  if (newlyStunned && context.listening) context.emit({ type: "condition", combatant: targetId, condition: "stunned", active: true });
  if (taken.knockedOut && target.stun > 0 && context.listening)
    context.emit({ type: "condition", combatant: targetId, condition: "knocked-out", active: true });
}

/**
 * One attack manoeuvre against one target: the target's chance to abort to a defence, the
 * roll, a Block or Deflection, then its effect. `logged` names the attack in the log when it
 * is not the manoeuvre's own (an attack of opportunity).
 */
export function resolveAttack(
  context: Context,
  attackerId: string,
  used: Manoeuvre,
  targetId: string,
  chosen: TargetReason | null,
  logged: string = used.id,
): void {
  const attacker = context.fighter(attackerId);
  const weapon = weaponOf(attacker);
  abortBeforeAttack(context, attackerId, targetId, weapon.class);
  const ocv = attackerOcv(attacker);
  const dcv = targetDcv(context, context.fighter(targetId));
  const hit = attackRolled(context, attackerId, logged, ocv, dcv, "dcv");
  if (context.listening)
    context.emit({
      type: "attack",
      attacker: attackerId,
      target: targetId,
      hit,
      action: logged,
      weapon: weapon.name,
      ...(chosen === null ? {} : { chosen }),
    });
  if (!hit) return;
  if (warded(context, attacker, context.fighter(targetId), weapon, ocv)) return;
  const target = context.fighter(targetId);
  switch (used.effect) {
    case "disarm": {
      const lost = weaponOf(target);
      if (lost.name === UNARMED) return;
      context.replace(fighterWith(target, { weapons: target.weapons.filter((w) => w !== lost) }));
      if (context.listening) context.emit({ type: "condition", combatant: targetId, condition: "disarmed", active: true });
      return;
    }
    case "grab":
      context.replace(fighterWith(target, { conditions: conditionsWith(target.conditions, { heldBy: attackerId }) }));
      if (context.listening) context.emit({ type: "condition", combatant: targetId, condition: "held", active: true });
      return;
    default:
      harm(context, targetId, weapon.dice + used.extraDice);
  }
}
