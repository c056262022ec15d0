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
import { endAbort, startAbort } from "../../../src/engine/fight/abortInTurn";
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
  { kind: "abort-in-turn", weight: 2 },
  { kind: "bad-initiative", weight: 1 },
] as const;

type Kind = (typeof KINDS)[number]["kind"];

/** The operations a headless fight walks its clock with: on a quiet state with no history, each changes that state itself. */
const FIGHT_KINDS = new Set<Kind>(["next", "initiative", "toggle", "pass", "abort", "abort-in-turn"]);

type Scores = Parameters<typeof setInitiative>[2];

/** Scores for one roll of initiative: every roll its own, so that a rule set that rolls every round ranks anew. */
function rolled(scores: Scores, pick: number): Scores {
  return Object.fromEntries(Object.entries(scores).map(([id, entry], index) => [id, { ...entry, score: (entry.score + pick * (index + 1)) % 7 }]));
}

/** Scores the clock refuses, the last combatant's missing or not a number, all others fine: nothing may be set from them. */
function refusedScores(scores: Scores, pick: number): Scores {
  const entries = Object.entries(rolled(scores, pick));
  const [lastId] = entries.at(-1) ?? [""];
  const kept = entries.filter(([id]) => id !== lastId);
  return Object.fromEntries(pick % 2 === 0 ? kept : [...kept, [lastId, { score: Number.NaN }]]);
}

/** `startAbort` and then `endAbort`, as the fight breaks into a turn to defend. */
function abortInTurn(shape: ClockShape, state: ClockState, who: string): ClockResult {
  const started = startAbort(shape, state, who);
  if (!started.ok) return started;
  return { ok: true, state: endAbort(shape, started.state), happened: [] };
}

/** One step of a walk, the same on either shape: `who` is a combatant picked by the step. */
function operate(shape: ClockShape, state: ClockState, kind: Kind, who: string, pick: number, scores: Scores): ClockResult {
  switch (kind) {
    case "next":
      return next(shape, state);
    case "initiative":
      return setInitiative(shape, state, rolled(scores, pick));
    case "bad-initiative":
      return setInitiative(shape, state, refusedScores(scores, pick));
    case "abort-in-turn":
      return abortInTurn(shape, state, who);
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

/** A state as it stands now, apart from the object: a state changed in place is the same object later. */
function snapshot(state: ClockState): ClockState {
  return structuredClone(state);
}

/**
 * A headless fight walks its clock under a quiet shape, which makes none of the happenings only
 * a log reads, and with no history, where the fight's operations change its state in place.
 * Quiet or not, every operation must give the same state, and the same happenings but for those
 * left out, whatever was done before (with a history kept, or none); a refused one must leave
 * even a state changed in place as it was; and a state of the full clock is never changed.
 */
describe("a quiet clock is the clock, without what only a log reads", () => {
  it.each(SHAPES.map((shape) => ({ name: shape.name, shape })))("$name", ({ shape }) => {
    const quiet: ClockShape = { ...shape, quiet: true };
    fc.assert(
      fc.property(fighters(1, 6), steps(KINDS, 80), fc.boolean(), (list, walkSteps, keepHistory) => {
        const options = keepHistory ? {} : { undoLimit: 0 };
        const first = createClock(shape, list, options);
        const quietFirst = createClock(quiet, list, options);
        if (!first.ok || !quietFirst.ok) throw new Error("the fighters were refused");
        let loudState = first.state;
        let quietState = quietFirst.state;
        const scores = scoresOf(list);
        for (const step of walkSteps) {
          const who = loudState.roster[step.pick % loudState.roster.length] ?? "";
          const loudBefore = snapshot(loudState);
          const quietBefore = snapshot(quietState);
          const loud = operate(shape, loudState, step.kind, who, step.pick, scores);
          const hushed = operate(quiet, quietState, step.kind, who, step.pick, scores);
          expect(loudState).toEqual(loudBefore);
          expect(hushed.ok).toBe(loud.ok);
          if (!loud.ok || !hushed.ok) {
            expect(quietState).toEqual(quietBefore);
            continue;
          }
          // The fight's own operations take the fast path: no new state where there is no history to keep.
          if (!keepHistory && FIGHT_KINDS.has(step.kind)) expect(hushed.state).toBe(quietState);
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
