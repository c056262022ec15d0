import type { CardState } from "../../engine/play/CardRules";
import type { ModifierChoice } from "../../engine/play/RollModifiers";

/**
 * Turnwright's own hooks, for modules: their names and what each hands its listeners. Where
 * each fires, and on which clients, is in docs/api.md; `Hooks.call` for the one a listener may
 * cancel, `Hooks.callAll` for the rest (v13 client/helpers/hooks.mjs).
 */
export const TURNWRIGHT_HOOKS = {
  preRoll: "turnwright.preRoll",
  cardStep: "turnwright.cardStep",
  budgetSpent: "turnwright.budgetSpent",
  passed: "turnwright.passed",
  damageApplied: "turnwright.damageApplied",
  effectEnded: "turnwright.effectEnded",
} as const;

/** A sheet action about to be sent to the GM: what its button sends. */
export interface PreRoll {
  readonly action: string;
  readonly data: Readonly<Record<string, string>>;
  /** Actor refs it aims at. */
  readonly targets: readonly string[];
  /** What the modifiers dialog chose (a ladder step, free modifiers by dial), for an action that throws dice. */
  readonly modifiers?: ModifierChoice;
}

/** A card the GM's game wrote, just posted (`step` null) or just moved on by a press (`step` the button). */
export interface CardStepEvent {
  readonly kind: string;
  readonly step: string | null;
  readonly card: CardState;
}

/** An action taken from a combatant's budget, once the fight's update is written. */
export interface BudgetSpent {
  readonly combat: string;
  readonly combatant: string;
  /** The combatant's actor's ref, null when it has none. */
  readonly actor: string | null;
  readonly action: string;
}

/** A combatant out of the round's passes, once the fight's update is written. */
export interface Passed {
  readonly combat: string;
  readonly combatant: string;
  readonly actor: string | null;
}

/** One defender's share of an application: its actor, and the `system` fields the damage changed, before and after. */
export interface DamagedDefender {
  readonly actor: string;
  readonly name: string;
  readonly before: Readonly<Record<string, string | number | boolean>>;
  readonly after: Readonly<Record<string, string | number | boolean>>;
}

/** Damage from a card applied to its defenders, or taken back (`undone`: the `before` values are what was restored), once every write is done. */
export interface DamageApplied {
  /** The card's ChatMessage id. */
  readonly message: string;
  readonly undone: boolean;
  readonly defenders: readonly DamagedDefender[];
}

/**
 * An effect with a duration that the tracker's move took out of force (`ended`), or brought back
 * into force by stepping back (`ended` false), once the chat has been told.
 */
export interface EffectEnded {
  /** The fight whose clock moved. */
  readonly combat: string;
  /** The ActiveEffect's uuid (an item's effect has its item's uuid in it). */
  readonly effect: string;
  /** The effect's name. */
  readonly name: string;
  /** The ref of the actor it changes. */
  readonly actor: string;
  readonly ended: boolean;
}

/** Whether every listener lets the action go; any answering false stops it. Listeners get frozen copies. */
export function callPreRoll(actor: Actor.Implementation, roll: PreRoll): boolean {
  const aimed = { action: roll.action, data: Object.freeze({ ...roll.data }), targets: Object.freeze([...roll.targets]) };
  const copy: PreRoll = Object.freeze(
    roll.modifiers === undefined
      ? aimed
      : { ...aimed, modifiers: Object.freeze({ step: roll.modifiers.step, free: Object.freeze({ ...roll.modifiers.free }) }) },
  );
  return Hooks.call(TURNWRIGHT_HOOKS.preRoll, actor, copy);
}

/**
 * A copy of plain data, frozen all through: what a listener gets of state it must only read. The
 * card a step names is the message's own (`system.card`), read in place: handed out as it is, a
 * listener could change the very card the next press reads on that game.
 */
function frozenCopy<T>(value: T): T {
  const copy = structuredClone(value);
  const freeze = (node: unknown): void => {
    if (typeof node !== "object" || node === null || Object.isFrozen(node)) return;
    Object.freeze(node);
    for (const inner of Object.values(node)) freeze(inner);
  };
  freeze(copy);
  return copy;
}

export function announceCardStep(message: ChatMessage.Implementation, event: CardStepEvent): void {
  Hooks.callAll(TURNWRIGHT_HOOKS.cardStep, message, frozenCopy(event));
}

export function announceBudgetSpent(event: BudgetSpent): void {
  Hooks.callAll(TURNWRIGHT_HOOKS.budgetSpent, Object.freeze(event));
}

export function announcePassed(event: Passed): void {
  Hooks.callAll(TURNWRIGHT_HOOKS.passed, Object.freeze(event));
}

export function announceDamageApplied(event: DamageApplied): void {
  const defenders = event.defenders.map((defender) =>
    Object.freeze({ ...defender, before: Object.freeze({ ...defender.before }), after: Object.freeze({ ...defender.after }) }),
  );
  Hooks.callAll(TURNWRIGHT_HOOKS.damageApplied, Object.freeze({ ...event, defenders: Object.freeze(defenders) }));
}

export function announceEffectEnded(event: EffectEnded): void {
  Hooks.callAll(TURNWRIGHT_HOOKS.effectEnded, Object.freeze({ ...event }));
}
