import { describe, expect, it } from "vitest";
import { createClock, next, rerolledRounds, setInitiative, type ClockState } from "../../../src/engine/clock/index";
import { clockMark, durationInForce } from "../../../src/engine/effects/durationInForce";
import { durationAtNextRound } from "../../../src/engine/effects/durationAtNextRound";
import { D6_DURATIONS } from "../../../src/rulesets/d6-pool/durations";
import fc from "fast-check";
import { state } from "../../support/clockStates";

const unit = (id: string) => {
  const found = D6_DURATIONS.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(id);
  return found;
};

/** A d6-pool fight of two, walked `steps` moves of the tracker from its creation, initiative rolled whenever it is asked for. */
function walk(steps: number): ClockState[] {
  let at = state(createClock(rerolledRounds, [{ id: "a" }, { id: "b" }]));
  const states = [at];
  for (let index = 0; index < steps; index += 1) {
    at = at.stage === "awaiting-initiative" ? state(setInitiative(rerolledRounds, at, { a: { score: 9 }, b: { score: 5 } })) : state(next(rerolledRounds, at));
    states.push(at);
  }
  return states;
}

describe("what is left of a duration in round ends for a fight that starts again at the next round", () => {
  const fight = walk(14);
  const at = (index: number): ClockState => fight[index] ?? fight[0]!;

  it("a stun taken in round 1 (2 round ends) has round 2's end left; one taken between rounds both", () => {
    const inRound1 = fight.findIndex((clock) => clock.stage === "acting" && clock.round === 1);
    expect(durationAtNextRound(unit("round-ends"), 2, clockMark(rerolledRounds, at(inRound1), "a"), at(inRound1))).toEqual({ unit: "round-ends", count: 1 });
    const between = fight.findIndex((clock) => clock.stage === "awaiting-initiative" && clock.round === 1);
    expect(durationAtNextRound(unit("round-ends"), 2, clockMark(rerolledRounds, at(between), "a"), at(between))).toEqual({ unit: "round-ends", count: 2 });
    expect(durationAtNextRound(unit("end-of-round"), 1, clockMark(rerolledRounds, at(inRound1), "a"), at(inRound1))).toBeNull();
  });

  it("names no place for units a fresh fight has no like of", () => {
    const start = clockMark(rerolledRounds, at(2), "a");
    for (const id of ["rounds", "seconds", "next-turn"]) expect(durationAtNextRound(unit(id), 1, start, at(2))).toBeUndefined();
  });

  it("property: what is left is in force for exactly the rounds the effect is still in force after the present one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: fight.length - 1 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 5 }), (began, later, count) => {
        const now = at(Math.min(fight.length - 1, began + later));
        const start = clockMark(rerolledRounds, at(began), "a");
        const left = durationAtNextRound(unit("round-ends"), count, start, now);
        // Rounds after the present one in which the original is still in force, mid-round.
        const first = now.round + 1;
        const inForce = Array.from({ length: 8 }, (_, k) => first + k).filter((round) =>
          durationInForce(unit("round-ends"), count, start, { ...now, stage: "acting", round }, "a"),
        );
        expect(left === null ? 0 : left?.count).toBe(inForce.length);
      }),
    );
  });
});
