import type { FighterDraft } from "../../engine/fight/RuleSetRuntime";
import { UNDECLARED, type DeclaredBudgetState } from "../../engine/budget/DeclaredBudget";
import type { ActiveDefence } from "./activeDefence";
import type { ComplicationRule } from "./WildDie";
import type { D6Actor, D6Armour, D6Weapon } from "./schema";
import { canAct, woundRank, type WoundLevel } from "./woundLevel";
import { initiativeBonusOf, mayActWith } from "./initiative";
import type { Outcome } from "../../engine/Refusal";
import type { DieCode } from "./dieCode";
import type { Square } from "./position";
import { codeOf, traitRollCode, type Trait } from "./rollCode";

export interface NamedWeapon extends D6Weapon {
  readonly name: string;
}

/** A blow with nothing in hand: brawling, and Strength Damage alone. */
export const BARE_HANDS: NamedWeapon = { name: "bare hands", skill: "brawling", damage: "+0D", sharp: false, range: { short: 0, medium: 0, long: 0 } };

/** A character in a fight: its sheet, and what the fight has done to it so far. */
export interface D6Fighter {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly actor: D6Actor;
  readonly weapons: readonly NamedWeapon[];
  readonly armour: readonly D6Armour[];
  readonly wound: WoundLevel;
  readonly characterPoints: number;
  readonly fatePoints: number;
  /** A Fate Point spent this round doubles every code it rolls. */
  readonly fateThisRound: boolean;
  readonly budget: DeclaredBudgetState;
  /** It waited and holds the right to interrupt; what it will do then is `held`. */
  readonly waiting: boolean;
  /** The actions a script listed after a wait, kept for the interruption. */
  readonly held: readonly string[];
  /** A dodge, block or parry in force from its turn until its next one. */
  readonly defence: ActiveDefence | null;
  /** Consecutive rounds spent aiming, ready for the next shot. */
  readonly aimedRounds: number;
  readonly complication: ComplicationRule;
  /** Every trait's code from the sheet, read once: the rules ask for them on every roll. */
  readonly codes: Readonly<Record<Trait, DieCode>>;
  readonly initiativeBonus: number;
  /** Identical foes the GM rolls initiative once for; null when it rolls its own. */
  readonly initiativeGroup: string | null;
  /** Cover it fights from: added to the difficulty of attacks on it. */
  readonly cover: number;
  /** Its square on the scenario's map; null in a fight off the map. */
  readonly at: Square | null;
}

/** What the fight changes on a fighter; the rest of it stays as it was. */
export type FighterChange = Partial<
  Pick<D6Fighter, "wound" | "characterPoints" | "fatePoints" | "fateThisRound" | "budget" | "waiting" | "held" | "defence" | "aimedRounds">
>;

/**
 * A fresh copy of the fighter to change, written out as `FighterDraft` says why. The changes every
 * turn makes (its opening, an action spent) set their fields on it directly.
 */
export function fighterDraft(fighter: D6Fighter): FighterDraft<D6Fighter> {
  return {
    id: fighter.id,
    name: fighter.name,
    side: fighter.side,
    actor: fighter.actor,
    weapons: fighter.weapons,
    armour: fighter.armour,
    wound: fighter.wound,
    characterPoints: fighter.characterPoints,
    fatePoints: fighter.fatePoints,
    fateThisRound: fighter.fateThisRound,
    budget: fighter.budget,
    waiting: fighter.waiting,
    held: fighter.held,
    defence: fighter.defence,
    aimedRounds: fighter.aimedRounds,
    complication: fighter.complication,
    codes: fighter.codes,
    initiativeBonus: fighter.initiativeBonus,
    initiativeGroup: fighter.initiativeGroup,
    cover: fighter.cover,
    at: fighter.at,
  };
}

/**
 * The fighter with `change` made. A change to null (no defence) is a change, so it is told
 * apart from a field left out.
 */
export function fighterWith(fighter: D6Fighter, change: FighterChange): D6Fighter {
  const next = fighterDraft(fighter);
  if (change.wound !== undefined) next.wound = change.wound;
  if (change.characterPoints !== undefined) next.characterPoints = change.characterPoints;
  if (change.fatePoints !== undefined) next.fatePoints = change.fatePoints;
  if (change.fateThisRound !== undefined) next.fateThisRound = change.fateThisRound;
  if (change.budget !== undefined) next.budget = change.budget;
  if (change.waiting !== undefined) next.waiting = change.waiting;
  if (change.held !== undefined) next.held = change.held;
  if (change.defence !== undefined) next.defence = change.defence;
  if (change.aimedRounds !== undefined) next.aimedRounds = change.aimedRounds;
  return next;
}

export function enterFight(
  who: { readonly id: string; readonly name: string; readonly side: string },
  actor: D6Actor,
  weapons: readonly NamedWeapon[],
  armour: readonly D6Armour[],
  complication: ComplicationRule,
  place: { readonly initiativeGroup?: string; readonly cover?: number; readonly position?: Square } = {},
): D6Fighter {
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
    wound: actor.wound,
    characterPoints: actor.characterPoints,
    fatePoints: actor.fatePoints,
    fateThisRound: false,
    budget: UNDECLARED,
    waiting: false,
    held: [],
    defence: null,
    aimedRounds: 0,
    complication,
    codes: traitCodes(actor),
    initiativeBonus: initiativeBonusOf(actor),
    initiativeGroup: place.initiativeGroup ?? null,
    cover: place.cover ?? 0,
    at: place.position ?? null,
  };
}

function traitCodes(actor: D6Actor): Record<Trait, DieCode> {
  const of = (trait: Trait): DieCode => codeOf(actor, trait);
  return {
    agility: of("agility"),
    strength: of("strength"),
    mechanical: of("mechanical"),
    knowledge: of("knowledge"),
    perception: of("perception"),
    technical: of("technical"),
    dodge: of("dodge"),
    brawling: of("brawling"),
    meleeCombat: of("meleeCombat"),
    firearms: of("firearms"),
    search: of("search"),
  };
}

/** The fighter's sheet as it stands now: its wound, for the rules that read an actor. */
export function actorNow(fighter: D6Fighter): D6Actor {
  return fighter.wound === fighter.actor.wound ? fighter.actor : { ...fighter.actor, wound: fighter.wound };
}

/** Still in the fight: neither incapacitated, nor worse, nor unconscious. */
export function isStanding(fighter: D6Fighter): boolean {
  return canAct(fighter.wound) && !fighter.actor.conditions.unconscious;
}

const LEVELS_STANDING = woundRank("incapacitated");

/**
 * How much of its damage track the character has left, as a share of the whole: the wound levels
 * it can still take before it is incapacitated (unhurt, stunned, wounded, severely wounded), so
 * 1 unhurt, ¼ severely wounded, 0 out of the fight.
 */
export function trackLeft(fighter: D6Fighter): number {
  return isStanding(fighter) ? (LEVELS_STANDING - woundRank(fighter.wound)) / LEVELS_STANDING : 0;
}

/** Free to take its turn: standing and not immobilised. */
export function mayTakeTurn(fighter: D6Fighter): boolean {
  // Read in place, not through actorNow: the runner asks after every turn, and a hurt fighter's
  // sheet was copied whole for each question.
  return mayActWith(fighter.actor.conditions, fighter.wound);
}

/** The weapon an attack uses: the first carried, else bare hands. */
export function weaponFor(fighter: D6Fighter): NamedWeapon {
  return fighter.weapons[0] ?? BARE_HANDS;
}

/** A hand weapon for a parry, if the fighter carries one. */
export function parryingWeapon(fighter: D6Fighter): NamedWeapon | undefined {
  return fighter.weapons.find((weapon) => weapon.skill === "meleeCombat");
}

/**
 * The code a skill or attribute roll of this fighter's is made with now: the multi-action
 * penalty of what it declared, its wound, a Fate Point this round, aiming for a shot.
 */
export function codeThisRound(fighter: D6Fighter, trait: Trait, aiming = false): Outcome<DieCode> {
  return traitRollCode(trait, fighter.codes[trait], {
    actions: fighter.budget.declared ?? 1,
    wound: fighter.wound,
    fate: fighter.fateThisRound,
    aimedRounds: aiming ? fighter.aimedRounds : 0,
  });
}
