import fc from "fast-check";
import { expect } from "vitest";
import { clockMark } from "../../src/engine/effects/durationInForce";
import type { ClockMark } from "../../src/engine/effects/EffectDuration";
import { PROPERTY_RUNS } from "../engine/clock/support";
import {
  actionPointPasses,
  createClock,
  fixedRounds,
  next,
  pass,
  previous,
  phasedTurns,
  rerolledRounds,
  segmentRounds,
  setInitiative,
} from "../../src/engine/clock/index";
import type { ClockHappening, ClockResult, ClockShape, ClockState } from "../../src/engine/clock/index";
import type { DurationUnit } from "../../src/engine/effects/DurationUnit";
import { D100_DURATIONS } from "../../src/rulesets/d100-fate/durations";
import { PHASES_DURATIONS } from "../../src/rulesets/phases-3d6/durations";
import { D6_DURATIONS } from "../../src/rulesets/d6-pool/durations";
import { D20_DURATIONS } from "../../src/rulesets/d20-segments/durations";
import { AP_DURATIONS } from "../../src/rulesets/action-points/durations";

/*
 * Fights' clocks walked forward operation by operation, under every rule set's clock with the
 * units of time its effects may last: what the property tests of durations run over.
 */

/** Each clock with the units its rule set offers. */
export const CLOCKS: readonly (readonly [ClockShape, readonly DurationUnit[]])[] = [
  [fixedRounds, D100_DURATIONS],
  [phasedTurns, PHASES_DURATIONS],
  [rerolledRounds, D6_DURATIONS],
  [segmentRounds, D20_DURATIONS],
  [actionPointPasses, AP_DURATIONS],
];

export interface Moment {
  readonly state: ClockState;
  /** What the clock said happened on the way to this state. */
  readonly happened: readonly ClockHappening[];
}

export function ok(result: ClockResult): { state: ClockState; happened: readonly ClockHappening[] } {
  if (!result.ok) throw new Error(`refused: ${result.refusal.code}`);
  return result;
}

/**
 * A fight's clock walked forward `length` operations, everyone able and aware: initiative when
 * the clock asks, and (a clock of passes) the acting combatant passing at `passes[i]`.
 */
export function walk(shape: ClockShape, ids: readonly string[], scores: readonly number[], length: number, passes: readonly boolean[]): Moment[] {
  const score = (round: number) => Object.fromEntries(ids.map((id, index) => [id, { score: ((scores[index] ?? 0) + round * (index + 1)) % 7 }]));
  const created = ok(
    createClock(
      shape,
      ids.map((id) => ({ id })),
    ),
  );
  const moments: Moment[] = [{ state: created.state, happened: [] }];
  let state = created.state;
  for (let index = 0; index < length; index += 1) {
    let out: { state: ClockState; happened: readonly ClockHappening[] };
    if (state.stage === "awaiting-initiative") out = ok(setInitiative(shape, state, score(state.round)));
    else {
      const actor = state.acting[0];
      out = shape.round.kind === "passes" && passes[index] === true && actor !== undefined ? ok(pass(shape, state, actor)) : ok(next(shape, state));
    }
    state = out.state;
    moments.push({ state, happened: out.happened });
  }
  return moments;
}

export const scenario = fc.record({
  clock: fc.nat({ max: CLOCKS.length - 1 }),
  unit: fc.nat({ max: 9 }),
  count: fc.integer({ min: 1, max: 4 }),
  fighters: fc.integer({ min: 1, max: 4 }),
  scores: fc.array(fc.nat({ max: 6 }), { minLength: 4, maxLength: 4 }),
  begin: fc.nat({ max: 25 }),
  bearer: fc.nat({ max: 3 }),
  passes: fc.array(fc.boolean(), { minLength: 80, maxLength: 80 }),
});

export type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

export function picked(input: { readonly clock: number; readonly unit: number }): readonly [ClockShape, DurationUnit] {
  const [shape, units] = CLOCKS[input.clock] ?? CLOCKS[0]!;
  return [shape, units[input.unit % units.length]!];
}

/** One drawn walk, read from where an effect begins on its bearer: what each property runs over. */
export interface BegunWalk {
  readonly shape: ClockShape;
  readonly unit: DurationUnit;
  readonly bearer: string | null;
  readonly moments: readonly Moment[];
  /** The moment the effect began at, by its index in `moments`. */
  readonly begin: number;
  readonly start: ClockMark;
}

/** The walk `input` draws, `length` operations long, with the effect begun on its bearer (the first fighter where `firstBears`). */
export function begunWalk(input: Scenario, length: number, firstBears = false): BegunWalk {
  const [shape, unit] = picked(input);
  const ids = Array.from({ length: input.fighters }, (_, index) => `c${index}`);
  const bearer = (firstBears ? ids[0] : ids[input.bearer % ids.length]) ?? null;
  const moments = walk(shape, ids, input.scores, length, input.passes);
  const begin = Math.min(input.begin, moments.length - 1);
  return { shape, unit, bearer, moments, begin, start: clockMark(shape, moments[begin]!.state, bearer) };
}

/**
 * The property that a reading of a duration (in force, or what is left of it) comes back exactly
 * as it was, step for step, when the clock is stepped back from the end of a walk: the tracker's
 * Previous undoes its Next for every effect on the bearer.
 */
export function readsBackAsItWas(read: (unit: DurationUnit, count: number, start: ClockMark, state: ClockState, bearer: string | null) => unknown): void {
  fc.assert(
    fc.property(scenario, fc.nat({ max: 45 }), (input, back) => {
      const { shape, unit, bearer, moments, start } = begunWalk(input, 60, true);
      const forward = moments.map((moment) => read(unit, input.count, start, moment.state, bearer));
      let state = moments[moments.length - 1]!.state;
      for (let step = 1; step <= Math.min(back, moments.length - 1); step += 1) {
        state = ok(previous(shape, state)).state;
        expect(read(unit, input.count, start, state, bearer)).toEqual(forward[moments.length - 1 - step]);
      }
    }),
    PROPERTY_RUNS,
  );
}
