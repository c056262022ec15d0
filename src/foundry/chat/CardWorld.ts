import type { ActorChange, ActorSnapshot } from "../../engine/play/ActorSnapshot";
import type { CardState } from "../../engine/play/CardRules";
import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import type { MeasuredDistance } from "../../engine/play/reachOnCard";
import type { Outcome } from "../../engine/Refusal";
import type { StoredCard } from "./cardMessage";

/** Who pressed: enough to check a button's audience again on the GM's side. */
export interface CardUser {
  readonly id: string;
  readonly isGM: boolean;
  owns(actorRef: string): boolean;
}

/**
 * What the card flow needs of Foundry, as a narrow interface: the Foundry implementation talks
 * to documents, a test double counts what would have been written.
 */
export interface CardWorld {
  readonly module: RuleSetModule;
  snapshot(ref: string): ActorSnapshot | undefined;
  /** Actors caught unaware right now (surprised, in the running fight's first round). */
  unaware(): readonly string[];
  /**
   * How far each target (actor ref) stands from the attacker's token, measured on the scene the
   * user targets it on, in the scene's units; none for a target without a token there (no scene,
   * no canvas, another scene).
   */
  distances(actor: string, targets: readonly string[], user: string): Promise<Readonly<Record<string, MeasuredDistance>>>;
  /** The actor's budget in the running fight; undefined when it is in none. */
  budget(actor: string): unknown;
  /** The card of a message the GM's game wrote; refused for one that is gone, unreadable, or written by anyone else. */
  readCard(messageId: string): Outcome<StoredCard>;
  /** Takes an action from the actor's budget when it is in the running fight; allows it otherwise. */
  spend(actor: string, action: string): Promise<Outcome<true>>;
  /**
   * One update per actor, one of its items where the change reaches them, and one creation (or
   * deletion) of the effects the rules put on it (or take off). `origin` is the card message the
   * step is on, which marks those effects as its own.
   */
  applyChanges(changes: readonly ActorChange[], origin: string): Promise<void>;
  /** The world's tallies (the GM's pool of action dice) by name, each at its stored value or its session's start. */
  tallies(): Readonly<Record<string, number>>;
  /** New values of some of the world's tallies, written by the one writer. */
  setTallies(values: Readonly<Record<string, number>>): Promise<void>;
  /** The actor's allies in the running fight, the nearest first; none outside a fight. */
  allies(ref: string): readonly ActorSnapshot[];
  /** One update of the card's message, the press's rolls added to it. */
  updateCard(messageId: string, card: CardState, rolls: readonly unknown[]): Promise<void>;
  /**
   * New card messages in one batch, written by the GM's game as the roll of `roller`; answers their
   * ids. `thrown`: made by a press of a card whose dice were thrown, so seen as that roll is.
   */
  createCards(cards: readonly CardState[], roller: string, thrown: boolean): Promise<readonly string[]>;
}
