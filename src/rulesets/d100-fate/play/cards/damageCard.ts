import type { DiceOutcome, DiceRequest } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { ButtonPress, CardButton } from "../../../../engine/play/ButtonPress";
import type { CardState } from "../../../../engine/play/CardRules";
import type { DamageDealing } from "../../../../engine/play/dealDamage";
import { readDamageRecord } from "../../../../engine/play/damageRecord";
import { text } from "../../../../engine/text/LocalText";
import { allow, type Outcome, refuse } from "../../../../engine/Refusal";
import { resolveDamage, takeDamage } from "../../damage";
import { soakDamage, spendFate } from "../../fate";
import { isOut, toughnessBonus } from "../../fighter";
import { HIT_LOCATIONS } from "../../schema";
import { fighterChanges, fighterOf } from "../snapshot";
import { type AttackCard, type AttackTarget, cardActor, type DamageCard, pressed } from "./cardData";

export const DAMAGE = "damage";

const K = "TURNWRIGHT.D100Fate";

/** Fate soaks 1d10 of the damage Wounds took. */
const SOAK_DIE: DiceRequest = { count: 1, faces: 10 };

/**
 * The damage card of one target: each landed hit's roll less armour at the location (after
 * penetration) and Toughness Bonus. Nothing is taken until its damage is dealt (see DAMAGE_DEALING).
 */
export function startDamage(
  attack: AttackCard,
  row: AttackTarget,
  attackerRef: string,
  target: ActorSnapshot,
  outcomes: readonly DiceOutcome[],
): Outcome<CardState> {
  const read = fighterOf(target);
  if (!read.ok) return read;
  const location = HIT_LOCATIONS.find((l) => l === attack.location);
  if (location === undefined) return refuse("card-not-rolled", "Roll the attack first", {});
  const landed = row.hits - (row.defence?.negated ?? 0);
  if (outcomes.length !== landed) return refuse("dice-missing", "The dice for this roll are missing", {});
  const fighter = read.value.fighter;
  const hits = outcomes.map((outcome) => {
    const resolved = resolveDamage(Math.max(0, outcome.total), fighter.armour[location], attack.penetration, toughnessBonus(fighter));
    return {
      dice: outcome.dice.flatMap((die) => [...die.faces]),
      raw: resolved.raw,
      armour: resolved.armour,
      toughness: resolved.toughnessBonus,
      amount: resolved.amount,
    };
  });
  const formula = attack.strengthBonus > 0 ? `${attack.damage} +${attack.strengthBonus}` : attack.damage;
  const data: DamageCard = {
    weaponName: attack.weaponName,
    penetration: attack.penetration,
    formula,
    location,
    hits,
    total: hits.reduce((sum, hit) => sum + hit.amount, 0),
    applied: null,
    soaked: null,
  };
  return allow({ kind: DAMAGE, actors: [attackerRef, target.ref], data, used: [] });
}

/**
 * The defender a soak button names (`soak:Actor.x`; a card from before named none, meaning its
 * target), still in the world, as the rules read it now.
 */
function soaker(press: ButtonPress<DamageCard>) {
  const ref = press.ref === "" ? (press.card.actors[1] ?? "") : press.ref;
  const found = cardActor(press.actors, ref);
  if (!found.ok) return found;
  const fighter = fighterOf(found.value);
  return fighter.ok ? allow({ defender: found.value, before: fighter.value.fighter }) : fighter;
}

/**
 * How much of a defender's live application of this card came off Wounds (the part Fate may take
 * back); null when it holds none. A card from before the record keeps its target's own.
 */
function fromWoundsOf(card: CardState, data: DamageCard, ref: string): number | null {
  if (data.applied !== null && ref === card.actors[1]) return data.applied.fromWounds;
  const record = readDamageRecord(card);
  const entry = record.ok ? record.value.dealt.find((dealt) => dealt.ref === ref && !dealt.undone) : undefined;
  if (entry === undefined) return null;
  const before = entry.before["wounds.value"];
  const after = entry.after["wounds.value"];
  return typeof before === "number" && typeof after === "number" ? before - after : 0;
}

/** Whether Fate has soaked this defender's damage from the card already. */
function soakedAlready(card: CardState, data: DamageCard, ref: string): boolean {
  return (data.soaked !== null && ref === card.actors[1]) || (data.soaks ?? []).some((soak) => soak.ref === ref);
}

/**
 * The card's damage on one defender: each hit's roll less the defender's own armour at the
 * card's location (after penetration) and its Toughness Bonus, the GM's adjustment worked on the
 * sum, then off Wounds and past them as Critical Damage. The location is the attack roll's
 * (reversed), so every defender one roll struck takes it at the same place.
 */
export const DAMAGE_DEALING: DamageDealing<DamageCard> = {
  deal(data, defender, adjust) {
    const read = fighterOf(defender);
    if (!read.ok) return read;
    const location = HIT_LOCATIONS.find((l) => l === data.location);
    if (location === undefined) return refuse("card-damaged", "This card's data is damaged and cannot be used", {});
    const before = read.value.fighter;
    const soaked = data.hits.reduce((sum, hit) => sum + resolveDamage(hit.raw, before.armour[location], data.penetration, toughnessBonus(before)).amount, 0);
    const amount = adjust(soaked);
    const taken = takeDamage(before, amount);
    const after = { ...before, wounds: taken.wounds, criticalDamage: taken.criticalDamage };
    const lines = [
      text(`${K}.Card.DealtTo`, { name: defender.name, amount, location: `${K}.Location.${location}`, fromWounds: taken.fromWounds, critical: taken.critical }),
    ];
    if (isOut(after) && !isOut(before)) lines.push(text(`${K}.Card.Out`, { name: defender.name }));
    return allow({ before: fighterChanges(after, before), after: fighterChanges(before, after), lines });
  },
  tookItBefore: (data) => data.applied !== null,
};

/** Soak spends a defender's own Fate to take back 1d10 of what its Wounds lost to this card. */
export const DAMAGE_BUTTONS: Readonly<Record<string, CardButton<DamageCard>>> = {
  soak: {
    dice: () => allow([SOAK_DIE]),
    resolve(press, outcomes) {
      const { data } = press;
      const found = soaker(press);
      if (!found.ok) return found;
      const { defender, before } = found.value;
      const fromWounds = fromWoundsOf(press.card, data, defender.ref);
      if (fromWounds === null) return refuse("damage-not-applied", "Apply the damage first", {});
      if (soakedAlready(press.card, data, defender.ref)) return refuse("card-used", "Fate already removed damage from this hit", {});
      const d10 = outcomes[0]?.total;
      if (d10 === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
      const spent = spendFate(before.fate);
      if (!spent.ok) return spent;
      const soaked = soakDamage(before.wounds, before.actor.wounds.max, fromWounds, d10);
      if (!soaked.ok) return soaked;
      const after = { ...before, wounds: soaked.value.wounds, fate: spent.value };
      const soaks = [...(data.soaks ?? []), { ref: defender.ref, name: defender.name, roll: d10, restored: soaked.value.restored }];
      return allow({
        card: pressed(press.card, { ...data, soaks }, press.button),
        spawn: [],
        changes: [{ actor: defender.ref, system: fighterChanges(before, after) }],
      });
    },
  },
};

/**
 * The defenders Fate's soak is on offer to: each holding damage from this card that came off its
 * Wounds (the card's target too, on a card from before), not yet soaked. Each soak is the
 * defender's own Fate, so it is that defender's owner's (or the GM's) to spend.
 */
export function soakable(card: CardState, data: DamageCard): readonly string[] {
  const record = readDamageRecord(card);
  const holding = record.ok ? record.value.dealt.filter((entry) => !entry.undone).map((entry) => entry.ref) : [];
  const refs = data.applied !== null ? [card.actors[1] ?? "", ...holding] : holding;
  return [...new Set(refs)].filter((ref) => ref !== "" && (fromWoundsOf(card, data, ref) ?? 0) > 0 && !soakedAlready(card, data, ref));
}

/** The defenders Fate has soaked on this card, in order, with what it gave back. */
export function soaksOf(data: DamageCard): readonly { readonly ref: string; readonly name: string; readonly roll: number; readonly restored: number }[] {
  return data.soaks ?? [];
}
