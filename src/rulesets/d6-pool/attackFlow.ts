import type { FightContext } from "../../engine/fight/FightContext";
import type { TargetReason } from "../../engine/script/Targeting";
import type { ScriptStep } from "../../engine/script/ScriptStep";
import { useDeclared } from "../../engine/budget/DeclaredBudget";
import { DEFENCE_SKILL, defenceAction, defenceMeets, isD6Action } from "./actions";
import { blockConsequence, defenceOf, difficultyAgainst, type ActiveDefence, type DefenceKind } from "./activeDefence";
import { attackHits, damageBonus, PASSIVE_DEFENCE, type DifficultyModifier } from "./combatDifficulty";
import { rangeBetween } from "./position";
import type { RollPart } from "../../engine/events";
import { damageWith, ownDamage, resistanceWith } from "./damage";
import type { DieCode } from "./dieCode";
import { BARE_HANDS, codeThisRound, fighterWith, parryingWeapon, type D6Fighter, type NamedWeapon } from "./fighter";
import { spendsOnResistance, wantsPoints } from "./policy";
import { STUN, woundTaken } from "./stun";
import { addCharacterPoints, throwPool } from "./throwPool";
import { MOST_MARGIN_STANDING, woundFrom, type WoundLevel } from "./woundLevel";

type Context = FightContext<D6Fighter>;

/**
 * What an attack's difficulty is made of, for the log: the defence in force (its roll, and the 10
 * a full one adds) or the passive 10, the cover, and what raised it to the least difficulty.
 */
function difficultyParts(defence: ActiveDefence | null, cover: number, range: number | null, difficulty: number): RollPart[] {
  const parts: RollPart[] =
    defence === null
      ? [{ by: PASSIVE_DEFENCE, why: "passive" }]
      : [{ by: defence.roll, why: defence.kind }, ...(defence.full ? [{ by: defence.total - defence.roll, why: "full" }] : [])];
  if (cover !== 0) parts.push({ by: cover, why: "cover" });
  if (range !== null) parts.push({ by: range, why: "range" });
  const sum = parts.reduce((total, part) => total + part.by, 0);
  if (sum !== difficulty) parts.push({ by: difficulty - sum, why: "least" });
  return parts;
}

export function refuseAction(context: Context, id: string, action: string, code: string, reason: string): false {
  if (context.listening) context.emit({ type: "refused", combatant: id, action, code, reason });
  return false;
}

/**
 * A dodge, block or parry rolled now (on the defender's turn, or as the interruption a wait
 * allows): it holds from now until the defender's next turn. False when it cannot be rolled.
 */
export function rollDefence(context: Context, id: string, kind: DefenceKind, extent: "full" | "partial", action: string): boolean {
  const fighter = context.fighter(id);
  if (kind === "parry" && parryingWeapon(fighter) === undefined)
    return refuseAction(context, id, action, "no-weapon", `${fighter.name} has no hand weapon to parry with`);
  const code = codeThisRound(fighter, DEFENCE_SKILL[kind]);
  if (!code.ok) return refuseAction(context, id, action, code.refusal.code, code.refusal.message);
  const rolled = throwPool(context, id, action, code.value);
  const total = wantsPoints(context.script(id), "defence") ? addCharacterPoints(context, id, action, rolled, Number.POSITIVE_INFINITY) : rolled;
  context.replace(fighterWith(context.fighter(id), { defence: defenceOf(kind, total, extent) }));
  return true;
}

/**
 * A waiting target may break in after the attack is rolled and before its result: it takes the
 * next action it held, when that is a dodge, block or parry and a declared action is left.
 */
function interrupt(context: Context, targetId: string, attackerId: string): void {
  const target = context.fighter(targetId);
  const next = target.held[0];
  if (!target.waiting || next === undefined || !isD6Action(next)) return;
  const defence = defenceAction(next);
  if (defence === null || defence.extent === "full") {
    refuseAction(
      context,
      targetId,
      next,
      "interrupt-defends",
      "An interruption answers an attack with a dodge, block or parry; a full defence is taken on one's own turn",
    );
    context.replace(fighterWith(target, { waiting: false, held: [] }));
    return;
  }
  const used = useDeclared(target.budget, next);
  if (!used.ok) {
    refuseAction(context, targetId, next, used.refusal.code, used.refusal.message);
    context.replace(fighterWith(target, { waiting: false, held: [] }));
    return;
  }
  context.replace(fighterWith(target, { budget: used.value, waiting: false, held: target.held.slice(1) }));
  if (context.listening) context.emit({ type: "action", combatant: targetId, action: next, kind: "declared", target: attackerId });
  rollDefence(context, targetId, defence.kind, "partial", next);
}

/** No cover and no range band: one shared list, as for nearly every attack off the map. */
const NO_MODIFIERS: readonly DifficultyModifier[] = [];

/** What cover and the range band add to an attack's difficulty. */
function difficultyModifiers(cover: number, range: number | null): readonly DifficultyModifier[] {
  if (cover <= 0 && range === null) return NO_MODIFIERS;
  const modifiers: DifficultyModifier[] = cover > 0 ? [{ source: "cover", value: cover }] : [];
  if (range !== null) modifiers.push({ source: "range", value: range });
  return modifiers;
}

/** What the attack must reach: the defence in force where it meets this kind of attack, else the passive 10. */
function defenceAgainst(target: D6Fighter, weapon: NamedWeapon): ActiveDefence | null {
  const defence = target.defence;
  return defence !== null && defenceMeets(defence.kind, weapon.skill) ? defence : null;
}

/**
 * Damage `rollerId` rolls, with the attack's damage bonus, against the target's resistance roll,
 * and the wound it leaves. The target throws Character Points onto its resistance where its plan
 * says, to stay on its feet.
 */
function injure(context: Context, rollerId: string, targetId: string, damage: DieCode, bonus: number, purpose: string): void {
  const raw = throwPool(context, rollerId, purpose, damage);
  const target = context.fighter(targetId);
  const resisted = throwPool(context, targetId, "resistance", resistanceWith(target.codes.strength, target.armour));
  const amount = raw + bonus;
  const soak = spendsOnResistance(context.script(targetId), woundFrom(amount, resisted))
    ? addCharacterPoints(context, targetId, "resist", resisted, amount - MOST_MARGIN_STANDING)
    : resisted;
  wound(context, targetId, woundFrom(amount, soak), { amount, raw, bonus, soak });
}

function wound(
  context: Context,
  targetId: string,
  taken: WoundLevel,
  numbers: { readonly amount: number; readonly raw: number; readonly bonus: number; readonly soak: number },
): void {
  const target = context.fighter(targetId);
  const { level, store, stuns } = woundTaken(target.wound, taken);
  if (stuns) context.addEffect(targetId, STUN.entry);
  else if (store !== null) context.replace(fighterWith(target, { wound: store }));
  if (context.listening) {
    const adjustments = numbers.bonus > 0 ? [{ op: "plus", by: numbers.bonus, why: "bonus" } as const] : [];
    context.emit({ type: "damage", target: targetId, amount: numbers.amount, result: level, raw: numbers.raw, soak: numbers.soak, adjustments });
  }
}

/**
 * One attack: the roll (Character Points after it, where the plan says), a waiting target's
 * interruption, the difficulty its defence sets, and on a hit the damage against its resistance.
 * A block or parry that holds may still hurt someone (a bare fist on a blade, a blade on the body).
 */
export function resolveAttack(
  context: Context,
  attackerId: string,
  weapon: NamedWeapon,
  targetId: string,
  chosen: TargetReason | null,
  plan: ScriptStep | undefined,
): void {
  const attacker = context.fighter(attackerId);
  const code = codeThisRound(attacker, weapon.skill, weapon.skill === "firearms");
  if (!code.ok) {
    refuseAction(context, attackerId, "attack", code.refusal.code, code.refusal.message);
    return;
  }
  const rolled = throwPool(context, attackerId, "attack", code.value);
  interrupt(context, targetId, attackerId);
  const target = context.fighter(targetId);
  const defence = defenceAgainst(target, weapon);
  // On the map the range band's modifier joins the cover (turn.ts has refused an attack beyond the last band).
  const band = rangeBetween(weapon, context.fighter(attackerId).at, target.at);
  const range = band !== null && band.kind === "band" ? band.modifier : null;
  const difficulty = difficultyAgainst(defence, difficultyModifiers(target.cover, range));
  const total = wantsPoints(plan, "attack") ? addCharacterPoints(context, attackerId, "attack", rolled, difficulty) : rolled;
  const hit = attackHits(total, difficulty);
  if (context.fighter(attackerId).aimedRounds > 0 && weapon.skill === "firearms") context.replace(fighterWith(context.fighter(attackerId), { aimedRounds: 0 }));
  if (defence !== null) {
    if (context.listening)
      context.emit({
        type: "defense",
        defender: targetId,
        attacker: attackerId,
        reaction: defence.kind,
        success: !hit,
        total: defence.total,
        full: defence.full,
      });
  }
  if (context.listening) {
    const against = difficultyParts(defence, target.cover, range, difficulty);
    context.emit({
      type: "attack",
      attacker: attackerId,
      target: targetId,
      hit,
      weapon: weapon.name,
      total,
      difficulty,
      against,
      ...(chosen === null ? {} : { chosen }),
    });
  }
  if (defence === null || defence.kind === "dodge") {
    if (hit) injure(context, attackerId, targetId, damageWith(weapon, attacker.codes.strength), damageBonus(total, difficulty), "damage");
    return;
  }
  // A block or a parry met the blow: the source's rules for blades and bare hands.
  const defending = defence.kind === "parry" ? (parryingWeapon(target) ?? BARE_HANDS) : BARE_HANDS;
  const meeting = blockConsequence({
    attack: { bareHanded: weapon === BARE_HANDS || weapon.skill === "brawling", sharp: weapon.sharp },
    defence: { bareHanded: defending === BARE_HANDS, sharp: defending.sharp, damage: defending === BARE_HANDS ? null : defending.damage },
    blocked: !hit,
  });
  if (meeting.attackerTakes !== null) injure(context, targetId, attackerId, meeting.attackerTakes, 0, "parrying blade");
  if (meeting.defenderTakes === "as-hit")
    injure(context, attackerId, targetId, damageWith(weapon, attacker.codes.strength), damageBonus(total, difficulty), "damage");
  if (meeting.defenderTakes === "weapon-alone") injure(context, attackerId, targetId, ownDamage(weapon), 0, "blade");
}
