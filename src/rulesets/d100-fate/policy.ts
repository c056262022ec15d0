import type { ScriptStep } from "../../engine/script/ScriptStep";
import { d100Action, type D100Action, type D100ActionId } from "./actions";
import type { Reaction } from "./defence";
import type { D100Fighter } from "./fighter";
import { keptFor } from "../../engine/keptFor";

/** An action of a turn's plan: its id as planned, and the action it names (undefined for an id no action has). */
export interface PlannedAction {
  readonly id: string;
  readonly action: D100Action | undefined;
}

function planOf(ids: readonly string[]): readonly PlannedAction[] {
  return ids.map((id) => ({ id, action: d100Action(id) }));
}

// The unscripted turns, built once with their actions: every turn of a study asks for one.
const STAND_AND_ATTACK = planOf(["standUp", "standardAttack"] satisfies D100ActionId[]);
const AIM_AND_ATTACK = planOf(["halfAim", "standardAttack"] satisfies D100ActionId[]);

/** A script's plans, each looked up once however many turns take it. */
const SCRIPTED = new WeakMap<readonly string[], readonly PlannedAction[]>();

function scriptedPlan(ids: readonly string[]): readonly PlannedAction[] {
  return keptFor(SCRIPTED, ids, planOf);
}

/**
 * What an unscripted combatant does: stand if it is down on the ground, aim, attack the enemy its
 * targeting chooses (the fight's choice: `FightContext.target`); answer attacks with the better of Parry and Dodge; spend Fate to save
 * itself (a failed defence re-rolled, a wounding hit softened, Stun and Fatigue shaken off).
 */
export function plannedActions(fighter: D100Fighter, step: ScriptStep | undefined): readonly PlannedAction[] {
  if (step !== undefined) return scriptedPlan(step.actions);
  return fighter.conditions.prone && !fighter.conditions.immobilised ? STAND_AND_ATTACK : AIM_AND_ATTACK;
}

/** Which Fate uses a combatant makes this round, when it has Fate to spend. */
export interface FatePlan {
  readonly bonus: boolean;
  readonly rerollAttack: boolean;
  readonly rerollDefence: boolean;
  readonly degree: boolean;
  readonly initiative: boolean;
  readonly soak: boolean;
  readonly unstun: boolean;
  readonly refresh: boolean;
}

/** A script's `spend` list names the uses (FateUse ids); without one, the default keeps Fate for saving the character. */
const DEFAULT_FATE_PLAN: FatePlan = {
  bonus: false,
  rerollAttack: false,
  rerollDefence: true,
  degree: false,
  initiative: false,
  soak: true,
  unstun: true,
  refresh: true,
};

export function fatePlan(step: ScriptStep | undefined): FatePlan {
  if (step?.spend === undefined) return DEFAULT_FATE_PLAN;
  const uses = new Set(step.spend);
  return {
    bonus: uses.has("bonus"),
    rerollAttack: uses.has("reroll"),
    rerollDefence: uses.has("reroll"),
    degree: uses.has("degree"),
    initiative: uses.has("initiative"),
    soak: uses.has("soak"),
    unstun: uses.has("unstun"),
    refresh: uses.has("refresh"),
  };
}

// Built once: every defence of a fight asks for one.
const PARRY_FIRST: readonly Reaction[] = ["parry", "dodge"];
const DODGE_FIRST: readonly Reaction[] = ["dodge", "parry"];

export function preferredReactions(defenderParries: number, defenderDodges: number, melee: boolean): readonly Reaction[] {
  return melee && defenderParries >= defenderDodges ? PARRY_FIRST : DODGE_FIRST;
}
