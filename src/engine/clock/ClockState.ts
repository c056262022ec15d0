/**
 * Combat time as plain JSON: no classes, functions or Maps, so Foundry can keep it in a Combat's
 * `system` data and the CLI can log it. Operations never change a state; they return a new one
 * that shares every part they did not touch (but for the headless fight's own state, which they
 * change in place: see `changesInPlace`).
 */

/** Ids whose turn is one and the same moment: one id, or several when tied scores act together. */
export type Group = readonly string[];

export type ClockStage = "awaiting-initiative" | "acting" | "post-turn";

/** `round` is the single walk of a round made of turns; the others name the steps of richer rounds. */
export type StepKind = "round" | "surprise" | "phase" | "post-turn" | "pass";

export interface ClockStep {
  readonly kind: StepKind;
  /** Phase or pass number from 1; the Surprise Phase is 0; a plain round's walk is 1. */
  readonly number: number;
  /** Only one attack or one move is allowed in this step (the budget layer enforces it). */
  readonly restricted: boolean;
}

export interface ClockCombatant {
  readonly id: string;
  readonly aware: boolean;
  readonly canAct: boolean;
  /** Null until initiative is set (or for a newcomer who waits for the next roll). */
  readonly score: number | null;
  /** Compared element by element, highest first, when scores are equal. */
  readonly tiebreak: readonly number[];
}

export type HoldKind = "delay" | "ready" | "wait";

/** An action kept back to be taken later with `act`. */
export interface Hold {
  readonly kind: HoldKind;
  /** What a readied action waits for, in the player's words; null for delay and wait. */
  readonly trigger: string | null;
  /** `steps` when the hold began: reaching the combatant's own place in a later step ends it. */
  readonly since: number;
}

/** Someone acting out of turn; `resumes` when the turn it broke into goes on afterwards. */
export interface Interrupt {
  readonly id: string;
  readonly resumes: boolean;
}

export interface Declared {
  readonly count: number;
  readonly waits: number;
}

export type PushKind = "end" | "next-round";

/** Everything but the history. */
export interface ClockPresent {
  readonly stage: ClockStage;
  /** Round (or Turn) number from 1; 0 before the first. */
  readonly round: number;
  readonly step: ClockStep | null;
  /** Steps opened since the fight began: the clock's own count of moments, for holds. */
  readonly steps: number;
  /** Game seconds of the rounds, Phases and steps already over. */
  readonly seconds: number;
  /** The segment the current round began in, for shapes that count segments. */
  readonly segment: number | null;
  /** Ids in the order they joined: the last word on otherwise equal ranks. */
  readonly roster: readonly string[];
  readonly combatants: Readonly<Record<string, ClockCombatant>>;
  /** The standing ranking, highest first. */
  readonly order: readonly Group[];
  /** This step's walk: the order, with this round's pushes applied. */
  readonly sequence: readonly Group[];
  /** Index of the current group in `sequence`; -1 before the first. */
  readonly turn: number;
  /** Who of the current group is taking the turn (an interrupted turn keeps its actors here). */
  readonly acting: readonly string[];
  readonly interrupt: Interrupt | null;
  readonly holds: Readonly<Record<string, Hold>>;
  /** Combatants whose next place in the order is given up for an abort. */
  readonly forfeits: Readonly<Record<string, true>>;
  /** Actions declared this round. */
  readonly declared: Readonly<Record<string, Declared>>;
  /** Out for the rest of this round's passes. */
  readonly passed: Readonly<Record<string, true>>;
  /** Moved to the end of this round's order, or out of this round. */
  readonly pushed: Readonly<Record<string, PushKind>>;
}

/** What to put back to undo one operation: the parts of the present it replaced. */
export interface ClockSnapshot {
  readonly operation: string;
  readonly delta: Partial<ClockPresent>;
}

export interface ClockState extends ClockPresent {
  /** Oldest first, at most HISTORY_LIMIT entries. */
  readonly history: readonly ClockSnapshot[];
  /**
   * How many operations `previous` can undo; HISTORY_LIMIT when absent. A headless study that
   * never goes back sets 0 and keeps no history at all.
   */
  readonly undoLimit?: number;
}

/** Every key of the present, so an undo can be computed key by key. */
export const PRESENT_KEYS = [
  "stage",
  "round",
  "step",
  "steps",
  "seconds",
  "segment",
  "roster",
  "combatants",
  "order",
  "sequence",
  "turn",
  "acting",
  "interrupt",
  "holds",
  "forfeits",
  "declared",
  "passed",
  "pushed",
] as const satisfies readonly (keyof ClockPresent)[];

type Unlisted = Exclude<keyof ClockPresent, (typeof PRESENT_KEYS)[number]>;
/** Fails to compile when a key is added to ClockPresent but not to PRESENT_KEYS. */
export const PRESENT_KEYS_COMPLETE: [Unlisted] extends [never] ? true : never = true;
