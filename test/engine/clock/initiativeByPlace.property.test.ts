import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  actionPointPasses,
  actionPointPassesResorted,
  type ClockResult,
  type ClockShape,
  type ClockState,
  createClock,
  fixedRounds,
  type InitiativeScore,
  next,
  pass,
  phasedTurns,
  rerolledRounds,
  segmentRounds,
  setCanAct,
  setInitiative,
  setInitiativeByPlace,
} from "../../../src/engine/clock/index";
import { ownEntry } from "../../../src/engine/idRecord";
import { fighters, steps } from "./arbitraries";
import { PROPERTY_RUNS } from "./support";

const KINDS = [
  { kind: "next", weight: 5 },
  { kind: "initiative", weight: 4 },
  { kind: "toggle", weight: 2 },
  { kind: "pass", weight: 2 },
] as const;

const SHAPES = [fixedRounds, rerolledRounds, phasedTurns, segmentRounds, actionPointPasses, actionPointPassesResorted];

/**
 * A roll of initiative for the roster, some of it refused: by `pick`, every score set, one left
 * out, or one not a number. Each score is rolled anew, so a clock that rolls every round ranks anew.
 */
function rolled(roster: readonly string[], pick: number): Record<string, InitiativeScore> {
  const scores: Record<string, InitiativeScore> = {};
  const spoilt = pick % 7 === 0 ? "missing" : pick % 11 === 0 ? "not-a-number" : null;
  roster.forEach((id, place) => {
    const last = place === roster.length - 1;
    if (last && spoilt === "missing") return;
    const score = last && spoilt === "not-a-number" ? Number.NaN : (pick * (place + 3)) % 5;
    scores[id] = place % 2 === 0 ? { score } : { score, tiebreak: [(pick + place) % 3] };
  });
  return scores;
}

function operate(shape: ClockShape, state: ClockState, kind: (typeof KINDS)[number]["kind"], who: string, byPlace: boolean, pick: number): ClockResult {
  switch (kind) {
    case "next":
      return next(shape, state);
    case "initiative": {
      const scores = rolled(state.roster, pick);
      return byPlace
        ? setInitiativeByPlace(
            shape,
            state,
            state.roster.map((id) => ownEntry(scores, id)),
          )
        : setInitiative(shape, state, scores);
    }
    case "toggle":
      return setCanAct(shape, state, who, !(state.combatants[who]?.canAct ?? true));
    case "pass":
      return pass(shape, state, who);
  }
}

/**
 * The headless fight hands its initiative to the clock by place in the roster, where a table
 * hands it as a record by id: the same scores must set the same state with the same happenings,
 * and be refused alike, on a quiet state changed in place as on a full one with its history.
 */
describe("initiative by place is initiative by id", () => {
  it.each(SHAPES.map((shape) => ({ name: shape.name, shape })))("$name", ({ shape }) => {
    fc.assert(
      fc.property(fighters(1, 6), steps(KINDS, 60), fc.boolean(), (list, walkSteps, headless) => {
        const used: ClockShape = headless ? { ...shape, quiet: true } : shape;
        const options = headless ? { undoLimit: 0 } : {};
        const byId = createClock(used, list, options);
        const byPlace = createClock(used, list, options);
        if (!byId.ok || !byPlace.ok) throw new Error("the fighters were refused");
        let idState = byId.state;
        let placeState = byPlace.state;
        for (const step of walkSteps) {
          const who = idState.roster[step.pick % idState.roster.length] ?? "";
          const one = operate(used, idState, step.kind, who, false, step.pick);
          const other = operate(used, placeState, step.kind, who, true, step.pick);
          if (!one.ok || !other.ok) {
            expect(other).toEqual(one);
            expect(placeState).toEqual(idState);
            continue;
          }
          expect(other.happened).toEqual(one.happened);
          expect(other.state).toEqual(one.state);
          idState = one.state;
          placeState = other.state;
        }
      }),
      PROPERTY_RUNS,
    );
  });
});
