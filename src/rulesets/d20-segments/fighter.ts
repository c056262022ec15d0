import { reenteredField } from "../../engine/effects/reenteredField";
import type { FighterDraft } from "../../engine/fight/RuleSetRuntime";
import type { D20Actor, D20Armour, D20Weapon } from "./schema";

export interface NamedWeapon extends D20Weapon {
  readonly name: string;
}

/** Fists: a natural weapon, never lost or dropped, the lightest to parry with. */
export const FISTS: NamedWeapon = { name: "fists", category: "unarmed", weight: "light", damage: "1d3", hitPoints: 0, natural: true, equipped: true };

/** A character in a fight: its sheet, and what the fight has done to it so far. */
export interface D20Fighter {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly actor: D20Actor;
  /** Equipped, in hand or on the belt; a dropped, lost, shattered or broken weapon leaves the list. */
  readonly weapons: readonly NamedWeapon[];
  readonly armour: readonly D20Armour[];
  readonly hitPoints: number;
  readonly actionDice: number;
  readonly prone: boolean;
  /** Whether this character's side buys the other side's natural 1s as botches (the world's options). */
  readonly buysBotches: boolean;
  /**
   * What every attack and turn asks of the actor, read from it once as it enters (under the
   * effects then in force): its Dodge and Parry bonuses, and whether its actions are lost or it
   * is stunned. Actors of many shapes made each of these reads one of V8's slowest lookups.
   */
  readonly dodge: number;
  readonly parry: number;
  readonly actionsLost: boolean;
  readonly stunned: boolean;
  /**
   * The Combat skill of the weapon in hand (`combatSkill`), read again whenever the weapons or
   * the actor change: every attack adds it, and a skill looked up by its name on actors of many
   * shapes was a visible share of an attack.
   */
  readonly combat: number;
}

/**
 * A fresh copy of the fighter to change, written out as `FighterDraft` says why. The changes every
 * turn makes (a hit, an action die paid, a weapon a botch took) set their fields on it
 * directly.
 */
export function fighterDraft(fighter: D20Fighter): FighterDraft<D20Fighter> {
  return {
    id: fighter.id,
    name: fighter.name,
    side: fighter.side,
    actor: fighter.actor,
    weapons: fighter.weapons,
    armour: fighter.armour,
    hitPoints: fighter.hitPoints,
    actionDice: fighter.actionDice,
    prone: fighter.prone,
    buysBotches: fighter.buysBotches,
    dodge: fighter.dodge,
    parry: fighter.parry,
    actionsLost: fighter.actionsLost,
    stunned: fighter.stunned,
    combat: fighter.combat,
  };
}

/** The Combat skill of the first of `weapons` (fists when there is none), as the actor's sheet gives it. */
export function combatSkill(actor: D20Actor, weapons: readonly NamedWeapon[]): number {
  return actor.skills[(weapons[0] ?? FISTS).category] ?? 0;
}

/**
 * The Combat skill a fighter entered again fights with: its entry's under the effects now in
 * force where it holds the weapons and actor of that entry, its own where it holds its own, and
 * read again where it holds weapons the fight changed under an actor the effects changed.
 */
function reenteredCombat(current: D20Fighter, fresh: D20Fighter, actor: D20Actor, weapons: readonly NamedWeapon[]): number {
  if (weapons === fresh.weapons && actor === fresh.actor) return fresh.combat;
  if (weapons === current.weapons && actor === current.actor) return current.combat;
  return combatSkill(actor, weapons);
}

/**
 * The fighter as it fights on once the effects on it changed (`RuleSetRuntime.reentered`): each
 * field `reenteredField` of its entry before, itself now and its entry under the effects now in
 * force, in `fighterDraft`'s order; its Combat skill that of the weapons and actor it then has.
 */
export function reenteredFighter(entered: D20Fighter, current: D20Fighter, fresh: D20Fighter): D20Fighter {
  const actor = reenteredField(entered.actor, current.actor, fresh.actor);
  const weapons = reenteredField(entered.weapons, current.weapons, fresh.weapons);
  return {
    id: reenteredField(entered.id, current.id, fresh.id),
    name: reenteredField(entered.name, current.name, fresh.name),
    side: reenteredField(entered.side, current.side, fresh.side),
    actor,
    weapons,
    armour: reenteredField(entered.armour, current.armour, fresh.armour),
    hitPoints: reenteredField(entered.hitPoints, current.hitPoints, fresh.hitPoints),
    actionDice: reenteredField(entered.actionDice, current.actionDice, fresh.actionDice),
    prone: reenteredField(entered.prone, current.prone, fresh.prone),
    buysBotches: reenteredField(entered.buysBotches, current.buysBotches, fresh.buysBotches),
    dodge: reenteredField(entered.dodge, current.dodge, fresh.dodge),
    parry: reenteredField(entered.parry, current.parry, fresh.parry),
    actionsLost: reenteredField(entered.actionsLost, current.actionsLost, fresh.actionsLost),
    stunned: reenteredField(entered.stunned, current.stunned, fresh.stunned),
    combat: reenteredCombat(current, fresh, actor, weapons),
  };
}

/** A copy of the fighter holding `weapons` now (one lost, dropped or dented), its Combat skill read for the weapon then in hand. */
export function rearmed(fighter: D20Fighter, weapons: readonly NamedWeapon[]): FighterDraft<D20Fighter> {
  const draft = fighterDraft(fighter);
  draft.weapons = weapons;
  draft.combat = combatSkill(fighter.actor, weapons);
  return draft;
}

export function enterFight(
  who: { readonly id: string; readonly name: string; readonly side: string },
  actor: D20Actor,
  weapons: readonly NamedWeapon[],
  armour: readonly D20Armour[],
  buysBotches: boolean,
): D20Fighter {
  // Field by field, in the order every later copy of a fighter is written: spread from `who`, each
  // combatant had a hidden class of its own, and every read of a fighter's field in the fight went
  // through V8's slowest lookup (a fifth of an odds study's instructions).
  return {
    id: who.id,
    name: who.name,
    side: who.side,
    actor,
    weapons,
    armour,
    hitPoints: actor.hitPoints.value ?? actor.hitPoints.max,
    actionDice: actionDiceLeft(actor),
    prone: actor.conditions.prone,
    buysBotches,
    dodge: actor.skills.dodge ?? 0,
    parry: actor.skills.parry ?? 0,
    actionsLost: actor.conditions.lost,
    stunned: actor.conditions.stunned,
    combat: combatSkill(actor, weapons),
  };
}

/** The weapons a character fights with: the equipped ones, none while disarmed (fists then). */
export function readyWeapons<W>(actor: D20Actor, weapons: readonly W[], weaponOf: (entry: W) => D20Weapon): W[] {
  return actor.conditions.disarmed ? [] : weapons.filter((entry) => weaponOf(entry).equipped);
}

/** The dice still to spend this session. */
export function actionDiceLeft(actor: D20Actor): number {
  return Math.max(0, actor.actionDice - actor.actionDiceSpent);
}

/** Still in the fight: hit points above 0. */
export function isStanding(fighter: D20Fighter): boolean {
  return fighter.hitPoints > 0;
}

/** How much of its damage track the character has left, as a share: its hit points for their maximum (0 at 0 or below). */
export function trackLeft(fighter: D20Fighter): number {
  return Math.max(0, Math.min(1, fighter.hitPoints / fighter.actor.hitPoints.max));
}

/**
 * Its actions taken from it (a botch's rounds, `lostRounds.ts`): read from its actor as entered,
 * so it holds while the effect that put it on is in force, and a scenario may set it too.
 */
export function losesActions(fighter: D20Fighter): boolean {
  return fighter.actionsLost;
}

/** Stunned: it has no defence against an attack (a snag's stun, or the condition set by hand). */
export function isStunned(fighter: D20Fighter): boolean {
  return fighter.stunned;
}

/** Free to act now: standing, and its actions not lost. */
export function mayAct(fighter: D20Fighter): boolean {
  return isStanding(fighter) && !losesActions(fighter);
}

/** The weapon in hand: the first carried, or fists. */
export function weaponInHand(fighter: D20Fighter): NamedWeapon {
  return fighter.weapons[0] ?? FISTS;
}

export function skillBonus(fighter: D20Fighter, skill: string): number {
  return fighter.actor.skills[skill] ?? 0;
}
