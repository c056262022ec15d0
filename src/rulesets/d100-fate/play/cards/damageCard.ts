import type { DiceOutcome, DiceRequest } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { ButtonPress, CardButton } from "../../../../engine/play/CardKind";
import type { CardState } from "../../../../engine/play/CardRules";
import { allow, type Outcome, refuse } from "../../../../engine/Refusal";
import { resolveDamage, takeDamage } from "../../damage";
import { soakDamage, spendFate } from "../../fate";
import { isOut, toughnessBonus } from "../../fighter";
import { HIT_LOCATIONS } from "../../schema";
import { fighterChanges, fighterOf } from "../snapshot";
import { type AttackCard, type AttackTarget, cardActor, type DamageCard, pressed } from "./cardData";

export const DAMAGE = "damage";

/** Fate soaks 1d10 of the damage Wounds took. */
const SOAK_DIE: DiceRequest = { count: 1, faces: 10 };

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

/** The target, still in the world, as the rules read it now. */
function struck(press: ButtonPress<DamageCard>) {
  const found = cardActor(press.actors, press.card.actors[1] ?? "");
  if (!found.ok) return found;
  const fighter = fighterOf(found.value);
  return fighter.ok ? allow({ target: found.value, before: fighter.value.fighter }) : fighter;
}

/** Apply takes the damage from Wounds, then as Critical Damage; Soak spends Fate to take back 1d10 of what Wounds lost. */
export const DAMAGE_BUTTONS: Readonly<Record<string, CardButton<DamageCard>>> = {
  apply: {
    resolve(press) {
      const { data } = press;
      const found = struck(press);
      if (!found.ok) return found;
      const { target, before } = found.value;
      if (data.applied !== null) return refuse("card-used", "This damage was applied already", {});
      const taken = takeDamage(before, data.total);
      const after = { ...before, wounds: taken.wounds, criticalDamage: taken.criticalDamage };
      const applied = { fromWounds: taken.fromWounds, critical: taken.critical, out: isOut(after) };
      return allow({ card: pressed(press.card, { ...data, applied }, "apply"), spawn: [], changes: [{ actor: target.ref, system: fighterChanges(before, after) }] });
    },
  },
  soak: {
    dice: () => allow([SOAK_DIE]),
    resolve(press, outcomes) {
      const { data } = press;
      const found = struck(press);
      if (!found.ok) return found;
      const { target, before } = found.value;
      if (data.applied === null) return refuse("damage-not-applied", "Apply the damage first", {});
      if (data.soaked !== null) return refuse("card-used", "Fate already removed damage from this hit", {});
      const d10 = outcomes[0]?.total;
      if (d10 === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
      const spent = spendFate(before.fate);
      if (!spent.ok) return spent;
      const soaked = soakDamage(before.wounds, before.actor.wounds.max, data.applied.fromWounds, d10);
      if (!soaked.ok) return soaked;
      const after = { ...before, wounds: soaked.value.wounds, fate: spent.value };
      return allow({ card: pressed(press.card, { ...data, soaked: { roll: d10, restored: soaked.value.restored } }, "soak"), spawn: [], changes: [{ actor: target.ref, system: fighterChanges(before, after) }] });
    },
  },
};
