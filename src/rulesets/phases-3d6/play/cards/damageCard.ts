import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { DamageDealing } from "../../../../engine/play/dealDamage";
import { text } from "../../../../engine/text/LocalText";
import type { CardState } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { damageFromDice, takeHarm } from "../../damage";
import { fighterOf } from "../snapshot";
import type { AttackCard, DamageCard } from "./cardData";

export const DAMAGE = "damage";

const K = "TURNWRIGHT.Phases";

/**
 * The damage card of one hit target: Stun is the dice's total, Body counts each die (none for
 * a 1, two for a 6). Nothing is taken until its damage is dealt (see DAMAGE_DEALING).
 */
export function startDamage(attack: AttackCard, attackerRef: string, target: ActorSnapshot, faces: readonly number[]): Outcome<CardState> {
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
export const DAMAGE_DEALING: DamageDealing<DamageCard> = {
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
