import { expect } from "vitest";
import {
  type ClockEntrant,
  type ClockHappening,
  type ClockResult,
  type ClockShape,
  type ClockState,
  createClock,
  HISTORY_LIMIT,
  type InitiativeScore,
  setInitiative,
} from "../../../src/engine/clock/index";

/** Fixed seed: a failing property prints its counterexample and replays the same way every run. */
export const PROPERTY_RUNS = { seed: 20_250_421, numRuns: 150 } as const;

export type Ok = Extract<ClockResult, { ok: true }>;

export function must(result: ClockResult): Ok {
  if (!result.ok) throw new Error(`refused: ${result.refusal.code}: ${result.refusal.message}`);
  return result;
}

export function refusalCode(result: ClockResult): string | null {
  return result.ok ? null : result.refusal.code;
}

export function started(shape: ClockShape, entrants: readonly ClockEntrant[], scores: Readonly<Record<string, InitiativeScore>>): Ok {
  return must(setInitiative(shape, must(createClock(shape, entrants)).state, scores));
}

export function ofType<T extends ClockHappening["type"]>(happened: readonly ClockHappening[], type: T): Extract<ClockHappening, { type: T }>[] {
  return happened.filter((h): h is Extract<ClockHappening, { type: T }> => h.type === type);
}

/** Ids of every turn started, in order, one entry per turn. */
export function turnStarts(happened: readonly ClockHappening[]): string[][] {
  return ofType(happened, "turn-start").map((h) => [...h.ids]);
}

/**
 * Where a value stops being plain JSON data, the first place a JSON round trip would not give it
 * back equal (a number that is not finite or is -0, a function, an object that is not a plain
 * record, a hole or `undefined` in a list); null when it is plain JSON throughout. Walked by hand:
 * a deep equality of the state with its own round trip, on every operation of every walk, was
 * most of what the clock's property tests spent.
 */
function notJson(value: unknown, path: string): string | null {
  switch (typeof value) {
    case "string":
    case "boolean":
      return null;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0) ? null : path;
    case "object": {
      if (value === null) return null;
      if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index += 1) {
          if (!(index in value) || value[index] === undefined) return `${path}[${index}]`;
          const inner = notJson(value[index], `${path}[${index}]`);
          if (inner !== null) return inner;
        }
        return null;
      }
      const prototype: unknown = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return path;
      for (const [key, inner] of Object.entries(value)) {
        // A JSON round trip drops a key whose value is undefined, as an equality that ignores such keys does.
        if (inner === undefined) continue;
        const found = notJson(inner, `${path}.${key}`);
        if (found !== null) return found;
      }
      return null;
    }
    default:
      return path;
  }
}

/** A broken promise, said with the state that broke it; the checks below are plain so a walk of thousands of operations stays quick. */
function broken(promise: string, state: ClockState): never {
  throw new Error(`${promise}\nin state ${JSON.stringify({ ...state, history: `(${state.history.length} entries)` })}`);
}

/** The structural promises every state keeps, whatever happened before. */
export function expectInvariants(state: ClockState): void {
  const impure = notJson(state, "state");
  if (impure !== null) broken(`${impure} is not plain JSON`, state);
  if (state.round < 0 || state.steps < 0 || state.seconds < 0 || state.turn < -1) broken("a count below its least", state);
  if (state.sequence.length === 0 ? state.turn !== -1 : state.turn >= state.sequence.length)
    broken(`turn ${state.turn} outside a sequence of ${state.sequence.length}`, state);
  if (state.history.length > HISTORY_LIMIT) broken(`a history of ${state.history.length}, past ${HISTORY_LIMIT}`, state);
  const current = state.turn >= 0 ? (state.sequence[state.turn] ?? []) : [];
  for (const id of state.acting) if (!current.includes(id)) broken(`${id} acts outside the current group`, state);
  for (const list of [state.order, state.sequence]) {
    const ids = list.flat();
    if (new Set(ids).size !== ids.length) broken("an id twice in the order", state);
    for (const id of ids) if (!Object.hasOwn(state.combatants, id)) broken(`${id} is in the order and not a combatant`, state);
    for (const group of list) if (group.length === 0) broken("an empty group", state);
  }
  if (new Set(state.roster).size !== state.roster.length) broken("an id twice in the roster", state);
  const combatants = Object.keys(state.combatants).sort();
  const roster = [...state.roster].sort();
  if (combatants.length !== roster.length || combatants.some((id, index) => id !== roster[index])) broken("the combatants are not the roster", state);
  for (const entry of Object.values(state.declared)) {
    if (entry.count < 1 || entry.waits < 0 || entry.waits > entry.count) broken(`a declaration of ${entry.count} with ${entry.waits} waits`, state);
  }
  if (state.interrupt !== null) {
    if (!Object.hasOwn(state.combatants, state.interrupt.id)) broken(`${state.interrupt.id} interrupts and is not a combatant`, state);
    if (state.acting.includes(state.interrupt.id)) broken(`${state.interrupt.id} interrupts and is acting`, state);
  }
  if (state.stage === "awaiting-initiative" && state.step !== null) broken("a step while awaiting initiative", state);
  if (state.stage === "post-turn" && state.step?.kind !== "post-turn") broken("the Post-Turn stage outside the Post-Turn", state);
  if (state.stage === "acting" && state.step === null) broken("acting outside a step", state);
}

/**
 * Runs operations while keeping what a GM would see as the fight's story: every operation's
 * happenings on a stack that `previous` pops, so the story is the path actually taken.
 */
export class Walk {
  readonly #states: ClockState[] = [];
  readonly #stories: ClockHappening[][] = [];
  readonly #labels: string[] = [];
  state: ClockState;

  constructor(start: Ok) {
    this.state = start.state;
    this.#stories.push([...start.happened]);
  }

  /** Applies an operation; a refusal leaves everything as it was. Returns whether it went through. */
  apply(result: ClockResult, label = "op"): boolean {
    if (!result.ok) return false;
    expectInvariants(result.state);
    for (const h of result.happened) {
      if (h.type === "turn-start" || h.type === "turn-resume") for (const id of h.ids) expect(result.state.combatants[id]?.canAct).toBe(true);
    }
    if (result.state === this.state) return true;
    this.#states.push(this.state);
    this.#stories.push([...result.happened]);
    this.#labels.push(label);
    this.state = result.state;
    return true;
  }

  /** How many operations with this label are on the path actually taken. */
  count(label: string): number {
    return this.#labels.filter((l) => l === label).length;
  }

  /**
   * Checks that `previous` gives back exactly the state before the last operation of this walk;
   * once the history is full, the oldest entry is forgotten, so only that entry may differ. At
   * the walk's start, or past the history's reach, it does nothing.
   */
  undo(previous: (state: ClockState) => ClockResult): boolean {
    const before = this.#states.at(-1);
    if (before === undefined || this.state.history.length === 0) return false;
    const back = must(previous(this.state));
    if (before.history.length < HISTORY_LIMIT) {
      expect(back.state).toEqual(before);
    } else {
      const { history: backHistory, ...backPresent } = back.state;
      const { history: beforeHistory, ...beforePresent } = before;
      expect(backPresent).toEqual(beforePresent);
      expect(backHistory).toEqual(beforeHistory.slice(1));
    }
    this.#states.pop();
    this.#stories.pop();
    this.#labels.pop();
    this.state = back.state;
    return true;
  }

  get depth(): number {
    return this.#states.length;
  }

  story(): ClockHappening[] {
    return this.#stories.flat();
  }
}

/** The story cut into rounds: the happenings between one round-start and the next. */
export function byRound(story: readonly ClockHappening[]): Map<number, ClockHappening[]> {
  const rounds = new Map<number, ClockHappening[]>();
  for (const happening of story) {
    const list = rounds.get(happening.when.round) ?? [];
    list.push(happening);
    rounds.set(happening.when.round, list);
  }
  return rounds;
}
