import { UNDECLARED, type DeclaredBudgetState } from "../../engine/budget/DeclaredBudget";
import type { ActiveDefence } from "./activeDefence";
import type { ComplicationRule } from "./WildDie";
import type { D6Actor, D6Armour, D6Weapon } from "./schema";
import { canAct, type WoundLevel } from "./woundLevel";
import { initiativeBonusOf, mayActWith } from "./initiative";
import type { Outcome } from "../../engine/Refusal";
import type { DieCode } from "./dieCode";
import { codeOf, rollCode, type Trait } from "./rollCode";

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
  /** The last round a stun holds: it wears off when that round ends. Null when not stunned. */
  readonly stunnedUntil: number | null;
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
  /** The round and the score its group's one roll gave, kept by the member who rolled it. */
  readonly groupRoll: { readonly round: number; readonly score: number } | null;
  /** Cover it fights from: added to the difficulty of attacks on it. */
  readonly cover: number;
}

/** What the fight changes on a fighter; the rest of it stays as it was. */
export type FighterChange = Partial<
  Pick<D6Fighter, "wound" | "stunnedUntil" | "characterPoints" | "fatePoints" | "fateThisRound" | "budget" | "waiting" | "held" | "defence" | "aimedRounds" | "groupRoll">
>;

/**
 * The fighter with `change` made. Written out field by field: a spread of this many fields
 * measured some twenty times dearer than this copy, and a fight makes several each turn, which
 * set how many fights `odds` runs a second. A change to null (no stun, no defence, no group
 * roll) is a change, so those are told apart from a field left out.
 */
export function fighterWith(fighter: D6Fighter, change: FighterChange): D6Fighter {
  return {
    id: fighter.id,
    name: fighter.name,
    side: fighter.side,
    actor: fighter.actor,
    weapons: fighter.weapons,
    armour: fighter.armour,
    wound: change.wound ?? fighter.wound,
    stunnedUntil: change.stunnedUntil === undefined ? fighter.stunnedUntil : change.stunnedUntil,
    characterPoints: change.characterPoints ?? fighter.characterPoints,
    fatePoints: change.fatePoints ?? fighter.fatePoints,
    fateThisRound: change.fateThisRound ?? fighter.fateThisRound,
    budget: change.budget ?? fighter.budget,
    waiting: change.waiting ?? fighter.waiting,
    held: change.held ?? fighter.held,
    defence: change.defence === undefined ? fighter.defence : change.defence,
    aimedRounds: change.aimedRounds ?? fighter.aimedRounds,
    complication: fighter.complication,
    codes: fighter.codes,
    initiativeBonus: fighter.initiativeBonus,
    initiativeGroup: fighter.initiativeGroup,
    groupRoll: change.groupRoll === undefined ? fighter.groupRoll : change.groupRoll,
    cover: fighter.cover,
  };
}

export function enterFight(
  who: { readonly id: string; readonly name: string; readonly side: string },
  actor: D6Actor,
  weapons: readonly NamedWeapon[],
  armour: readonly D6Armour[],
  complication: ComplicationRule,
  place: { readonly initiativeGroup?: string; readonly cover?: number } = {},
): D6Fighter {
  return {
    ...who,
    actor,
    weapons,
    armour,
    wound: actor.wound,
    stunnedUntil: null,
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
    groupRoll: null,
    cover: place.cover ?? 0,
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
  return rollCode(fighter.codes[trait], {
    actions: fighter.budget.declared ?? 1,
    wound: fighter.wound,
    fate: fighter.fateThisRound,
    aimedRounds: aiming ? fighter.aimedRounds : 0,
  });
}
