import type { FightContext } from "../../engine/fight/FightContext";
import type { TargetReason } from "../../engine/script/Targeting";
import { attackCost, defenceCost } from "./actionCosts";
import { attackAfterFullDefense, paidAp, spendAp } from "./apBudget";
import { attackHits } from "./attackRoll";
import { attributeTest, targetParts, type TestResult } from "./attributeTest";
import type { RollPart } from "../../engine/events";
import { woundUnder } from "./damage";
import { evOf, fighterDraft, isStanding, weaponInHand, type ApFighter } from "./fighter";
import { calledLanding, landingOf, LOCATION_RULES, type Location } from "./hitLocation";
import { takeHit } from "./takeHit";

type Context = FightContext<ApFighter>;

const D20 = { count: 1, faces: 20 } as const;

/** A test in the log, with what its target is made of (`targetParts`). */
export function logTest(context: Context, who: string, purpose: string, test: TestResult, mtn: readonly RollPart[], skill: RollPart): void {
  if (context.listening)
    context.emit({
      type: "roll",
      combatant: who,
      purpose,
      dice: test.face === null ? [] : [test.face],
      total: test.face ?? 0,
      target: test.target,
      against: targetParts(mtn, skill, test.target),
      success: test.success,
    });
}

/**
 * The target answers an attack that succeeded with an active defence while it can pay for one
 * (1 AP + EV): Agility against the MTN less Defense, or Perception when it is caught unaware.
 * `paid` is the target after paying, not yet put back: the attack puts it back once, hit or not.
 */
function defend(context: Context, target: ApFighter, paid: ApFighter, attackerId: string): TestResult {
  const targetId = target.id;
  if (context.listening)
    context.emit({
      type: "action",
      combatant: targetId,
      action: "defend",
      kind: "points",
      target: attackerId,
      cost: target.ap - paid.ap,
      apLeft: paid.ap,
    });
  const attributes = target.actor.attributes;
  const test = attributeTest(
    context.unaware(targetId) ? attributes.perception : attributes.agility,
    target.mtn,
    target.actor.skills.defense,
    target.down,
    context.roll,
  );
  // The log's parts are built only where the log is read: a study's every defence would make them for nobody.
  if (context.listening) logTest(context, targetId, "defence", test, [{ by: target.mtn, why: "mtn" }], { by: target.actor.skills.defense, why: "defense" });
  return test;
}

/**
 * One attack by `attacker` at `target` (an enemy, never itself: a script that says so does not
 * load), both as the fight holds them now: paid for first (refused, with the reason, when the AP
 * are short), the attacker's test, the target's defence, then where it lands (a d20, or the called
 * location) and the damage. `ev` is the attacker's (`evOf`), which its turn works out once.
 * Answers whether the attack was made.
 */
export function resolveAttack(
  context: Context,
  attacker: ApFighter,
  target: ApFighter,
  chosen: TargetReason | null,
  called: Location | null,
  ev: number,
): boolean {
  const attackerId = attacker.id;
  const targetId = target.id;
  const weapon = weaponInHand(attacker);
  const action = called === null ? "attack" : `attack:${called}`;
  const cost = attackCost(weapon.ap, ev, called !== null);
  const paid = paidAp(attacker, cost);
  if (paid === null) {
    // Worded only where the log is read.
    const refused = context.listening ? spendAp(attacker, cost, action) : null;
    if (refused !== null && !refused.ok)
      context.emit({ type: "refused", combatant: attackerId, action, code: refused.refusal.code, reason: refused.refusal.message });
    return false;
  }
  context.replace(attackAfterFullDefense(paid));
  if (context.listening)
    context.emit({ type: "action", combatant: attackerId, action, kind: "points", target: targetId, cost: attacker.ap - paid.ap, apLeft: paid.ap });
  const attributes = attacker.actor.attributes;
  const mtn = attacker.mtn + (called === null ? 0 : LOCATION_RULES[called].calledPenalty);
  const attack = attributeTest(weapon.ranged ? attributes.perception : attributes.agility, mtn, attacker.actor.skills.combat, false, context.roll);
  if (context.listening) {
    const calling = called === null ? [] : [{ by: LOCATION_RULES[called].calledPenalty, why: "called" }];
    logTest(context, attackerId, "attack", attack, [{ by: attacker.mtn, why: "mtn" }, ...calling], { by: attacker.actor.skills.combat, why: "combat" });
  }
  // The target as the attack leaves it: one copy for its defence's AP and the hit's damage, put
  // back once, where each used to copy it and put it back.
  const defended = attack.success && isStanding(target) ? paidAp(target, defenceCost(evOf(target))) : null;
  const defence = defended === null ? null : defend(context, target, defended, attackerId);
  const hit = attackHits(attack, defence);
  if (defence !== null && context.listening) {
    // When both tests succeed the faces are weighed, the higher winning; a failed defence test is the whole story.
    const weighed =
      defence.success && attack.face !== null && defence.face !== null ? { weighed: { by: "face", attack: attack.face, defence: defence.face } as const } : {};
    context.emit({
      type: "defense",
      defender: targetId,
      attacker: attackerId,
      reaction: "defend",
      success: !hit,
      action: "defend",
      roll: defence.face ?? 0,
      ...weighed,
    });
  }
  const landing = hit ? (called === null ? landingOf(context.roll(D20).total) : calledLanding(called)) : null;
  if (context.listening) {
    context.emit({
      type: "attack",
      attacker: attackerId,
      target: targetId,
      hit,
      roll: attack.face ?? 0,
      total: attack.face ?? 0,
      action,
      weapon: weapon.name,
      ...(landing === null ? {} : { location: landing.location }),
      ...(chosen === null ? {} : { chosen }),
    });
  }
  if (landing === null) {
    if (defended !== null) context.replace(defended);
    return true;
  }
  const rolled = Math.max(0, context.roll(attacker.gear.damage).total);
  takeHit(context, defended ?? fighterDraft(target), woundUnder(rolled, target.gear.dr, landing.rule), landing);
  return true;
}
