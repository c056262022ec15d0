import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { actionPointPasses, createClock, next, pass, phasedTurns, previous, rerolledRounds, segmentRounds, setInitiative, fixedRounds } from "../../../src/engine/clock/index";
import type { ClockHappening, ClockResult, ClockShape, ClockState } from "../../../src/engine/clock/index";
import { clockMark, durationInForce } from "../../../src/engine/effects/durationInForce";
import type { DurationUnit } from "../../../src/engine/effects/DurationUnit";
import type { ClockMark } from "../../../src/engine/effects/EffectDuration";
import { D100_DURATIONS } from "../../../src/rulesets/d100-fate/durations";
import { PHASES_DURATIONS } from "../../../src/rulesets/phases-3d6/durations";
import { D6_DURATIONS } from "../../../src/rulesets/d6-pool/durations";
import { D20_DURATIONS } from "../../../src/rulesets/d20-segments/durations";
import { AP_DURATIONS } from "../../../src/rulesets/action-points/durations";
import { PROPERTY_RUNS } from "../clock/support";

/** Each clock with the units its rule set offers. */
const CLOCKS: readonly (readonly [ClockShape, readonly DurationUnit[]])[] = [
  [fixedRounds, D100_DURATIONS],
  [phasedTurns, PHASES_DURATIONS],
  [rerolledRounds, D6_DURATIONS],
  [segmentRounds, D20_DURATIONS],
  [actionPointPasses, AP_DURATIONS],
];

interface Moment {
  readonly state: ClockState;
  /** What the clock said happened on the way to this state. */
  readonly happened: readonly ClockHappening[];
}

function ok(result: ClockResult): { state: ClockState; happened: readonly ClockHappening[] } {
  if (!result.ok) throw new Error(`refused: ${result.refusal.code}`);
  return result;
}

/**
 * A fight's clock walked forward `length` operations, everyone able and aware: initiative when
 * the clock asks, and (a clock of passes) the acting combatant passing at `passes[i]`.
 */
function walk(shape: ClockShape, ids: readonly string[], scores: readonly number[], length: number, passes: readonly boolean[]): Moment[] {
  const score = (round: number) => Object.fromEntries(ids.map((id, index) => [id, { score: ((scores[index] ?? 0) + round * (index + 1)) % 7 }]));
  const created = ok(createClock(shape, ids.map((id) => ({ id }))));
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

/** The clock's own count of a unit's boundaries crossed on the way to a moment. */
function boundaries(unit: DurationUnit, moment: Moment, before: Moment): number {
  switch (unit.measure) {
    case "rounds":
      return moment.happened.filter((h) => h.type === "round-start").length;
    case "steps":
      return moment.happened.filter((h) => h.type === "step-start").length;
    default:
      return (moment.state.seconds - before.state.seconds) / unit.size;
  }
}

/** The place a moment holds within its unit, compared to the start's when the count lands exactly. */
function reachedPlace(unit: DurationUnit, now: ClockState, start: ClockMark): boolean {
  const within = (stage: string, step: { number: number } | null, turn: number): number[] =>
    unit.measure === "rounds" ? (stage === "awaiting-initiative" ? [1e9, 1e9] : stage === "post-turn" ? [1e9, -1] : [step?.number ?? 0, turn]) : [stage === "acting" ? turn : stage === "awaiting-initiative" && unit.measure === "steps" ? 1e9 : -1];
  const a = within(now.stage, now.step, now.turn);
  const b = within(start.stage, start.step, start.turn);
  for (let index = 0; index < a.length; index += 1) if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) > (b[index] ?? 0);
  return true;
}

const scenario = fc.record({
  clock: fc.nat({ max: CLOCKS.length - 1 }),
  unit: fc.nat({ max: 9 }),
  count: fc.integer({ min: 1, max: 4 }),
  fighters: fc.integer({ min: 1, max: 4 }),
  scores: fc.array(fc.nat({ max: 6 }), { minLength: 4, maxLength: 4 }),
  begin: fc.nat({ max: 25 }),
  bearer: fc.nat({ max: 3 }),
  passes: fc.array(fc.boolean(), { minLength: 80, maxLength: 80 }),
});

function picked(input: { readonly clock: number; readonly unit: number }): readonly [ClockShape, DurationUnit] {
  const [shape, units] = CLOCKS[input.clock] ?? CLOCKS[0]!;
  return [shape, units[input.unit % units.length]!];
}

describe("a duration in a clock's own time", () => {
  it("is in force for exactly its n units, under every clock, and never again once over", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const [shape, unit] = picked(input);
        const ids = Array.from({ length: input.fighters }, (_, index) => `c${index}`);
        const bearer = ids[input.bearer % ids.length] ?? null;
        const moments = walk(shape, ids, input.scores, 80, input.passes);
        const begin = Math.min(input.begin, moments.length - 1);
        const startMoment = moments[begin]!;
        const start = clockMark(shape, startMoment.state, bearer);
        expect(durationInForce(unit, input.count, start, startMoment.state, bearer)).toBe(true);
        let crossed = 0;
        let over = false;
        let bearerActed = false;
        for (let index = begin + 1; index < moments.length; index += 1) {
          const moment = moments[index]!;
          const inForce = durationInForce(unit, input.count, start, moment.state, bearer);
          if (over) expect(inForce).toBe(false);
          if (unit.measure === "rounds" || unit.measure === "steps" || unit.measure === "seconds") {
            crossed += boundaries(unit, moment, moments[index - 1]!);
            // Fewer units than it lasts: in force; more: over; exactly as many: over from the place it began.
            const expected = crossed < input.count || (crossed === input.count && !reachedPlace(unit, moment.state, start));
            expect(inForce).toBe(expected);
          } else if (unit.measure === "round-ends") {
            // The rules' stuns and lost rounds: in force until that many rounds' ends have passed.
            const ends = moments.slice(begin + 1, index + 1).reduce((sum, m) => sum + m.happened.filter((h) => h.type === "round-end").length, 0);
            expect(inForce).toBe(ends < input.count);
          } else if (unit.measure === "end-of-round") {
            const roundOver = moments.slice(begin + 1, index + 1).some((m) => m.happened.some((h) => h.type === "round-end"));
            expect(inForce).toBe(!roundOver);
          } else {
            // Everyone is able, so the bearer's place coming round is its turn beginning.
            bearerActed ||= moment.happened.some((h) => h.type === "turn-start" && bearer !== null && h.ids.includes(bearer));
            expect(inForce).toBe(!bearerActed);
          }
          over ||= !inForce;
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it("comes back exactly as it was when the clock is stepped back", () => {
    fc.assert(
      fc.property(scenario, fc.nat({ max: 45 }), (input, back) => {
        const [shape, unit] = picked(input);
        const ids = Array.from({ length: input.fighters }, (_, index) => `c${index}`);
        const bearer = ids[0] ?? null;
        const moments = walk(shape, ids, input.scores, 60, input.passes);
        const begin = Math.min(input.begin, moments.length - 1);
        const start = clockMark(shape, moments[begin]!.state, bearer);
        const forward = moments.map((moment) => durationInForce(unit, input.count, start, moment.state, bearer));
        let state = moments[moments.length - 1]!.state;
        for (let step = 1; step <= Math.min(back, moments.length - 1); step += 1) {
          state = ok(previous(shape, state)).state;
          expect(durationInForce(unit, input.count, start, state, bearer)).toBe(forward[moments.length - 1 - step]);
        }
      }),
      PROPERTY_RUNS,
    );
  });
});
