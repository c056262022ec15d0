import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  abort,
  act,
  actionPointPasses,
  actionPointPassesResorted,
  type ClockHappening,
  type ClockResult,
  type ClockShape,
  type ClockState,
  createClock,
  declare,
  delay,
  fixedRounds,
  next,
  pass,
  phasedTurns,
  pushToEnd,
  pushToNextRound,
  ready,
  rerolledRounds,
  segmentRounds,
  setCanAct,
  setInitiative,
  upcoming,
  wait,
} from "../../../src/engine/clock/index";
import { fighters, scoresOf, steps } from "./arbitraries";
import { PROPERTY_RUNS } from "./support";

/** The happenings a quiet shape leaves out: only a log reads them. */
const LOG_ONLY = new Set<ClockHappening["type"]>(["skipped", "turn-end", "step-end", "hold-lapsed", "turn-resume"]);

const KINDS = [
  { kind: "next", weight: 6 },
  { kind: "initiative", weight: 3 },
  { kind: "toggle", weight: 2 },
  { kind: "pass", weight: 3 },
  { kind: "delay", weight: 1 },
  { kind: "ready", weight: 1 },
  { kind: "act", weight: 2 },
  { kind: "abort", weight: 2 },
  { kind: "declare", weight: 1 },
  { kind: "wait", weight: 1 },
  { kind: "push", weight: 1 },
] as const;

type Kind = (typeof KINDS)[number]["kind"];

/** One step of a walk, the same on either shape: `who` is a combatant picked by the step. */
function operate(shape: ClockShape, state: ClockState, kind: Kind, who: string, pick: number, scores: Parameters<typeof setInitiative>[2]): ClockResult {
  switch (kind) {
    case "next":
      return next(shape, state);
    case "initiative":
      return setInitiative(shape, state, scores);
    case "toggle":
      return setCanAct(shape, state, who, !(state.combatants[who]?.canAct ?? true));
    case "pass":
      return pass(shape, state, who);
    case "delay":
      return delay(shape, state, who);
    case "ready":
      return ready(shape, state, who, "when the door opens");
    case "act":
      return act(shape, state, who, pick % 2 === 0 ? "before" : "after");
    case "abort":
      return abort(shape, state, who);
    case "declare":
      return declare(shape, state, who, 1 + (pick % 3));
    case "wait":
      return wait(shape, state, who);
    case "push":
      return pick % 2 === 0 ? pushToEnd(shape, state, who) : pushToNextRound(shape, state, who);
  }
}

const SHAPES = [fixedRounds, rerolledRounds, phasedTurns, segmentRounds, actionPointPasses, actionPointPassesResorted];

/**
 * A headless fight walks its clock under a quiet shape, which makes none of the happenings only
 * a log reads. Quiet or not, every operation must give the same state, and the same happenings
 * but for those left out, whatever was done before (with a history kept, or none).
 */
describe("a quiet clock is the clock, without what only a log reads", () => {
  it.each(SHAPES.map((shape) => ({ name: shape.name, shape })))("$name", ({ shape }) => {
    const quiet: ClockShape = { ...shape, quiet: true };
    fc.assert(
      fc.property(fighters(1, 6), steps(KINDS, 80), fc.boolean(), (list, walkSteps, keepHistory) => {
        const options = keepHistory ? {} : { undoLimit: 0 };
        const first = createClock(shape, list, options);
        if (!first.ok) throw new Error(first.refusal.message);
        let loudState = first.state;
        let quietState = first.state;
        const scores = scoresOf(list);
        for (const step of walkSteps) {
          const who = loudState.roster[step.pick % loudState.roster.length] ?? "";
          const loud = operate(shape, loudState, step.kind, who, step.pick, scores);
          const hushed = operate(quiet, quietState, step.kind, who, step.pick, scores);
          expect(hushed.ok).toBe(loud.ok);
          if (!loud.ok || !hushed.ok) continue;
          expect(hushed.state).toEqual(loud.state);
          expect(hushed.happened).toEqual(loud.happened.filter((happening) => !LOG_ONLY.has(happening.type)));
          expect(upcoming(quiet, hushed.state)).toEqual(upcoming(shape, loud.state));
          loudState = loud.state;
          quietState = hushed.state;
        }
      }),
      PROPERTY_RUNS,
    );
  });
});
