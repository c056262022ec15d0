import type { DiceOutcome, DiceRequest } from "../dice/DiceRequest";
import type { Outcome } from "../Refusal";
import type { ActorChange, ActorSnapshot } from "./ActorSnapshot";
import type { CardView } from "./CardView";
import type { AppliedModifier, ModifierChoice, RollModifiers } from "./RollModifiers";
import type { RangeAtTable } from "./RangeRule";
import type { MeasuredDistance, ReachOnCard } from "./reachOnCard";

/**
 * A card's state as it is stored in a chat message's `system`: everything the next step needs,
 * plain JSON, never in-memory state. `kind` names the rule set's card (attack, defence, ...).
 */
export interface CardState {
  readonly kind: string;
  /** Actor refs this card concerns: the roller first, then targets. */
  readonly actors: readonly string[];
  readonly data: Readonly<Record<string, unknown>>;
  /** Buttons already pressed (or made moot); a card never takes the same press twice. */
  readonly used: readonly string[];
  /** The modifiers chosen before the roll that started the card, listed on it with their sources. */
  readonly modifiers?: readonly AppliedModifier[];
  /**
   * Where a damage card's damage went, and the GM's adjustment of it (see damageRecord.ts): read
   * through its own schema when used, and left out by every card that has dealt none.
   */
  readonly damage?: unknown;
  /** How far each target stood when the attack was started, and the band the range rule put it in; left out without a scene. */
  readonly reach?: readonly ReachOnCard[];
}

/** What one press did: the card after it, new cards, and changes to actors (applied by the GM). */
export interface CardTransition {
  readonly card: CardState;
  readonly spawn: readonly CardState[];
  readonly changes: readonly ActorChange[];
  /** An action taken from the combatant's budget this turn, when in a fight. */
  readonly spend?: { readonly actor: string; readonly action: string };
  /** A button of the new card the same user presses at once (a roll with no luck left to offer first). */
  readonly follow?: string;
  /** New values of the world's tallies this press changed (an action die from the GM's pool). */
  readonly tallies?: Readonly<Record<string, number>>;
}

/**
 * A step in two halves, so Foundry can roll real dice in between: what dice it needs, then
 * what follows from the faces. Both are pure and refuse with a reason.
 */
export interface Step<I> {
  dice(input: I): Outcome<readonly DiceRequest[]>;
  resolve(input: I, outcomes: readonly DiceOutcome[]): Outcome<CardTransition>;
}

/** A sheet button that opens a card: a test of a stat, an attack with a weapon, a Fate use. */
export interface StartInput {
  readonly actor: ActorSnapshot;
  readonly action: string;
  readonly data: Readonly<Record<string, string>>;
  readonly targets: readonly ActorSnapshot[];
  /** The actor's budget, when it is in the running fight: what it already did this turn. */
  readonly budget?: unknown;
  /** Actor refs caught unaware right now (surprised, in a fight's first round). */
  readonly unaware?: readonly string[];
  /** Each target's budget in the running fight, by its ref: what it has in force against the attack (a defence). */
  readonly targetBudgets?: Readonly<Record<string, unknown>>;
  /** The modifiers the roller chose before the roll, already checked against the rule set's caps. */
  readonly modifiers?: readonly AppliedModifier[];
  /** Each target's distance from the attacker, by ref, as the GM's game measured it on the scene; none without a scene. */
  readonly distances?: Readonly<Record<string, MeasuredDistance>>;
  /** The distances as the range rule judged them, by target ref: what a start adds to its difficulty (a band's modifier). */
  readonly reach?: Readonly<Record<string, ReachOnCard>>;
}

/** A card button pressed by `actor` (the actor the audience check resolved to). */
export interface PressInput {
  readonly card: CardState;
  readonly button: string;
  readonly actors: Readonly<Record<string, ActorSnapshot>>;
  readonly budget?: unknown;
  /** The world's tallies as they stand (the GM's pool of action dice), by name. */
  readonly tallies?: Readonly<Record<string, number>>;
  /** Each card actor's allies in the running fight, the nearest first (by the map where it can tell). */
  readonly allies?: Readonly<Record<string, readonly ActorSnapshot[]>>;
  /** The actors of the tokens a damage control points at (selected or targeted), checked by the GM's side; none otherwise. */
  readonly defenders?: readonly ActorSnapshot[];
  /** What the presser typed beside the button (the GM's damage amount), as sent; unchecked until the rule that reads it. */
  readonly amount?: string;
  /** The modifiers the presser chose before a roll the button throws, in shape only; unchecked until the rule that reads them. */
  readonly modifiers?: ModifierChoice;
}

export interface CardRules {
  /** Which sheet actions are rolls, and what may change them before the dice are thrown. */
  readonly modifiers: RollModifiers;
  /** The rule set's range rule, in its scenes' unit; left out where its source has none (the distance alone is shown). */
  readonly range?: RangeAtTable;
  readonly start: Step<StartInput>;
  readonly press: Step<PressInput>;
  view(card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView;
  /** The kind of card each sheet action opens, by the action's name. */
  readonly opens: Readonly<Record<string, string>>;
  /** Every actor a press of the card may read: its own, then those its damage went to (whom an undo writes back). */
  named(card: CardState): readonly string[];
}
