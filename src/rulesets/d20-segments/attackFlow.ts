import type { FightContext } from "../../engine/fight/FightContext";
import type { TargetReason } from "../../engine/script/Targeting";
import type { RollPart } from "../../engine/events";
import { botch } from "./botchFlow";
import { takeDamage } from "./takeDamage";
import { isStunned, weaponInHand, type D20Fighter, type NamedWeapon } from "./fighter";
import { attackHits, D20, isCritical, mayBotch, parryPenalty, type Defence } from "./opposedRoll";

type Context = FightContext<D20Fighter>;

/** The Parry an aware target answers `attacking` with: its weapon in hand's, less the penalty for a lighter one; null with none in hand. */
function parryBonus(target: D20Fighter, attacking: NamedWeapon): number | null {
  const held = weaponInHand(target);
  return held.natural ? null : target.parry + parryPenalty(held.weight, attacking.weight);
}

/** Whether a target parries rather than dodges: with a weapon in hand whose Parry is at least its Dodge. */
function parries(target: D20Fighter, parry: number | null): boolean {
  return parry !== null && parry >= target.dodge;
}

/**
 * The bonus of the defence an aware target answers with, costing nothing from its own turn: Parry
 * or Dodge, whichever is larger (`parries`). A target unaware, or stunned, has none (null). The
 * bonus alone, not the defence with its name: every attack asks, and only the log reads which
 * defence it was.
 */
function defenceBonus(context: Context, target: D20Fighter, attacking: NamedWeapon): number | null {
  if (context.unaware(target.id) || isStunned(target)) return null;
  const parry = parryBonus(target, attacking);
  return parry !== null && parries(target, parry) ? parry : target.dodge;
}

/** What the defence's bonus is made of, for the log: worked out only where someone reads it. */
function defenceParts(target: D20Fighter, action: Defence, attacking: NamedWeapon): readonly RollPart[] {
  if (action === "dodge") return [{ by: target.dodge, why: "dodge" }];
  const penalty = parryPenalty(weaponInHand(target).weight, attacking.weight);
  return penalty === 0
    ? [{ by: target.parry, why: "parry" }]
    : [
        { by: target.parry, why: "parry" },
        { by: penalty, why: "lighter" },
      ];
}

/**
 * One attack: 1d20 + the Combat skill of the weapon's category, against the target's defence
 * roll. A natural 1 on either side may be bought as a botch by the other: a botched attack
 * misses, a botched defence fails. A hit rolls the weapon's damage, doubled on a natural 20.
 * Answers whether the attack was botched: that ends its attacker's turn. Each side is its die and
 * its total, not a check made of them: every attack of a study made two, and the log's events
 * are built from the same numbers.
 */
export function resolveAttack(context: Context, attacker: D20Fighter, target: D20Fighter, chosen: TargetReason | null): boolean {
  const attackerId = attacker.id;
  const targetId = target.id;
  const weapon = weaponInHand(attacker);
  const attackRoll = context.roll(D20).total;
  const attackTotal = attackRoll + attacker.combat;
  const bonus = defenceBonus(context, target, weapon);
  const defenceRoll = bonus === null ? 0 : context.roll(D20).total;
  const defenceTotal = bonus === null ? null : defenceRoll + bonus;
  const attackBotched = mayBotch(attackRoll) && botch(context, attackerId, targetId, true);
  const defenceBotched = defenceTotal !== null && mayBotch(defenceRoll) && botch(context, targetId, attackerId, false);
  const hit = !attackBotched && (defenceBotched || attackHits(attackTotal, defenceTotal));
  if (defenceTotal !== null && context.listening) {
    // A botch decides the exchange whatever the totals: then they are not what was weighed.
    const weighed = attackBotched || defenceBotched ? {} : { weighed: { by: "total", attack: attackTotal, defence: defenceTotal } as const };
    // The fighters as the attack began: a botch may since have taken a weapon from either.
    const action: Defence = parries(target, parryBonus(target, weapon)) ? "parry" : "dodge";
    context.emit({
      type: "defense",
      defender: targetId,
      attacker: attackerId,
      reaction: action,
      action,
      roll: defenceRoll,
      added: defenceParts(target, action, weapon),
      total: defenceTotal,
      success: !hit,
      ...weighed,
    });
  }
  if (context.listening) {
    const added = [{ by: attackTotal - attackRoll, why: weapon.category }];
    context.emit({
      type: "attack",
      attacker: attackerId,
      target: targetId,
      hit,
      weapon: weapon.name,
      roll: attackRoll,
      added,
      total: attackTotal,
      ...(chosen === null ? {} : { chosen }),
    });
  }
  if (!hit) return attackBotched;
  const critical = isCritical(attackRoll, hit);
  takeDamage(context, weapon, targetId, critical, critical ? "critical" : "hurt");
  return false;
}
