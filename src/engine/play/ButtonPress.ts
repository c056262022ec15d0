import type { DiceOutcome, DiceRequest } from "../dice/DiceRequest";
import type { Outcome } from "../Refusal";
import type { ActorSnapshot } from "./ActorSnapshot";
import type { CardState, CardTransition } from "./CardRules";
import type { ModifierChoice } from "./RollModifiers";

type Actors = Readonly<Record<string, ActorSnapshot>>;

/** One press of a card's button, with the card's data already checked against its kind's schema. */
export interface ButtonPress<D> {
  readonly card: CardState;
  readonly data: D;
  /** The button as pressed: `dodge:Actor.abc`. */
  readonly button: string;
  /** The target the button names after its colon; "" when it names none. */
  readonly ref: string;
  readonly actors: Actors;
  /** The world's tallies by name; empty where the world keeps none. */
  readonly tallies: Readonly<Record<string, number>>;
  /** Allies of the card's actors in the running fight, nearest first; empty outside one. */
  readonly allies: Readonly<Record<string, readonly ActorSnapshot[]>>;
  /** The defenders a damage control points at, checked by the GM's side; empty for every other button. */
  readonly defenders: readonly ActorSnapshot[];
  /** What the presser typed beside the button (the GM's damage amount), as sent: the rule that reads it checks it. */
  readonly amount?: string;
  /** The modifiers the presser chose before a roll the button throws, in shape only: the rule that reads them checks them. */
  readonly modifiers?: ModifierChoice;
}

/** What one button of a kind of card does: the dice it needs (none when left out), then what follows from them. */
export interface CardButton<D> {
  dice?(press: ButtonPress<D>): Outcome<readonly DiceRequest[]>;
  resolve(press: ButtonPress<D>, outcomes: readonly DiceOutcome[]): Outcome<CardTransition>;
}
