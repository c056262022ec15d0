import { expect } from "vitest";
import { type ClockEntrant, type ClockHappening, type ClockResult, type ClockShape, type ClockState, createClock, HISTORY_LIMIT, type InitiativeScore, setInitiative } from "../../../src/engine/clock/index";

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

/** The structural promises every state keeps, whatever happened before. */
export function expectInvariants(state: ClockState): void {
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  expect(state.round).toBeGreaterThanOrEqual(0);
  expect(state.steps).toBeGreaterThanOrEqual(0);
  expect(state.seconds).toBeGreaterThanOrEqual(0);
  expect(state.turn).toBeGreaterThanOrEqual(-1);
  if (state.sequence.length === 0) expect(state.turn).toBe(-1);
  else expect(state.turn).toBeLessThan(state.sequence.length);
  expect(state.history.length).toBeLessThanOrEqual(HISTORY_LIMIT);
  const current = state.turn >= 0 ? (state.sequence[state.turn] ?? []) : [];
  for (const id of state.acting) expect(current).toContain(id);
  for (const list of [state.order, state.sequence]) {
    const ids = list.flat();
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(state.combatants[id]).toBeDefined();
    for (const group of list) expect(group.length).toBeGreaterThan(0);
  }
  expect(new Set(state.roster).size).toBe(state.roster.length);
  expect(Object.keys(state.combatants).sort()).toEqual([...state.roster].sort());
  for (const entry of Object.values(state.declared)) {
    expect(entry.count).toBeGreaterThanOrEqual(1);
    expect(entry.waits).toBeGreaterThanOrEqual(0);
    expect(entry.waits).toBeLessThanOrEqual(entry.count);
  }
  if (state.interrupt !== null) {
    expect(state.combatants[state.interrupt.id]).toBeDefined();
    expect(state.acting).not.toContain(state.interrupt.id);
  }
  if (state.stage === "awaiting-initiative") expect(state.step).toBeNull();
  if (state.stage === "post-turn") expect(state.step?.kind).toBe("post-turn");
  if (state.stage === "acting") expect(state.step).not.toBeNull();
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
