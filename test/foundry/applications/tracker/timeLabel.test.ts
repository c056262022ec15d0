import { describe, expect, it } from "vitest";
import { createClock } from "../../../../src/engine/clock/createClock";
import { next } from "../../../../src/engine/clock/next";
import { setInitiative } from "../../../../src/engine/clock/setInitiative";
import { fixedRounds, phasedTurns, segmentRounds } from "../../../../src/engine/clock/shapes";
import type { ClockResult } from "../../../../src/engine/clock/ClockResult";
import type { ClockShape } from "../../../../src/engine/clock/ClockShape";
import { timeLabel } from "../../../../src/foundry/applications/tracker/timeLabel";

function ok(result: ClockResult) {
  if (!result.ok) throw new Error(result.refusal.message);
  return result.state;
}

/** The label after each `next`, from the first turn on. */
function labels(shape: ClockShape, aware: boolean[], steps: number): string[] {
  let clock = ok(
    createClock(
      shape,
      aware.map((a, i) => ({ id: `c${i}`, aware: a })),
    ),
  );
  clock = ok(setInitiative(shape, clock, Object.fromEntries(aware.map((_, i) => [`c${i}`, { score: 10 - i }]))));
  const seen: string[] = [];
  const say = () => {
    const label = timeLabel(clock);
    seen.push(label === null ? "-" : `${label.key.split(".").at(-1) ?? ""} ${JSON.stringify(label.data)}`);
  };
  say();
  for (let i = 0; i < steps; i += 1) {
    clock = ok(next(shape, clock));
    say();
  }
  return seen;
}

describe("the tracker's time label", () => {
  it("says Turn and Phase, marks the Surprise Phase and the Post-Turn step", () => {
    // two combatants, the unaware one sitting out the Surprise Phase: 9 steps reach the Post-Turn
    const seen = labels(phasedTurns, [true, false], 10);
    expect(seen[0]).toBe('Surprise {"round":1}');
    expect(seen).toContain('Phase {"round":1,"phase":1}');
    expect(seen).toContain('Phase {"round":1,"phase":4}');
    expect(seen).toContain('PostTurn {"round":1}');
    expect(seen.indexOf('PostTurn {"round":1}')).toBe(9);
    expect(seen.at(-1)).toBe('Phase {"round":2,"phase":1}');
  });

  it("says Round for a plain round, nothing before the fight", () => {
    expect(labels(fixedRounds, [true, true], 2)).toEqual(['Round {"round":1}', 'Round {"round":1}', 'Round {"round":2}']);
    expect(timeLabel(null)).toBeNull();
  });

  it("says, for a clock of segments, the game time the round runs to and its segment, with the long turn once one is over", () => {
    const at = (round: number) =>
      timeLabel({ round, step: { kind: "round", number: 1, restricted: false }, stage: "acting", seconds: (round - 1) * 15 }, segmentRounds.time);
    expect(at(1)).toEqual({ key: "TURNWRIGHT.Combat.Time.Segments.s", data: { round: 1, minutes: 0, seconds: 15, segment: 3 } });
    // The issue's own example: round 6 runs to 1 min 30 s, in segment 15.
    expect(at(6)).toEqual({ key: "TURNWRIGHT.Combat.Time.Segments.ms", data: { round: 6, minutes: 1, seconds: 30, segment: 15 } });
    expect(at(4)).toEqual({ key: "TURNWRIGHT.Combat.Time.Segments.m", data: { round: 4, minutes: 1, seconds: 0, segment: 10 } });
    expect(at(41)).toEqual({ key: "TURNWRIGHT.Combat.Time.SegmentsTurn.ms", data: { round: 41, minutes: 10, seconds: 15, segment: 103, turn: 2 } });
  });
});
