import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardButton } from "../../../../engine/play/CardKind";
import type { CardState } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { damageFromDice, takeHarm } from "../../damage";
import { fighterOf } from "../snapshot";
import { cardActor, pressed, usedButton, type AttackCard, type DamageCard } from "./cardData";

export const DAMAGE = "damage";

/**
 * The damage card of one hit target: Stun is the dice's total, Body counts each die (none for
 * a 1, two for a 6). Nothing is taken until someone presses Apply.
 */
export function startDamage(attack: AttackCard, attackerRef: string, target: ActorSnapshot, faces: readonly number[]): Outcome<CardState> {
  if (faces.length !== attack.dice || faces.some((face) => !Number.isInteger(face) || face < 1 || face > 6)) return refuse("dice-missing", "The dice for this roll are missing", {});
  const damage = damageFromDice(faces);
  const data: DamageCard = { weaponName: attack.weaponName, manoeuvre: attack.manoeuvre, dice: [...faces], stun: damage.stun, body: damage.body, applied: null };
  return allow({ kind: DAMAGE, actors: [attackerRef, target.ref], data, used: [] });
}

/**
 * Apply takes the hit off the target's Stun and Body as they are now (both may fall below
 * zero). A single hit whose Stun is more than the Body maximum leaves the target Stunned.
 */
export const DAMAGE_BUTTONS: Readonly<Record<string, CardButton<DamageCard>>> = {
  apply: {
    resolve(press) {
      const { data } = press;
      if (data.applied !== null) return usedButton();
      const found = cardActor(press.actors, press.card.actors[1] ?? "");
      if (!found.ok) return found;
      const target = found.value;
      const fighter = fighterOf(target);
      if (!fighter.ok) return fighter;
      const before = fighter.value.fighter;
      const taken = takeHarm({ stun: before.stun, body: before.body }, before.actor.body.max, { stun: data.stun, body: data.body });
      const system: Record<string, number | boolean> = { "stun.value": taken.stun, "body.value": taken.body };
      if (taken.stunned && !before.conditions.stunned) system["conditions.stunned"] = true;
      const applied = { stun: taken.stun, body: taken.body, stunned: taken.stunned, knockedOut: taken.knockedOut, down: taken.down };
      return allow({ card: pressed(press.card, { ...data, applied }, press.button), spawn: [], changes: [{ actor: target.ref, system }] });
    },
  },
};
