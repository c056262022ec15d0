import { describe, expect, it } from "vitest";
import { createClock, fixedRounds, next, setInitiative } from "../../../src/engine/clock/index";
import { clockMark } from "../../../src/engine/effects/durationInForce";
import { editedTiming, readTiming, timingInForce, timingProblem } from "../../../src/engine/effects/EffectTiming";
import { D100_DURATIONS } from "../../../src/rulesets/d100-fate/durations";
import { state } from "../../support/clockStates";

const round1 = state(setInitiative(fixedRounds, state(createClock(fixedRounds, [{ id: "a" }, { id: "b" }])), { a: { score: 5 }, b: { score: 3 } }));
const round2 = state(next(fixedRounds, state(next(fixedRounds, round1))));

describe("an effect's duration as an Active Effect keeps it", () => {
  it.each([
    [
      { unit: "phases", count: 2, start: null },
      { key: "UnknownUnit", data: { unit: "phases", units: "rounds, end-of-round, next-turn" } },
    ],
    [
      { unit: "end-of-round", count: 2, start: null },
      { key: "Count", data: { unit: "end-of-round" } },
    ],
    [
      { unit: "rounds", count: 0, start: null },
      { key: "Unreadable", data: { units: "rounds, end-of-round, next-turn" } },
    ],
    [
      { unit: "rounds", count: 2.5, start: null },
      { key: "Unreadable", data: { units: "rounds, end-of-round, next-turn" } },
    ],
    ["two rounds", { key: "Unreadable", data: { units: "rounds, end-of-round, next-turn" } }],
  ])("is refused, saying why, when the rule set cannot count it (%#)", (value, problem) => {
    expect(timingProblem(value, D100_DURATIONS)).toEqual(problem);
  });

  it("is kept when the rule set counts it, begun or not", () => {
    expect(timingProblem({ unit: "rounds", count: 2, start: null }, D100_DURATIONS)).toBeNull();
    expect(
      timingProblem({ unit: "next-turn", count: 1, start: { combat: "c1", bearer: "b", mark: clockMark(fixedRounds, round1, "b") } }, D100_DURATIONS),
    ).toBeNull();
  });

  it("is in force before it began in a fight, as its fight's clock says once it has, and never once that fight is gone", () => {
    const waiting = readTiming({ unit: "end-of-round", count: 1, start: null });
    const begun = readTiming({ unit: "end-of-round", count: 1, start: { combat: "c1", bearer: "b", mark: clockMark(fixedRounds, round1, "b") } });
    if (waiting === null || begun === null) throw new Error("unread");
    expect(timingInForce(waiting, D100_DURATIONS, () => null)).toBe(true);
    expect(timingInForce(begun, D100_DURATIONS, () => round1)).toBe(true);
    expect(timingInForce(begun, D100_DURATIONS, () => round2)).toBe(false);
    expect(timingInForce(begun, D100_DURATIONS, () => null)).toBe(false);
  });
});

describe("a duration as the GM's edit leaves it", () => {
  const kept = { unit: "rounds", count: 3, start: { combat: "c1", bearer: "b", mark: clockMark(fixedRounds, round1, "b") } };

  it("takes what was sent over what it had, and begins again", () => {
    expect(editedTiming(kept, { count: "2" }, D100_DURATIONS)).toEqual({ ok: true, timing: { unit: "rounds", count: 2, start: null } });
    expect(editedTiming(null, { unit: "rounds" }, D100_DURATIONS)).toEqual({ ok: true, timing: { unit: "rounds", count: 1, start: null } });
  });

  it("counts a moment as 1 whatever the count field held, and no unit takes the duration off", () => {
    expect(editedTiming(kept, { unit: "end-of-round" }, D100_DURATIONS)).toEqual({ ok: true, timing: { unit: "end-of-round", count: 1, start: null } });
    expect(editedTiming(kept, { unit: "" }, D100_DURATIONS)).toEqual({ ok: true, timing: null });
  });

  it.each([[{ unit: "segments" }], [{ count: 0 }], [{ count: "2.5" }], [{ count: 1000 }], [{ count: "lots" }]])(
    "refuses what the rule set cannot count, saying why (%o)",
    (asked) => {
      expect(editedTiming(kept, asked, D100_DURATIONS)).toMatchObject({ ok: false });
    },
  );
});
