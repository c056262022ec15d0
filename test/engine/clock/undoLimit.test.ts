import { describe, expect, it } from "vitest";
import { createClock } from "../../../src/engine/clock/createClock";
import { next } from "../../../src/engine/clock/next";
import { previous } from "../../../src/engine/clock/previous";
import { setInitiative } from "../../../src/engine/clock/setInitiative";
import { fixedRounds } from "../../../src/engine/clock/shapes";
import type { ClockResult } from "../../../src/engine/clock/ClockResult";

function state(result: ClockResult) {
  if (!result.ok) throw new Error(result.refusal.message);
  return result.state;
}

describe("undo limit", () => {
  it("a clock made with undoLimit 0 keeps no history and refuses previous, saying why", () => {
    let clock = state(createClock(fixedRounds, [{ id: "a" }, { id: "b" }], { undoLimit: 0 }));
    clock = state(setInitiative(fixedRounds, clock, { a: { score: 5 }, b: { score: 3 } }));
    for (let i = 0; i < 5; i += 1) clock = state(next(fixedRounds, clock));
    expect(clock.history).toEqual([]);
    expect(clock.undoLimit).toBe(0);
    const back = previous(fixedRounds, clock);
    expect(back.ok).toBe(false);
  });

  it("a small limit keeps only that many steps to go back", () => {
    let clock = state(createClock(fixedRounds, [{ id: "a" }, { id: "b" }], { undoLimit: 3 }));
    clock = state(setInitiative(fixedRounds, clock, { a: { score: 5 }, b: { score: 3 } }));
    for (let i = 0; i < 6; i += 1) clock = state(next(fixedRounds, clock));
    expect(clock.history).toHaveLength(3);
    for (let i = 0; i < 3; i += 1) clock = state(previous(fixedRounds, clock));
    expect(previous(fixedRounds, clock).ok).toBe(false);
    expect(clock.undoLimit).toBe(3);
  });
});
