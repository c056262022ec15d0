import { roundAllowanceLeft, spendSlot } from "../../engine/budget/SlotBudget";
import type { ScriptStep } from "../../engine/script/ScriptStep";
import type { ChosenTarget, FightContext } from "../../engine/fight/FightContext";
import { d100Action, type D100Action } from "./actions";
import { attackTarget, attackTest, hitsScored } from "./attack";
import { damageRequest, damageSteps, resolveDamage, takeDamage } from "./damage";
import { D100, resolveTest, targetParts, type TestResult, type TestTarget } from "./D100Test";
import { defenceTarget, defenceTest, hitsNegated, mayReact, type Reaction } from "./defence";
import { addDegree, rerollTest, soakDamage, spendFate } from "./fate";
import { bonus } from "./bonus";
import { facesOf } from "../../engine/dice/facesOf";
import { fighterDraft, isOut, toughnessBonus, type D100Fighter, type NamedWeapon } from "./fighter";
import { hitLocation } from "./hitLocation";
import type { HitLocation } from "./schema";
import { fatePlan, preferredReactions, type FatePlan } from "./policy";
import { D100_BUDGET } from "./turnBudget";

type Context = FightContext<D100Fighter>;

/** Spends one Fate Point and logs it; false when there is none (nothing changes then). */
export function useFate(context: Context, id: string, use: string): boolean {
  const fighter = context.fighter(id);
  const spent = spendFate(fighter.fate);
  if (!spent.ok) return false;
  const paid = fighterDraft(fighter);
  paid.fate = spent.value;
  context.replace(paid);
  if (context.listening) context.emit({ type: "resource", combatant: id, resource: "fate", use, remaining: spent.value });
  return true;
}

/**
 * A d100 test against `target` with the Fate uses the plan allows: +10 before, a re-roll of a
 * failure, +1 degree after. `test`, what the target is made of, is worked out only for a log:
 * defined exactly while someone listens.
 */
function rollTest(
  context: Context,
  id: string,
  purpose: string,
  target: number,
  test: TestTarget | undefined,
  plan: { reroll: boolean; degree: boolean },
): TestResult {
  const first = context.roll(D100);
  let result = resolveTest(target, first.total);
  const against = test === undefined ? undefined : targetParts(test);
  if (against !== undefined)
    context.emit({
      type: "roll",
      combatant: id,
      purpose,
      dice: [first.total],
      total: first.total,
      target,
      against,
      success: result.success,
      degrees: result.degrees,
    });
  if (!result.success && plan.reroll && context.fighter(id).fate > 0) {
    const again = context.roll(D100);
    const rerolled = rerollTest(result, again.total);
    if (rerolled.ok && useFate(context, id, "reroll")) {
      result = rerolled.value;
      if (against !== undefined)
        context.emit({
          type: "roll",
          combatant: id,
          purpose: `${purpose}-reroll`,
          dice: [again.total],
          total: again.total,
          target,
          against,
          success: result.success,
          degrees: result.degrees,
        });
    }
  }
  if (result.success && plan.degree && context.fighter(id).fate > 0) {
    const boosted = addDegree(result);
    if (boosted.ok && useFate(context, id, "degree")) result = boosted.value;
  }
  return result;
}

/** The first reaction of `order` the defender may take against this attack; a loop, as every defence asks. */
function firstAllowed(
  defender: D100Fighter,
  order: readonly Reaction[],
  attack: { readonly melee: boolean; readonly defenderUnaware: boolean },
): Reaction | undefined {
  for (const reaction of order) if (mayReact(defender, reaction, attack).ok) return reaction;
  return undefined;
}

/** The defender's answer: the better reaction it may still take, spent from its round's Reaction. */
function defend(context: Context, defenderId: string, attackerId: string, melee: boolean, hits: number, plan: FatePlan): number {
  const defender = context.fighter(defenderId);
  // A defender who reacted this round already has no answer, whichever it would choose: most
  // attacks of a squad fight meet one, and its two tests need not be worked out to refuse it.
  if (!roundAllowanceLeft(D100_BUDGET, defender.budget, "reaction")) return 0;
  // The Parry and Dodge targets without a Fate bonus, worked out in melee alone: there they choose
  // the reaction's order (Dodge first at range, whatever the targets), and the reaction taken tests one of them.
  const parry = melee ? defenceTarget(defender, "parry", false) : 0;
  const dodge = melee ? defenceTarget(defender, "dodge", false) : 0;
  const reaction = firstAllowed(defender, preferredReactions(parry, dodge, melee), { melee, defenderUnaware: context.unaware(defenderId) });
  if (reaction === undefined) return 0;
  const action = d100Action(reaction);
  if (action === undefined) return 0;
  const spent = spendSlot(D100_BUDGET, defender.budget, action);
  if (!spent.ok) return 0;
  const fateBonus = plan.bonus && defender.fate > 0 && useFate(context, defenderId, "bonus");
  const reacting = fighterDraft(context.fighter(defenderId));
  reacting.budget = spent.value;
  context.replace(reacting);
  if (context.listening) context.emit({ type: "action", combatant: defenderId, action: reaction, kind: "reaction" });
  // A Fate Point spent changes only the defender's Fate and its bonus: without one, the target worked out to choose is the target.
  const target = fateBonus || !melee ? defenceTarget(reacting, reaction, fateBonus) : reaction === "parry" ? parry : dodge;
  const test = context.listening ? defenceTest(reacting, reaction, fateBonus) : undefined;
  const result = rollTest(context, defenderId, reaction, target, test, {
    reroll: plan.rerollDefence,
    degree: false,
  });
  const negated = Math.min(hits, hitsNegated(result));
  if (context.listening) context.emit({ type: "defense", defender: defenderId, attacker: attackerId, reaction, success: result.success, negated });
  return negated;
}

/** One hit's damage on `target` as it stands: the weapon's dice (+ Strength Bonus in melee) against armour and Toughness. */
function strike(context: Context, attacker: D100Fighter, weapon: NamedWeapon, target: D100Fighter, location: HitLocation, targetPlan: FatePlan): void {
  const targetId = target.id;
  const melee = weapon.class === "melee";
  const strength = melee ? bonus(attacker.actor.strength) : 0;
  const rolled = context.roll(damageRequest(weapon.damage, strength));
  if (context.listening) {
    // The weapon's own bonus, then the Strength Bonus a melee blow adds.
    const own = damageRequest(weapon.damage).modifier ?? 0;
    const added = [...(own === 0 ? [] : [{ by: own, why: "weapon" }]), ...(strength === 0 ? [] : [{ by: strength, why: "strengthBonus" }])];
    context.emit({ type: "roll", combatant: attacker.id, purpose: "damage", dice: facesOf(rolled), added, total: rolled.total });
  }
  const resolved = resolveDamage(Math.max(0, rolled.total), target.armour[location], weapon.penetration, toughnessBonus(target));
  const taken = takeDamage(target, resolved.amount);
  const hurt = fighterDraft(target);
  hurt.wounds = taken.wounds;
  hurt.criticalDamage = taken.criticalDamage;
  let after: D100Fighter = hurt;
  context.replace(after);
  if (context.listening) {
    context.emit({
      type: "damage",
      target: targetId,
      amount: resolved.amount,
      raw: resolved.raw,
      soak: resolved.armour + resolved.toughnessBonus,
      adjustments: damageSteps(resolved),
      location,
      critical: taken.critical,
      result: isOut(after) ? "out" : taken.critical > 0 ? "critical" : resolved.amount > 0 ? "wounded" : "no-damage",
    });
  }
  if (taken.critical > 0 && taken.fromWounds > 0 && targetPlan.soak && after.fate > 0) {
    const d10 = context.roll({ count: 1, faces: 10 });
    const soaked = soakDamage(after.wounds, after.actor.wounds.max, taken.fromWounds, d10.total);
    if (soaked.ok && useFate(context, targetId, "soak")) {
      const soaking = fighterDraft(context.fighter(targetId));
      soaking.wounds = soaked.value.wounds;
      after = soaking;
      context.replace(after);
      // A soak gives back no more than the hit took from Wounds: what the die came to past that is said.
      const added = soaked.value.restored === d10.total ? [] : [{ by: soaked.value.restored - d10.total, why: "soakLimit" }];
      if (context.listening) context.emit({ type: "roll", combatant: targetId, purpose: "fate-soak", dice: [d10.total], added, total: soaked.value.restored });
    }
  }
}

/**
 * One attack action from test to damage: the attack test, hits by burst, the target's
 * reaction, then each remaining hit's damage at the location the reversed roll names.
 * `attacker` is the attacker as it set out to attack: the action's own change to it (aim used,
 * an All Out Attack's guard down) is already made, and the test is the one it aimed for.
 */
export function resolveAttack(
  context: Context,
  attacker: D100Fighter,
  action: D100Action,
  weapon: NamedWeapon,
  chosen: ChosenTarget<D100Fighter>,
  step: ScriptStep | undefined,
): void {
  const attackerId = attacker.id;
  const targetId = chosen.fighter.id;
  const plan = fatePlan(step);
  const fateBonus = plan.bonus && attacker.fate > 0 && useFate(context, attackerId, "bonus");
  const target = context.fighter(targetId);
  const targetUnaware = context.unaware(targetId);
  const test = context.listening ? attackTest(attacker, action, weapon, target, { fateBonus, targetUnaware }) : undefined;
  const aimedAt = attackTarget(attacker, action, weapon, target, fateBonus, targetUnaware);
  const result = rollTest(context, attackerId, "attack", aimedAt, test, { reroll: plan.rerollAttack, degree: plan.degree });
  const burst = action.attack?.burst ?? "single";
  const hits = result.success ? hitsScored(burst, weapon, result.degrees) : 0;
  const location = hitLocation(result.roll);
  if (context.listening)
    context.emit({
      type: "attack",
      attacker: attackerId,
      target: targetId,
      hit: result.success,
      action: action.id,
      weapon: weapon.name,
      location,
      hits,
      ...(chosen.reason === null ? {} : { chosen: chosen.reason }),
    });
  if (hits === 0) return;
  const defenderPlan = fatePlan(context.script(targetId));
  const landed = hits - defend(context, targetId, attackerId, weapon.class === "melee", hits, defenderPlan);
  // The attacker as it set out strikes every blow: a blow changes nothing it reads (its Strength, its id).
  for (let hit = 0; hit < landed; hit += 1) {
    const struck = context.fighter(targetId);
    if (isOut(struck)) break;
    strike(context, attacker, weapon, struck, location, defenderPlan);
  }
}
