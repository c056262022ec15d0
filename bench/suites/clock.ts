import {
  type ClockResult,
  type ClockShape,
  type ClockState,
  createClock,
  fixedRounds,
  HISTORY_LIMIT,
  next,
  phasedTurns,
  setInitiative,
} from "../../src/engine/clock/index";
import type { BenchCase, BenchSuite } from "../harness";

const SIZES = [10, 100, 1_000] as const;

function accepted(result: ClockResult): ClockState {
  if (!result.ok) throw new Error(`The clock refused: ${result.refusal.message}`);
  return result.state;
}

/** `next` presses in one full round: a turn each, or a turn each per Phase plus the Post-Turn. */
function pressesPerRound(shape: ClockShape, combatants: number): number {
  return shape.round.kind === "phases" ? combatants * shape.round.phases + (shape.round.postTurn ? 1 : 0) : combatants;
}

/**
 * A fight under way: everyone ranked (with ties to split), the history already full, as in a
 * long fight, and the clock at the first turn of a round.
 */
function fightUnderWay(shape: ClockShape, combatants: number): ClockState {
  const ids = Array.from({ length: combatants }, (_, index) => `combatant-${index}`);
  const scores = Object.fromEntries(ids.map((id, index) => [id, { score: index % 17, tiebreak: [index % 5, index] }]));
  let state = accepted(
    setInitiative(
      shape,
      accepted(
        createClock(
          shape,
          ids.map((id) => ({ id })),
        ),
      ),
      scores,
    ),
  );
  const presses = pressesPerRound(shape, combatants);
  const rounds = Math.ceil(HISTORY_LIMIT / presses);
  for (let i = 0; i < rounds * presses; i++) state = accepted(next(shape, state));
  return state;
}

function fullRounds(shape: ClockShape, combatants: number): BenchCase {
  const start = fightUnderWay(shape, combatants);
  const presses = pressesPerRound(shape, combatants);
  return {
    name: `${shape.name}, ${combatants.toLocaleString("en-US")} combatants`,
    unitsPerIteration: combatants,
    run(iterations) {
      let work = 0;
      for (let i = 0; i < iterations; i++) {
        let state = start;
        for (let press = 0; press < presses; press++) state = accepted(next(shape, state));
        work += state.round + state.turn;
      }
      return work;
    },
  };
}

/**
 * A full round of `next` per combatant, at 10, 100 and 1,000 combatants. Per-combatant speed at
 * 100 and 1,000 must stay within 3x of the 10-combatant case: `next` grows no worse than linearly.
 */
function roundSuite(shape: ClockShape, name: string): BenchSuite {
  const [baseline, ...larger] = SIZES.map((size) => fullRounds(shape, size));
  if (baseline === undefined) throw new Error("The clock suite needs a baseline size");
  return {
    name,
    title: `a full round of next under ${shape.name}, per combatant, against 10 combatants`,
    unit: "combatants",
    baseline,
    cases: larger,
    targets: larger.map((bench) => ({ case: bench.name, minRatio: 1 / 3 })),
  };
}

/** `clock`: rounds of one turn each (d100-fate, d20-segments). */
const suite: BenchSuite = roundSuite(fixedRounds, "clock");
export default suite;

/** `clock-phases`: Turns of four Phases and a Post-Turn (phases-3d6). */
export const phasedClockSuite: BenchSuite = roundSuite(phasedTurns, "clock-phases");
