import { type Static } from "@sinclair/typebox";
import type { DiceOutcome, DiceRequest } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { ButtonPress, CardButton } from "../../../../engine/play/ButtonPress";
import { cardButtons, ownerOrGm } from "../../../../engine/play/cardButtons";
import { actorName, cardActor, pressed } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState } from "../../../../engine/play/CardRules";
import type { CardRollView, CardView } from "../../../../engine/play/CardView";
import type { DamageDealing } from "../../../../engine/play/dealDamage";
import { readDamageRecord } from "../../../../engine/play/damageRecord";
import { text, type LocalText } from "../../../../engine/text/LocalText";
import { allow, type Outcome, refuse } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { resolveDamage, takeDamage } from "../../damage";
import { soakDamage, spendFate } from "../../fate";
import { isOut, toughnessBonus } from "../../fighter";
import { HIT_LOCATIONS } from "../../schema";
import { fighterChanges, fighterOf } from "../snapshot";
import { fateOf } from "./rolledTest";

const DAMAGE = "damage";

const K = "TURNWRIGHT.D100Fate";

const Hit = Type.Object({
  dice: Type.Array(Type.Integer()),
  raw: Type.Integer(),
  armour: Type.Integer({ minimum: 0 }),
  toughness: Type.Integer(),
  amount: Type.Integer({ minimum: 0 }),
});

const DamageCardSchema = Type.Object({
  weaponName: Type.String(),
  penetration: Type.Integer({ minimum: 0 }),
  formula: Type.String(),
  location: Type.String(),
  hits: Type.Array(Hit),
  total: Type.Integer({ minimum: 0 }),
  applied: Type.Union([Type.Object({ fromWounds: Type.Integer({ minimum: 0 }), critical: Type.Integer({ minimum: 0 }), out: Type.Boolean() }), Type.Null()]),
  /** Fate's soak of the card's own target on a card from before damage went where the GM points. */
  soaked: Type.Union([Type.Object({ roll: Type.Integer(), restored: Type.Integer({ minimum: 0 }) }), Type.Null()]),
  /** Fate's soak of each defender that spent it on this card's damage; left out until one does. */
  soaks: Type.Optional(
    Type.Array(Type.Object({ ref: Type.String({ minLength: 1 }), name: Type.String(), roll: Type.Integer(), restored: Type.Integer({ minimum: 0 }) }), {
      maxItems: 100,
    }),
  ),
});
type DamageCard = Static<typeof DamageCardSchema>;

/** What the damage card takes of the attack that landed: its weapon, where the roll struck, and one target's hits. */
interface LandedAttack {
  readonly weaponName: string;
  readonly damage: string;
  readonly penetration: number;
  readonly strengthBonus: number;
  readonly location: string | null;
}

/** Fate soaks 1d10 of the damage Wounds took. */
const SOAK_DIE: DiceRequest = { count: 1, faces: 10 };

/**
 * The damage card of one target: each landed hit's roll less armour at the location (after
 * penetration) and Toughness Bonus. Nothing is taken until its damage is dealt (see DAMAGE_DEALING).
 */
export function startDamage(
  attack: LandedAttack,
  row: { readonly hits: number; readonly defence: { readonly negated: number } | null },
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
const DAMAGE_DEALING: DamageDealing<DamageCard> = {
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
const DAMAGE_BUTTONS: Readonly<Record<string, CardButton<DamageCard>>> = {
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
function soakable(card: CardState, data: DamageCard): readonly string[] {
  const record = readDamageRecord(card);
  const holding = record.ok ? record.value.dealt.filter((entry) => !entry.undone).map((entry) => entry.ref) : [];
  const refs = data.applied !== null ? [card.actors[1] ?? "", ...holding] : holding;
  return [...new Set(refs)].filter((ref) => ref !== "" && (fromWoundsOf(card, data, ref) ?? 0) > 0 && !soakedAlready(card, data, ref));
}

/** The defenders Fate has soaked on this card, in order, with what it gave back. */
function soaksOf(data: DamageCard): readonly { readonly ref: string; readonly name: string; readonly roll: number; readonly restored: number }[] {
  return data.soaks ?? [];
}

function damageView(data: DamageCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const target = card.actors[1] ?? "";
  const rolls: CardRollView[] = data.hits.map((hit, index) => ({
    label: text(`${K}.Card.Hit`, { n: index + 1 }),
    formula: data.formula,
    dice: hit.dice,
    total: hit.raw,
    detail: text(`${K}.Card.Soak`, { armour: hit.armour, toughness: hit.toughness, amount: hit.amount }),
  }));
  const lines: LocalText[] = [text(`${K}.Card.DamageTotal`, { total: data.total, location: `${K}.Location.${data.location}`, penetration: data.penetration })];
  // A card from before damage went where the GM points says what its own Apply did.
  if (data.applied !== null) {
    lines.push(text(`${K}.Card.Applied`, { fromWounds: data.applied.fromWounds, critical: data.applied.critical }));
    if (data.applied.out) lines.push(text(`${K}.Card.Out`, { name: actorName(actors, target) }));
  }
  if (data.soaked !== null) lines.push(text(`${K}.Card.Soaked`, { roll: data.soaked.roll, restored: data.soaked.restored }));
  for (const soak of soaksOf(data)) lines.push(text(`${K}.Card.SoakedFor`, { name: soak.name, roll: soak.roll, restored: soak.restored }));
  // Each defender holding damage off its Wounds may spend its own Fate: its owner or the GM.
  const offers = soakable(card, data)
    .filter((ref) => fateOf(actors, ref) > 0)
    .map((ref) => ({
      id: `soak:${ref}`,
      label: text(`${K}.Button.soakFor`, { name: actorName(actors, ref) }),
      audience: ownerOrGm(ref),
      tone: "luck" as const,
      available: true,
    }));
  return {
    title: text(`${K}.Card.DamageTitle`, { name: actorName(actors, target), weapon: data.weaponName }),
    subtitle: text(`${K}.Card.By`, { name: actorName(actors, card.actors[0] ?? "") }),
    rolls,
    lines,
    buttons: cardButtons(card, offers),
  };
}

/** The damage of one target's hits, spawned by the attack card, dealt where the GM points; each defender may soak with Fate. */
export const DAMAGE_CARD: CardKind = defineCard({ kind: DAMAGE, schema: DamageCardSchema, buttons: DAMAGE_BUTTONS, view: damageView, damage: DAMAGE_DEALING });
