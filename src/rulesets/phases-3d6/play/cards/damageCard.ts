import { type Static } from "@sinclair/typebox";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import { actorName } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState } from "../../../../engine/play/CardRules";
import type { CardView } from "../../../../engine/play/CardView";
import type { DamageDealing } from "../../../../engine/play/dealDamage";
import { text, type LocalText } from "../../../../engine/text/LocalText";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { damageFromDice, takeHarm } from "../../damage";
import { fighterOf } from "../snapshot";

const DAMAGE = "damage";

/** A d6 as a card keeps its face. */
export const D6Schema = Type.Integer({ minimum: 1, maximum: 6 });

const Taken = Type.Object({ stun: Type.Integer(), body: Type.Integer(), stunned: Type.Boolean(), knockedOut: Type.Boolean(), down: Type.Boolean() });

const DamageCardSchema = Type.Object({
  weaponName: Type.String(),
  manoeuvre: Type.String(),
  dice: Type.Array(D6Schema, { minItems: 1 }),
  stun: Type.Integer({ minimum: 0 }),
  body: Type.Integer({ minimum: 0 }),
  applied: Type.Union([Taken, Type.Null()]),
});
type DamageCard = Static<typeof DamageCardSchema>;

const K = "TURNWRIGHT.Phases";

/** What the damage card takes of the attack that hit: the weapon, the manoeuvre and its damage dice. */
interface HittingAttack {
  readonly weaponName: string;
  readonly manoeuvre: string;
  readonly dice: number;
}

/**
 * The damage card of one hit target: Stun is the dice's total, Body counts each die (none for
 * a 1, two for a 6). Nothing is taken until its damage is dealt (see DAMAGE_DEALING).
 */
export function startDamage(attack: HittingAttack, attackerRef: string, target: ActorSnapshot, faces: readonly number[]): Outcome<CardState> {
  if (faces.length !== attack.dice || faces.some((face) => !Number.isInteger(face) || face < 1 || face > 6))
    return refuse("dice-missing", "The dice for this roll are missing", {});
  const damage = damageFromDice(faces);
  const data: DamageCard = {
    weaponName: attack.weaponName,
    manoeuvre: attack.manoeuvre,
    dice: [...faces],
    stun: damage.stun,
    body: damage.body,
    applied: null,
  };
  return allow({ kind: DAMAGE, actors: [attackerRef, target.ref], data, used: [] });
}

/**
 * The card's damage on one defender: the GM's adjustment worked on its Stun and its Body alike
 * (halving both is how this kind of game softens a blow, as rolling with a punch does), then
 * taken off the defender's Stun and Body as they are now (both may fall below zero). A single
 * hit whose Stun is more than the defender's Body maximum leaves it Stunned. The source has no
 * armour or locations: every defender takes the same dice.
 */
const DAMAGE_DEALING: DamageDealing<DamageCard> = {
  deal(data, defender, adjust) {
    const fighter = fighterOf(defender);
    if (!fighter.ok) return fighter;
    const before = fighter.value.fighter;
    const hit = { stun: adjust(data.stun), body: adjust(data.body) };
    const taken = takeHarm({ stun: before.stun, body: before.body }, before.actor.body.max, hit);
    const was: Record<string, number | boolean> = { "stun.value": before.stun, "body.value": before.body };
    const now: Record<string, number | boolean> = { "stun.value": taken.stun, "body.value": taken.body };
    if (taken.stunned && !before.conditions.stunned) {
      was["conditions.stunned"] = false;
      now["conditions.stunned"] = true;
    }
    const lines = [text(`${K}.Card.DealtTo`, { name: defender.name, stun: hit.stun, body: hit.body, stunNow: taken.stun, bodyNow: taken.body })];
    if (taken.down && before.body > 0) lines.push(text(`${K}.Card.Down`, { name: defender.name }));
    else if (taken.knockedOut && before.stun > 0) lines.push(text(`${K}.Card.KnockedOut`, { name: defender.name }));
    else if (taken.stunned) lines.push(text(`${K}.Card.Stunned`, { name: defender.name }));
    return allow({ before: was, after: now, lines });
  },
  tookItBefore: (data) => data.applied !== null,
};

function damageView(data: DamageCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const target = card.actors[1] ?? "";
  const lines: LocalText[] = [text(`${K}.Card.DamageTotal`, { stun: data.stun, body: data.body })];
  // A card from before damage went where the GM points says what its own Apply did.
  const applied = data.applied;
  if (applied !== null) {
    lines.push(text(`${K}.Card.Applied`, { stun: applied.stun, body: applied.body }));
    if (applied.down) lines.push(text(`${K}.Card.Down`, { name: actorName(actors, target) }));
    else if (applied.knockedOut) lines.push(text(`${K}.Card.KnockedOut`, { name: actorName(actors, target) }));
    else if (applied.stunned) lines.push(text(`${K}.Card.Stunned`, { name: actorName(actors, target) }));
  }
  return {
    title: text(`${K}.Card.DamageTitle`, { name: actorName(actors, target), weapon: data.weaponName }),
    subtitle: text(`${K}.Card.By`, { name: actorName(actors, card.actors[0] ?? "") }),
    rolls: [
      {
        label: text(`${K}.Action.${data.manoeuvre}`),
        formula: `${data.dice.length}d6`,
        dice: data.dice,
        total: data.stun,
        detail: text(`${K}.Card.BodyCount`, { body: data.body }),
      },
    ],
    lines,
    buttons: [],
  };
}

/** The damage of one hit target, spawned by the attack card and dealt where the GM points. */
export const DAMAGE_CARD: CardKind = defineCard({ kind: DAMAGE, schema: DamageCardSchema, buttons: {}, view: damageView, damage: DAMAGE_DEALING });
