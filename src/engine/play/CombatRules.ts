import type { ClockShape } from "../clock/ClockShape";
import type { DurationUnit } from "../effects/DurationUnit";
import type { DiceOutcome, DiceRequest } from "../dice/DiceRequest";
import type { Outcome } from "../Refusal";
import type { ActorChange, ActorSnapshot } from "./ActorSnapshot";
import type { LocalText } from "../text/LocalText";

/** One pip of the tracker's budget display: Full, Half, Half, Reaction; filled once spent. */
export interface Pip {
  readonly label: LocalText;
  readonly kind: string;
  readonly spent: boolean;
}

/**
 * What the step between rounds does to one actor (the Post-Turn's Recovery): the change, the
 * change that puts it back when the GM steps back over it, and a line for the chat.
 */
export interface PostTurnStep {
  readonly change: ActorChange;
  readonly undo: ActorChange;
  readonly line: LocalText;
}

export interface InitiativeResult {
  readonly score: number;
  readonly tiebreak: readonly number[];
  readonly detail: LocalText;
  /** What rolling cost the actor (a luck point spent on it), applied with the roll. */
  readonly changes: readonly ActorChange[];
}

/**
 * What the combat tracker needs from a rule set: its shape of time, how initiative is rolled,
 * and the action budget each combatant carries (plain JSON in Combatant `system`).
 */
export interface CombatRules {
  readonly clock: ClockShape;
  /** The units of its clock's time an effect's duration may be given in. */
  readonly durations: readonly DurationUnit[];
  /** The dice of an initiative roll; `luck` when the roller spends the rule set's luck on it (one more die, in d6-pool). */
  initiativeDice(actor: ActorSnapshot, options: { readonly luck: boolean }): readonly DiceRequest[];
  /**
   * The score. `drop` when the combatant has the drop on its enemies (it is not surprised and
   * someone in the fight is), for a rule set whose initiative that changes (action-points: full
   * AP); `budget`, when initiative is rolled again between rounds, the budget the round just
   * ended left it (action-points' re-sort: the AP left).
   */
  initiative(
    actor: ActorSnapshot,
    outcomes: readonly DiceOutcome[],
    options: { readonly luck: boolean; readonly drop?: boolean; readonly budget?: unknown },
  ): InitiativeResult;
  /** The words for rolling initiative with the rule set's luck, or null when luck cannot help it. */
  readonly initiativeLuck: LocalText | null;
  /** Whether this actor has luck left to spend on initiative. */
  hasLuck(actor: ActorSnapshot): boolean;
  /** Able to take its turn (the clock skips it otherwise, keeping its place). */
  canAct(actor: ActorSnapshot): boolean;
  /** The budget of one the fight has not yet touched; the actor is there for a budget sized by its sheet (its Action Points), null when it is gone. */
  freshBudget(actor: ActorSnapshot | null): unknown;
  /** A turn begins; `restricted` when it falls in a step that allows less (a Surprise Phase). */
  startTurn(budget: unknown, step: { readonly restricted: boolean }): unknown;
  /** A round begins: what a round gives comes back (AP replenished, a Reaction). */
  startRound(budget: unknown, actor: ActorSnapshot | null): unknown;
  /**
   * A new step of the round opens (a Phase) for everyone, acting in it or not: what lasts a
   * step ends (a Phase's attacks of opportunity). Budgets with nothing of the kind come back as given.
   */
  startStep(budget: unknown): unknown;
  spend(budget: unknown, action: string, actor: ActorSnapshot): Outcome<unknown>;
  /** What the step after a round's last turn does to this actor (a Recovery), or null when nothing. */
  postTurn(actor: ActorSnapshot): PostTurnStep | null;
  /** Taken outside one's own turn (a Reaction); every other action waits for the actor's turn. */
  outOfTurn(action: string): boolean;
  pips(budget: unknown): readonly Pip[];
  /**
   * For a clock with `declare`: the most actions one turn may declare, and the budget a
   * declaration gives (refused when the round has one already or the count is out of range).
   * Null for rule sets whose combatants declare nothing.
   */
  readonly declared: { readonly most: number; declare(budget: unknown, count: number): Outcome<unknown> } | null;
  /** The GM may roll initiative once for a group of identical foes, all of them taking that score. */
  readonly groupInitiative: boolean;
  /** What the combatant's token shows while the fight holds it (an active defence in force), or null for nothing. */
  tokenMark(budget: unknown): LocalText | null;
  /**
   * For a clock of passes: whether the combatant can no longer pay for any action this round, so
   * a spend that leaves it so takes it out of the passes in the same write. Null for the rest.
   */
  readonly exhausted: ((budget: unknown, actor: ActorSnapshot) => boolean) | null;
}
