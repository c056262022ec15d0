import type { DiceOutcome, DiceRequest } from "../dice/DiceRequest";
import type { Refusal } from "../Refusal";
import type { CombatEvent } from "../events";
import type { When } from "../clock/when";
import type { ScriptStep } from "../script/ScriptStep";
import type { EffectEntry } from "../effects/EffectChange";
import type { TargetReason } from "../script/Targeting";

/** The enemy an attack goes at, and why: `reason` is null where the script named it, or where there was no other to choose. */
export interface ChosenTarget<F> {
  readonly fighter: F;
  readonly reason: TargetReason | null;
}

/** Any event of the log, before the runner stamps it with the current time. */
export type Untimed<E> = E extends CombatEvent ? Omit<E, keyof When> : never;
export type UntimedEvent = Untimed<CombatEvent>;

/** What an abort turns to and whom it answers, for the log. */
export interface AbortAnswer {
  readonly action: string;
  readonly attacker: string;
}

/**
 * The world a rule set sees while it resolves a turn: the fighters (replaced, never mutated),
 * the dice, the log, and what the scenario scripted. In Foundry the same rules run against
 * documents instead; here it is plain data.
 */
export interface FightContext<F> {
  readonly when: When;
  /**
   * Someone reads this fight's events: its log is kept or watched. A study of many fights reads
   * only who won, so a rule set builds an event only while this is true. Whatever decides the
   * fight (dice, who stands) is worked out either way: only the telling of it is skipped.
   */
  readonly listening: boolean;
  /** The step under way allows less than a full one (a Surprise Phase); the rule set says what. */
  readonly restricted: boolean;
  fighter(id: string): F;
  fighters(): readonly F[];
  replace(fighter: F): void;
  roll(request: DiceRequest): DiceOutcome;
  emit(event: UntimedEvent): void;
  /** The scripted step for this combatant this round, if the scenario wrote one. */
  script(id: string): ScriptStep | undefined;
  /**
   * Whom `id` attacks now, and why: the target its script names for this round while that one
   * stands, else the enemy its targeting picks among those the rule set says it may attack
   * (`RuleSetRuntime.attackable`), the why left out where it had no other; undefined when it
   * may attack nobody. Asked again, it answers
   * the same enemy for as long as that one is still to be chosen, so a turn asks it wherever it
   * needs the answer (to close in, then to strike).
   */
  target(id: string): ChosenTarget<F> | undefined;
  /** A tally the fight keeps outside any fighter (the GM's pool of action dice), by name: 0 until set. */
  tally(name: string): number;
  setTally(name: string, value: number): void;
  /** Surprised and still in the first round; the rule set says what being caught unaware costs. */
  unaware(id: string): boolean;
  /**
   * The clock's abort, from inside the turn under way: `id` acts now, out of turn, at the cost
   * of its next place in the order. The abort is logged, `defend` carries out the defensive
   * action, and the interrupted turn goes on. When the clock will not have it, answers why, in
   * the log's words (combatants by name), and runs nothing.
   */
  abort(id: string, answer: AbortAnswer, defend: () => void): Refusal | null;
  /**
   * `id` cannot or will not act again this round: out of the passes that remain (a clock of
   * passes only). Said on its own turn, that turn ends with it.
   */
  pass(id: string): void;
  /**
   * An effect with a duration the rules put on `id` now (a stun a hit leaves): from where the
   * clock stands, `id` fights under it until the clock passes its end, as under a scenario's
   * timed effect, and the log says when it ends.
   */
  addEffect(id: string, effect: EffectEntry): void;
}
