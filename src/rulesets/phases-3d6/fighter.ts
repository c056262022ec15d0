import type { FighterDraft } from "../../engine/fight/RuleSetRuntime";
import { EMPTY_SLOT_BUDGET, type SlotBudgetState } from "../../engine/budget/SlotBudget";
import { BARE_HANDS, UNARMED } from "./armoury";
import type { Hex } from "./hex/Hex";
import type { ManoeuvreId } from "./manoeuvres";
import { startOpportunityPhase, type OpportunityAllowance } from "./opportunity/allowance";
import type { PhasesActor, PhasesWeapon } from "./schema";

export interface NamedWeapon extends PhasesWeapon {
  readonly name: string;
}

export interface PhasesConditions {
  readonly stunned: boolean;
  readonly prone: boolean;
  readonly unaware: boolean;
  /** Held by a Grab until the grabber's next action (the id of the grabber), else null. */
  readonly heldBy: string | null;
}

/** A character in a fight: its sheet plus what the fight has done to it so far. */
export interface PhasesFighter {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly actor: PhasesActor;
  readonly weapons: readonly NamedWeapon[];
  readonly stun: number;
  readonly body: number;
  readonly conditions: PhasesConditions;
  /** Manoeuvres used since this character's own action began: their modifiers hold until the next. */
  readonly manoeuvres: readonly ManoeuvreId[];
  /** A Block, Missile Deflection or Roll With A Punch not yet spent on an incoming attack. */
  readonly guard: "block" | "deflect" | "roll" | null;
  readonly budget: SlotBudgetState;
  /** The hex it stands in, or null in a fight without a map (then everyone reaches everyone). */
  readonly at: Hex | null;
  /** Its place in the order (score, then roll-off): attacks of opportunity come in that order. */
  readonly rank: { readonly score: number; readonly rollOff: number };
  /** Its attacks of opportunity in the Phase named by `phase` ("turn:phase"); stale once another Phase begins. */
  readonly opportunity: { readonly phase: string; readonly allowance: OpportunityAllowance };
  /** The defensive manoeuvres a scenario orders it to abort to, first choice first; at the table a player decides instead. */
  readonly abortTo: readonly string[];
}

/** Where a fighter starts and what it is ordered to abort to; a sheet at the table gives neither. */
export interface FighterOrders {
  readonly at: Hex | null;
  readonly abortTo: readonly string[];
}

const NO_ORDERS: FighterOrders = { at: null, abortTo: [] };

export function enterFight(
  who: { id: string; name: string; side: string },
  actor: PhasesActor,
  weapons: readonly NamedWeapon[],
  orders: FighterOrders = NO_ORDERS,
): PhasesFighter {
  return {
    id: who.id,
    name: who.name,
    side: who.side,
    actor,
    weapons,
    stun: actor.stun.value ?? actor.stun.max,
    body: actor.body.value ?? actor.body.max,
    // Written out as `conditionsWith` writes them: spread from the sheet, every fighter's conditions had a hidden class of their own.
    conditions: { stunned: actor.conditions.stunned, prone: actor.conditions.prone, unaware: actor.conditions.unaware, heldBy: null },
    manoeuvres: [],
    guard: null,
    budget: EMPTY_SLOT_BUDGET,
    at: orders.at,
    rank: { score: 0, rollOff: 0 },
    opportunity: { phase: "", allowance: startOpportunityPhase() },
    abortTo: orders.abortTo,
  };
}

/** What the fight changes on a fighter; the rest of it stays as it was. */
export type FighterChange = Partial<
  Pick<PhasesFighter, "weapons" | "stun" | "body" | "conditions" | "manoeuvres" | "guard" | "budget" | "at" | "rank" | "opportunity">
>;

/**
 * A fresh copy of the fighter to change, written out as `FighterDraft` says why. The changes every
 * turn makes (an action's opening, the budget spent, a manoeuvre, a guard spent, a hit,
 * initiative) set their fields on it directly.
 */
export function fighterDraft(fighter: PhasesFighter): FighterDraft<PhasesFighter> {
  return {
    id: fighter.id,
    name: fighter.name,
    side: fighter.side,
    actor: fighter.actor,
    weapons: fighter.weapons,
    stun: fighter.stun,
    body: fighter.body,
    conditions: fighter.conditions,
    manoeuvres: fighter.manoeuvres,
    guard: fighter.guard,
    budget: fighter.budget,
    at: fighter.at,
    rank: fighter.rank,
    opportunity: fighter.opportunity,
    abortTo: fighter.abortTo,
  };
}

/**
 * The fighter with `change` made, for the rarer changes. A change to null (no guard, off the
 * map) is a change, so those are told apart from a field left out.
 */
export function fighterWith(fighter: PhasesFighter, change: FighterChange): PhasesFighter {
  const next = fighterDraft(fighter);
  if (change.weapons !== undefined) next.weapons = change.weapons;
  if (change.stun !== undefined) next.stun = change.stun;
  if (change.body !== undefined) next.body = change.body;
  if (change.conditions !== undefined) next.conditions = change.conditions;
  if (change.manoeuvres !== undefined) next.manoeuvres = change.manoeuvres;
  if (change.guard !== undefined) next.guard = change.guard;
  if (change.budget !== undefined) next.budget = change.budget;
  if (change.at !== undefined) next.at = change.at;
  if (change.rank !== undefined) next.rank = change.rank;
  if (change.opportunity !== undefined) next.opportunity = change.opportunity;
  return next;
}

/** The conditions with `change` made, field by field for the same reason as `fighterDraft`. */
export function conditionsWith(conditions: PhasesConditions, change: Partial<PhasesConditions>): PhasesConditions {
  return {
    stunned: change.stunned ?? conditions.stunned,
    prone: change.prone ?? conditions.prone,
    unaware: change.unaware ?? conditions.unaware,
    heldBy: change.heldBy === undefined ? conditions.heldBy : change.heldBy,
  };
}

export function isKnockedOut(fighter: PhasesFighter): boolean {
  return fighter.stun <= 0;
}

export function isDown(fighter: PhasesFighter): boolean {
  return fighter.body <= 0;
}

/** Still a danger to the other side: conscious and alive. */
export function isStanding(fighter: PhasesFighter): boolean {
  return !isDown(fighter) && !isKnockedOut(fighter);
}

/**
 * How much of its damage track the character has left, as a share of the whole: the lesser of
 * its Stun and its Body for their maximums, since either at 0 takes it out. 1 fresh, 0 out.
 */
export function trackLeft(fighter: PhasesFighter): number {
  const share = Math.min(fighter.stun / fighter.actor.stun.max, fighter.body / fighter.actor.body.max);
  return Math.max(0, Math.min(1, share));
}

/** Standing and not Stunned: able to strike at someone, and to keep moving. */
export function standsReady(fighter: PhasesFighter): boolean {
  return isStanding(fighter) && !fighter.conditions.stunned;
}

/** The weapon in hand: the first melee weapon, else the first ranged, else bare hands. */
export function weaponInHand(fighter: PhasesFighter, unarmed: NamedWeapon): NamedWeapon {
  // A loop, not find(): both sides of every attack ask for their weapon, some more than once.
  for (const weapon of fighter.weapons) if (weapon.class === "melee") return weapon;
  return fighter.weapons[0] ?? unarmed;
}

const UNARMED_WEAPON: NamedWeapon = { name: UNARMED, ...BARE_HANDS };

/** The weapon in hand, bare hands when it holds none. */
export function weaponOf(fighter: PhasesFighter): NamedWeapon {
  return weaponInHand(fighter, UNARMED_WEAPON);
}
