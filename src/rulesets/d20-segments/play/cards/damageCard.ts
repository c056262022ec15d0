import { type Static } from "@sinclair/typebox";
import type { DiceOutcome } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardButton } from "../../../../engine/play/ButtonPress";
import { cardButtons, gm } from "../../../../engine/play/cardButtons";
import { actorName, pressed } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState } from "../../../../engine/play/CardRules";
import type { CardView } from "../../../../engine/play/CardView";
import type { DamageDealing } from "../../../../engine/play/dealDamage";
import { readDamageRecord } from "../../../../engine/play/damageRecord";
import { text } from "../../../../engine/text/LocalText";
import { allow, refuse } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { damageTaken } from "../../damage";
import { fighterOf } from "../snapshot";
import { rolledOf, RolledSchema } from "./rolledDice";

const DAMAGE = "damage";

/** A hit's damage roll, waiting to be dealt: doubled while it is a critical hit the GM has not undone. */
const DamageCardSchema = Type.Object({
  weaponName: Type.String(),
  formula: Type.String({ maxLength: 40 }),
  rolled: RolledSchema,
  critical: Type.Boolean(),
  criticalUndone: Type.Boolean(),
});
type DamageCard = Static<typeof DamageCardSchema>;

const K = "TURNWRIGHT.D20Segments";

/** The least hit points a character goes to: a blow past it takes no more. */
const LEAST_HIT_POINTS = -10;

/**
 * The damage card of a hit: the weapon's dice as they fell, and whether the hit is a critical one
 * (doubled). Nobody loses hit points until its damage is dealt (see DAMAGE_DEALING).
 */
export function startDamage(weaponName: string, formula: string, thrown: DiceOutcome, critical: boolean, attackerRef: string, targetRef: string): CardState {
  const data: DamageCard = { weaponName, formula, rolled: rolledOf(thrown), critical, criticalUndone: false };
  return { kind: DAMAGE, actors: [attackerRef, targetRef], data, used: [] };
}

/**
 * The card's damage on one defender: the dice, doubled on a critical, less the defender's own
 * best armour (never below 1), the GM's adjustment worked on that, then off its hit points (never
 * below −10).
 */
const DAMAGE_DEALING: DamageDealing<DamageCard> = {
  deal(data, defender, adjust) {
    const read = fighterOf(defender);
    if (!read.ok) return read;
    const fighter = read.value.fighter;
    const amount = adjust(damageTaken(data.rolled.total, data.critical, fighter.armour));
    const left = Math.max(LEAST_HIT_POINTS, fighter.hitPoints - amount);
    return allow({
      before: { "hitPoints.value": fighter.hitPoints },
      after: { "hitPoints.value": left },
      lines: [text(`${K}.Card.DealtTo`, { name: defender.name, amount, left })],
    });
  },
};

/** An application of the card's damage not undone, if any (an unreadable record counts as one: nothing is guessed). */
function liveEntry(card: CardState): { readonly name: string } | undefined {
  const record = readDamageRecord(card);
  return record.ok ? record.value.dealt.find((entry) => !entry.undone) : { name: "?" };
}

/**
 * The GM's undoing of a critical hit on its damage card: from then on the damage is plain. Refused
 * while a defender holds damage dealt at double, which would otherwise stay doubled beside plain
 * damage dealt after; undo it first.
 */
const DAMAGE_BUTTONS: Readonly<Record<string, CardButton<DamageCard>>> = {
  uncritical: {
    resolve(press) {
      const { data } = press;
      if (!data.critical) return refuse("no-critical", "This attack is no critical hit", {});
      const live = liveEntry(press.card);
      if (live !== undefined) return refuse("critical-dealt", `${live.name} holds this damage at double: undo it first`, { name: live.name });
      return allow({ card: pressed(press.card, { ...data, critical: false, criticalUndone: true }, press.button), spawn: [], changes: [] });
    },
  },
};

/** Whether the GM may still undo the card's critical hit: it is one, and no defender holds it. */
function uncriticalOpen(card: CardState, data: DamageCard): boolean {
  return data.critical && liveEntry(card) === undefined;
}

/** A hit's damage roll, waiting to be dealt: each defender's armour and hit points are listed as it takes it. */
function damageView(data: DamageCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  return {
    title: text(`${K}.Card.DamageTitle`, { name: actorName(actors, card.actors[1] ?? ""), weapon: data.weaponName }),
    subtitle: text(`${K}.Card.By`, { name: actorName(actors, card.actors[0] ?? "") }),
    rolls: [
      { label: text(data.critical ? `${K}.Card.DamageCritical` : `${K}.Card.Damage`), formula: data.formula, dice: data.rolled.dice, total: data.rolled.total },
    ],
    lines: data.criticalUndone ? [text(`${K}.Card.CriticalUndone`)] : [],
    buttons: cardButtons(card, [
      { id: "uncritical", label: text(`${K}.Button.uncritical`), audience: gm(), tone: "plain", available: uncriticalOpen(card, data) },
    ]),
  };
}

/** A hit's damage, spawned by the attack card and dealt where the GM points; the GM may undo its critical doubling. */
export const DAMAGE_CARD: CardKind = defineCard({ kind: DAMAGE, schema: DamageCardSchema, buttons: DAMAGE_BUTTONS, view: damageView, damage: DAMAGE_DEALING });
