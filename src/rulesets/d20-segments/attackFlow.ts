import type { FightContext } from "../../engine/fight/FightContext";
import type { TargetReason } from "../../engine/script/Targeting";
import type { RollPart } from "../../engine/events";
import { botch } from "./botchFlow";
import { takeDamage } from "./takeDamage";
import { isStunned, skillBonus, weaponInHand, type D20Fighter } from "./fighter";
import { attackHits, check, D20, isCritical, mayBotch, parryPenalty, type Check, type Defence } from "./opposedRoll";

type Context = FightContext<D20Fighter>;

/** The defence a target answers with, and the bonus its check adds. */
interface Answer {
  readonly action: Defence;
  readonly bonus: number;
}

/**
 * The defence an aware target answers with, costing nothing from its own turn: Parry with a
 * weapon in hand (less the penalty for a lighter one) or Dodge, whichever bonus is larger. A
 * target unaware, or stunned, has none.
 */
function chooseDefence(context: Context, target: D20Fighter, attacking: D20Fighter): Answer | null {
  if (context.unaware(target.id) || isStunned(target)) return null;
  const held = weaponInHand(target);
  if (held.natural) return { action: "dodge", bonus: target.dodge };
  const parry = target.parry + parryPenalty(held.weight, weaponInHand(attacking).weight);
  return parry >= target.dodge ? { action: "parry", bonus: parry } : { action: "dodge", bonus: target.dodge };
}

/** What the defence's bonus is made of, for the log: worked out only where someone reads it. */
function defenceParts(target: D20Fighter, answer: Answer, attacking: D20Fighter): readonly RollPart[] {
  if (answer.action === "dodge") return [{ by: target.dodge, why: "dodge" }];
  const penalty = parryPenalty(weaponInHand(target).weight, weaponInHand(attacking).weight);
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
 * Answers whether the attack was botched: that ends its attacker's turn.
 */
export function resolveAttack(context: Context, attacker: D20Fighter, target: D20Fighter, chosen: TargetReason | null): boolean {
  const attackerId = attacker.id;
  const targetId = target.id;
  const weapon = weaponInHand(attacker);
  const attack = check(context.roll(D20).total, skillBonus(attacker, weapon.category));
  const answer = chooseDefence(context, target, attacker);
  const defence: Check | null = answer === null ? null : check(context.roll(D20).total, answer.bonus);
  const attackBotched = mayBotch(attack) && botch(context, attackerId, targetId, true);
  const defenceBotched = defence !== null && answer !== null && mayBotch(defence) && botch(context, targetId, attackerId, false);
  const hit = !attackBotched && (defenceBotched || attackHits(attack, defence));
  if (defence !== null && answer !== null && context.listening) {
    // A botch decides the exchange whatever the totals: then they are not what was weighed.
    const weighed = attackBotched || defenceBotched ? {} : { weighed: { by: "total", attack: attack.total, defence: defence.total } as const };
    context.emit({
      type: "defense",
      defender: targetId,
      attacker: attackerId,
      reaction: answer.action,
      action: answer.action,
      roll: defence.roll,
      added: defenceParts(target, answer, attacker),
      total: defence.total,
      success: !hit,
      ...weighed,
    });
  }
  if (context.listening) {
    const added = [{ by: attack.total - attack.roll, why: weapon.category }];
    context.emit({
      type: "attack",
      attacker: attackerId,
      target: targetId,
      hit,
      weapon: weapon.name,
      roll: attack.roll,
      added,
      total: attack.total,
      ...(chosen === null ? {} : { chosen }),
    });
  }
  if (!hit) return attackBotched;
  const critical = isCritical(attack, hit);
  takeDamage(context, weapon, targetId, critical, critical ? "critical" : "hurt");
  return false;
}
