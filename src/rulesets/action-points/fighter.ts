import { damageDice } from "../../engine/dice/damageDice";
import type { DiceRequest } from "../../engine/dice/DiceRequest";
import type { FighterDraft } from "../../engine/fight/RuleSetRuntime";
import { carriedEv, type PreCombat } from "./actionCosts";
import { armourDr } from "./damage";
import { isDown } from "./seriousInjury";
import { ATTRIBUTES, DIE_TYPES, type ApActor, type ApArmour, type ApWeapon } from "./schema";

export interface NamedWeapon extends ApWeapon {
  readonly name: string;
}

/** Bare hands, for a character who carries no weapon. */
export const FISTS: NamedWeapon = { name: "fists", ap: 2, damage: "1d3", ranged: false };

/**
 * What a fighter fights with: its weapons and armour, and what every attack reads of them (the
 * weapon in hand, its damage as dice, the armour's DR and EV), worked out once as it enters, where
 * each attack summed the armour and looked the damage up by its text. The fight never changes them.
 */
export interface Gear {
  readonly weapons: readonly NamedWeapon[];
  readonly armour: readonly ApArmour[];
  /** The weapon it fights with: its first, or fists. */
  readonly inHand: NamedWeapon;
  /** The damage of the weapon in hand, as dice. */
  readonly damage: DiceRequest;
  /** The DR of everything it wears. */
  readonly dr: number;
  /** The EV of everything it wears; its bags' comes on top until they are dropped. */
  readonly ev: number;
}

function gearOf(weapons: readonly NamedWeapon[], armour: readonly ApArmour[]): Gear {
  const inHand = weapons[0] ?? FISTS;
  return { weapons, armour, inHand, damage: damageDice(inHand.damage), dr: armourDr(armour), ev: carriedEv(armour, 0) };
}

/** What a round's Full Defense did: the Defense skill added to this round's AP, and whether an attack since costs it from the next. */
export interface FullDefense {
  readonly bonus: number;
  readonly attacked: boolean;
}

/** A character in a fight: its sheet, and what the fight has done to it so far. */
export interface ApFighter {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  /** The sheet as the fight has left it: attributes dropped, the session's damage, prone. */
  readonly actor: ApActor;
  readonly gear: Gear;
  /** Its bags were dropped (before this fight, or an earlier one): their EV no longer counts. */
  readonly bagsDropped: boolean;
  /** Action Points left this round. */
  readonly ap: number;
  /** This round's Full Defense, or null. */
  readonly fullDefense: FullDefense | null;
  /** Taken off the next round's AP (a Full Defense bonus forfeited by an attack). */
  readonly nextRoundLess: number;
  /** The actions it declared this round, for a script read one per pass. */
  readonly declared: number;
  /** The MTN of an ordinary attack or defence in this world. */
  readonly mtn: number;
  /** What it did in the round before the fight, which set its initiative. */
  readonly preCombat: readonly PreCombat[];
  /**
   * Down: an attribute below d4. Kept beside the attributes because every turn asks it of every
   * fighter; `withAttributes` is the one way the attributes change, and it sets this too.
   */
  readonly down: boolean;
}

export function enterFight(
  who: { readonly id: string; readonly name: string; readonly side: string },
  actor: ApActor,
  weapons: readonly NamedWeapon[],
  armour: readonly ApArmour[],
  mtn: number,
  preCombat: readonly PreCombat[],
): ApFighter {
  const ap = actor.actionPoints.value ?? actor.actionPoints.max;
  // Field by field, in the order every later copy of a fighter is written: spread from `who`, each
  // combatant had a hidden class of its own, and every read of a fighter's field in the fight went
  // through V8's slowest lookup (a fifth of an odds study's instructions).
  return {
    id: who.id,
    name: who.name,
    side: who.side,
    actor,
    gear: gearOf(weapons, armour),
    bagsDropped: actor.bagsDropped,
    ap,
    fullDefense: null,
    nextRoundLess: 0,
    declared: 0,
    mtn,
    preCombat,
    down: isDown(actor.attributes),
  };
}

/** What the fight changes on a fighter, its sheet's damage, prone and attributes among them; the rest stays as it was. */
export type FighterChange = Partial<
  Pick<ApFighter, "bagsDropped" | "ap" | "fullDefense" | "nextRoundLess" | "declared"> & Pick<ApActor, "damageTaken" | "prone" | "attributes">
>;

/** A sheet being changed, as a fighter's draft is. */
export type ActorDraft = { -readonly [Field in keyof ApActor]: ApActor[Field] };

/** A fresh copy of the sheet to change, written out field by field for the same reason as `fighterDraft`. */
export function actorDraft(actor: ApActor): ActorDraft {
  return {
    kind: actor.kind,
    attributes: actor.attributes,
    fitness: actor.fitness,
    skills: actor.skills,
    actionPoints: actor.actionPoints,
    movement: actor.movement,
    damageTaken: actor.damageTaken,
    bagsEv: actor.bagsEv,
    bagsDropped: actor.bagsDropped,
    prone: actor.prone,
    aim: actor.aim,
  };
}

/**
 * A fresh copy of the fighter to change, written out as `FighterDraft` says why. The changes every
 * turn makes (AP spent, a round's AP back, a hit's damage) set their fields on it directly. A
 * draft's attributes are its sheet's: whoever changes them sets `down` too, as `fighterWith` does.
 */
export function fighterDraft(fighter: ApFighter): FighterDraft<ApFighter> {
  return {
    id: fighter.id,
    name: fighter.name,
    side: fighter.side,
    actor: fighter.actor,
    gear: fighter.gear,
    bagsDropped: fighter.bagsDropped,
    ap: fighter.ap,
    fullDefense: fighter.fullDefense,
    nextRoundLess: fighter.nextRoundLess,
    declared: fighter.declared,
    mtn: fighter.mtn,
    preCombat: fighter.preCombat,
    down: fighter.down,
  };
}

/** The fighter with `change` made, Down or not as its attributes now say. */
export function fighterWith(fighter: ApFighter, change: FighterChange): ApFighter {
  const next = fighterDraft(fighter);
  if (change.damageTaken !== undefined || change.prone !== undefined || change.attributes !== undefined) {
    const sheet = actorDraft(fighter.actor);
    if (change.attributes !== undefined) {
      sheet.attributes = change.attributes;
      next.down = isDown(change.attributes);
    }
    if (change.damageTaken !== undefined) sheet.damageTaken = change.damageTaken;
    if (change.prone !== undefined) sheet.prone = change.prone;
    next.actor = sheet;
  }
  if (change.bagsDropped !== undefined) next.bagsDropped = change.bagsDropped;
  if (change.ap !== undefined) next.ap = change.ap;
  if (change.fullDefense !== undefined) next.fullDefense = change.fullDefense;
  if (change.nextRoundLess !== undefined) next.nextRoundLess = change.nextRoundLess;
  if (change.declared !== undefined) next.declared = change.declared;
  return next;
}

/** The EV the fighter carries now: its armour, and its bags until it drops them. */
export function evOf(fighter: ApFighter): number {
  return fighter.gear.ev + (fighter.bagsDropped ? 0 : fighter.actor.bagsEv);
}

/** The weapon it fights with: its first, or fists. */
export function weaponInHand(fighter: ApFighter): NamedWeapon {
  return fighter.gear.inHand;
}

/** Still in the fight: not Down. */
export function isStanding(fighter: ApFighter): boolean {
  return !fighter.down;
}

/** Die types on the ladder above lost: d4 to d12. */
const DIE_STEPS = DIE_TYPES.length - 1;

/**
 * How much of its damage track the character has left, as a share of the whole. It falls when an
 * attribute drops below d4, and attributes drop only once the session's damage is past Fitness:
 * so the upper half is the damage it can still take within Fitness, the lower half the die types
 * left on its weakest attribute (of the five from d12 down to d4). 1 fresh, 0 Down.
 */
export function trackLeft(fighter: ApFighter): number {
  if (fighter.down) return 0;
  const { fitness, damageTaken, attributes } = fighter.actor;
  if (damageTaken <= fitness) return 0.5 + (0.5 * (fitness - damageTaken)) / fitness;
  let weakest = DIE_STEPS;
  for (const attribute of ATTRIBUTES) weakest = Math.min(weakest, DIE_TYPES.indexOf(attributes[attribute]));
  return (0.5 * weakest) / DIE_STEPS;
}

/** The AP a new round gives: the most, less a Full Defense bonus an attack forfeited. */
export function roundAp(fighter: ApFighter): number {
  return Math.max(0, fighter.actor.actionPoints.max - fighter.nextRoundLess);
}
