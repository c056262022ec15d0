import type { FighterDraft } from "../../engine/fight/RuleSetRuntime";
import { EMPTY_SLOT_BUDGET, type SlotBudgetState } from "../../engine/budget/SlotBudget";
import type { SubtypeBan } from "../../engine/budget/SubtypeGate";
import { bonus } from "./bonus";
import { HIT_LOCATIONS, type D100Actor, type D100Armour, type D100Weapon, type HitLocation } from "./schema";

export interface NamedWeapon extends D100Weapon {
  readonly name: string;
}

export interface NamedArmour extends D100Armour {
  readonly name: string;
}

export interface D100Conditions {
  readonly stunned: boolean;
  readonly surprised: boolean;
  readonly immobilised: boolean;
  readonly prone: boolean;
}

/** A character in a fight: its sheet plus what the fight has done to it so far. */
export interface D100Fighter {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly actor: D100Actor;
  /**
   * The sheet's Toughness Bonus, read once as the fighter enters: whether a fighter is out is asked
   * of every fighter at every choice of target and step of the clock, and a hit asks it of its target.
   */
  readonly toughnessBonus: number;
  readonly weapons: readonly NamedWeapon[];
  readonly armour: Readonly<Record<HitLocation, number>>;
  readonly wounds: number;
  readonly fate: number;
  readonly fatigue: number;
  readonly criticalDamage: number;
  readonly conditions: D100Conditions;
  /** Aim's bonus waiting for the next attack (0 when none). */
  readonly aim: number;
  /** After an All Out Attack: no Dodge or Parry until this character's next turn. */
  readonly guardDown: boolean;
  readonly budget: SlotBudgetState;
}

/** Worn pieces do not stack: each location takes the best Armour Points covering it. */
export function armourByLocation(pieces: readonly D100Armour[]): Record<HitLocation, number> {
  const result: Record<HitLocation, number> = { head: 0, rightArm: 0, leftArm: 0, body: 0, rightLeg: 0, leftLeg: 0 };
  for (const piece of pieces) for (const location of HIT_LOCATIONS) result[location] = Math.max(result[location], piece[location]);
  return result;
}

export function enterFight(
  who: { id: string; name: string; side: string },
  actor: D100Actor,
  weapons: readonly NamedWeapon[],
  armour: readonly NamedArmour[],
): D100Fighter {
  // Field by field, in the order every later copy of a fighter is written: spread from `who`, each
  // combatant had a hidden class of its own, and every read of a fighter's field in the fight went
  // through V8's slowest lookup (a fifth of an odds study's instructions).
  return {
    id: who.id,
    name: who.name,
    side: who.side,
    actor,
    toughnessBonus: bonus(actor.toughness),
    weapons,
    armour: armourByLocation(armour),
    wounds: actor.wounds.value ?? actor.wounds.max,
    fate: actor.fate.value ?? actor.fate.max,
    fatigue: actor.fatigue,
    criticalDamage: actor.criticalDamage,
    // Written out: spread from the sheet, every fighter's conditions had a hidden class of their own.
    conditions: {
      stunned: actor.conditions.stunned,
      surprised: actor.conditions.surprised,
      immobilised: actor.conditions.immobilised,
      prone: actor.conditions.prone,
    },
    aim: 0,
    guardDown: false,
    budget: EMPTY_SLOT_BUDGET,
  };
}

/** What the fight changes on a fighter; the rest of it stays as it was. */
export type FighterChange = Partial<Pick<D100Fighter, "wounds" | "fate" | "fatigue" | "criticalDamage" | "conditions" | "aim" | "guardDown" | "budget">>;

/**
 * A fresh copy of the fighter to change, written out as `FighterDraft` says why. The changes every
 * turn makes (an action or a reaction spent, a Fate Point, a hit, aim used) set their fields on it
 * directly.
 */
export function fighterDraft(fighter: D100Fighter): FighterDraft<D100Fighter> {
  return {
    id: fighter.id,
    name: fighter.name,
    side: fighter.side,
    actor: fighter.actor,
    toughnessBonus: fighter.toughnessBonus,
    weapons: fighter.weapons,
    armour: fighter.armour,
    wounds: fighter.wounds,
    fate: fighter.fate,
    fatigue: fighter.fatigue,
    criticalDamage: fighter.criticalDamage,
    conditions: fighter.conditions,
    aim: fighter.aim,
    guardDown: fighter.guardDown,
    budget: fighter.budget,
  };
}

/** The fighter with `change` made: for the rarer changes (conditions, fatigue), which have no place of their own. */
export function fighterWith(fighter: D100Fighter, change: FighterChange): D100Fighter {
  const next = fighterDraft(fighter);
  if (change.wounds !== undefined) next.wounds = change.wounds;
  if (change.fate !== undefined) next.fate = change.fate;
  if (change.fatigue !== undefined) next.fatigue = change.fatigue;
  if (change.criticalDamage !== undefined) next.criticalDamage = change.criticalDamage;
  if (change.conditions !== undefined) next.conditions = change.conditions;
  if (change.aim !== undefined) next.aim = change.aim;
  if (change.guardDown !== undefined) next.guardDown = change.guardDown;
  if (change.budget !== undefined) next.budget = change.budget;
  return next;
}

/** The conditions with `change` made, field by field for the same reason as `fighterDraft`. */
export function conditionsWith(conditions: D100Conditions, change: Partial<D100Conditions>): D100Conditions {
  return {
    stunned: change.stunned ?? conditions.stunned,
    surprised: change.surprised ?? conditions.surprised,
    immobilised: change.immobilised ?? conditions.immobilised,
    prone: change.prone ?? conditions.prone,
  };
}

export function toughnessBonus(fighter: D100Fighter): number {
  return fighter.toughnessBonus;
}

/**
 * Out of the fight: Critical Damage beyond the Toughness Bonus (the critical effect tables are
 * the GM's; past that point the character is down), or Fatigue beyond it (unconscious).
 */
export function isOut(fighter: D100Fighter): boolean {
  const tb = fighter.toughnessBonus;
  return fighter.criticalDamage > tb || fighter.fatigue > tb;
}

/**
 * How much of its damage track the fighter has left, as a share of the whole: its Wounds, then
 * the Critical Damage it can still take before it is out (its Toughness Bonus, and the one more
 * that puts it out); no more than the share of the Fatigue it can take before it falls
 * unconscious. 1 fresh, 0 out (also when a Fate Point took back Wounds after it went out).
 */
export function trackLeft(fighter: D100Fighter): number {
  if (isOut(fighter)) return 0;
  const beyond = toughnessBonus(fighter) + 1;
  const wounds = (fighter.wounds + Math.max(0, beyond - fighter.criticalDamage)) / (fighter.actor.wounds.max + beyond);
  const fatigue = Math.max(0, beyond - fighter.fatigue) / beyond;
  return Math.min(wounds, fatigue);
}

export function meleeWeapon(fighter: D100Fighter): NamedWeapon | undefined {
  return fighter.weapons.find((weapon) => weapon.class === "melee");
}

export function rangedWeapon(fighter: D100Fighter): NamedWeapon | undefined {
  return fighter.weapons.find((weapon) => weapon.class === "ranged");
}

const IMMOBILISED: readonly SubtypeBan[] = [
  {
    condition: { english: "Immobilised", key: "TURNWRIGHT.D100Fate.Condition.immobilised" },
    subtypes: ["Movement"],
    words: { subtype: "TURNWRIGHT.D100Fate.Subtype.", action: "TURNWRIGHT.D100Fate.Action." },
  },
];
const FREE: readonly SubtypeBan[] = [];

/** The action subtypes the character's conditions rule out: an Immobilised character cannot move. */
export function conditionBans(fighter: D100Fighter): readonly SubtypeBan[] {
  return fighter.conditions.immobilised ? IMMOBILISED : FREE;
}
