import type { DiceOutcome } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { resolveDamage, takeDamage } from "../../damage";
import { soakDamage, spendFate } from "../../fate";
import { isOut, toughnessBonus } from "../../fighter";
import { HIT_LOCATIONS } from "../../schema";
import { fighterChanges, fighterOf } from "../snapshot";
import { cardActor, DamageCardSchema, pressed, readCardToPress, type AttackCard, type AttackTarget, type DamageCard } from "./cardData";

export const DAMAGE = "damage";

/**
 * The damage card of one target: each landed hit's roll less armour at the location (after
 * penetration) and Toughness Bonus. Nothing is taken until someone presses Apply.
 */
export function startDamage(attack: AttackCard, row: AttackTarget, attackerRef: string, target: ActorSnapshot, outcomes: readonly DiceOutcome[]): Outcome<CardState> {
  const read = fighterOf(target);
  if (!read.ok) return read;
  const location = HIT_LOCATIONS.find((l) => l === attack.location);
  if (location === undefined) return refuse("card-not-rolled", "Roll the attack first", {});
  const landed = row.hits - (row.defence?.negated ?? 0);
  if (outcomes.length !== landed) return refuse("dice-missing", "The dice for this roll are missing", {});
  const fighter = read.value.fighter;
  const hits = outcomes.map((outcome) => {
    const resolved = resolveDamage(Math.max(0, outcome.total), fighter.armour[location], attack.penetration, toughnessBonus(fighter));
    return { dice: outcome.dice.flatMap((die) => [...die.faces]), raw: resolved.raw, armour: resolved.armour, toughness: resolved.toughnessBonus, amount: resolved.amount };
  });
  const formula = attack.strengthBonus > 0 ? `${attack.damage} +${attack.strengthBonus}` : attack.damage;
  const data: DamageCard = { weaponName: attack.weaponName, penetration: attack.penetration, formula, location, hits, total: hits.reduce((sum, hit) => sum + hit.amount, 0), applied: null, soaked: null };
  return allow({ kind: DAMAGE, actors: [attackerRef, target.ref], data, used: [] });
}

export function pressDamage(card: CardState, button: string, actors: Readonly<Record<string, ActorSnapshot>>, outcomes: readonly DiceOutcome[]): Outcome<CardTransition> {
  const read = readCardToPress(card, DAMAGE, DamageCardSchema, button);
  if (!read.ok) return read;
  const data = read.value;
  const found = cardActor(actors, card.actors[1] ?? "");
  if (!found.ok) return found;
  const target = found.value;
  const fighter = fighterOf(target);
  if (!fighter.ok) return fighter;
  const before = fighter.value.fighter;
  switch (button) {
    case "apply": {
      if (data.applied !== null) return refuse("card-used", "This damage was applied already", {});
      const taken = takeDamage(before, data.total);
      const after = { ...before, wounds: taken.wounds, criticalDamage: taken.criticalDamage };
      const applied = { fromWounds: taken.fromWounds, critical: taken.critical, out: isOut(after) };
      return allow({ card: pressed(card, { ...data, applied }, "apply"), spawn: [], changes: [{ actor: target.ref, system: fighterChanges(before, after) }] });
    }
    case "soak": {
      if (data.applied === null) return refuse("damage-not-applied", "Apply the damage first", {});
      if (data.soaked !== null) return refuse("card-used", "Fate already removed damage from this hit", {});
      const d10 = outcomes[0]?.total;
      if (d10 === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
      const spent = spendFate(before.fate);
      if (!spent.ok) return spent;
      const soaked = soakDamage(before.wounds, before.actor.wounds.max, data.applied.fromWounds, d10);
      if (!soaked.ok) return soaked;
      const after = { ...before, wounds: soaked.value.wounds, fate: spent.value };
      return allow({ card: pressed(card, { ...data, soaked: { roll: d10, restored: soaked.value.restored } }, "soak"), spawn: [], changes: [{ actor: target.ref, system: fighterChanges(before, after) }] });
    }
    default:
      return refuse("unknown-button", `This card has no button ${button}`, { button });
  }
}
