import type { ClockShape } from "../clock/ClockShape";
import type { ScriptStep } from "./ScriptStep";

/**
 * Something a scenario's script says that the loader accepts but that is most likely not what
 * the GM meant: a step that can never run, or that runs otherwise than it reads. A warning is
 * data, a code and what the code needs; whoever shows it (the CLI) puts it into words. The fight
 * runs exactly as it would without it.
 */
export type ScriptWarning =
  /** A second step for a round the combatant already has a step for: the runner reads the first only. */
  | (ScriptPlace & { readonly code: "round-repeated"; readonly first: number })
  /** The step names a target that is down before the fight begins: the attacks go to another enemy, or nowhere. */
  | (ScriptPlace & { readonly code: "target-down"; readonly target: string })
  /** The combatant is down before the fight begins: none of its `steps` steps will run. */
  | (ScriptPlace & { readonly code: "scripted-down"; readonly steps: number })
  /** A surprised combatant under a clock in which the surprised lose round 1: its round-1 step never runs. */
  | (ScriptPlace & { readonly code: "surprised-first-round" })
  /**
   * On a map, the target is `distance` away, the combatant hits from at most `reach` with what it
   * carries, and the two of them can close at most `closing` of the gap by the step's last chance
   * to attack: every attack of the step is refused as out of reach.
   */
  | (ScriptPlace & { readonly code: "out-of-reach"; readonly target: string; readonly distance: number; readonly reach: number; readonly closing: number })
  /**
   * An action that needs what the combatant does not carry: `needs` is the kind of weapon or the
   * way of firing it, `weapon` the weapon it would use (null when it has none of the kind). The
   * fight refuses the action each time the step runs.
   */
  | (ScriptPlace & { readonly code: "unfit-action"; readonly action: string; readonly needs: WeaponNeed; readonly weapon: string | null })
  /**
   * The step declares fewer actions than it lists (`declared` against `listed` that each take
   * one): the ones past the declared number are refused.
   */
  | (ScriptPlace & { readonly code: "declared-fewer"; readonly declared: number; readonly listed: number })
  /**
   * An action the turn's budget has no room for after the step's earlier ones (`after`, those the
   * turn pays for); `repeated` when what it lacks is an action of a kind not to be taken twice.
   */
  | (ScriptPlace & { readonly code: "over-budget"; readonly action: string; readonly after: readonly string[]; readonly repeated: boolean })
  /** A surprised combatant whose rule set lets it take one defence at most in round 1: `action` is the first of the step's that never happens. */
  | (ScriptPlace & { readonly code: "surprised-defends-only"; readonly action: string });

/** Which step of whose script a warning is about: `script` is the step's index in the combatant's list. */
export interface ScriptPlace {
  readonly combatant: string;
  readonly script: number;
  readonly round: number;
}

/** What an action asks of the gear: a weapon of a class, or a way of firing a ranged one. */
export type WeaponNeed = "melee-weapon" | "ranged-weapon" | "single-shot" | "semi-auto" | "full-auto";

export type ScriptWarningCode = ScriptWarning["code"];

/** A step of a script that will be read, with the fighters it is about as they enter the fight. */
export interface ScriptedStep<F> {
  readonly fighter: F;
  /** The step's index in its combatant's script. */
  readonly script: number;
  readonly step: ScriptStep;
  /** The target the step names, when it names one standing as the fight begins. */
  readonly target: F | undefined;
}

/**
 * A scenario's scripts as a rule set's own checks see them: the fighters as they enter, and only
 * the steps the runner will read (the generic checks have already spoken of the others).
 */
export interface ScriptedFight<F> {
  readonly fighters: readonly F[];
  readonly steps: readonly ScriptedStep<F>[];
  readonly clock: ClockShape;
  /** Surprised as the fight begins: what that costs is the clock's, and the rule set's, to say. */
  surprised(id: string): boolean;
  /**
   * The most times a combatant can act in `round`: the clock's Phases (and the Surprise Phase
   * that opens round 1, when there is one), once for a round of turns, no bound for passes.
   */
  actsIn(round: number): number;
}
