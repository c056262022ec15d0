import { describe, expect, it } from "vitest";
import {
  createClock,
  fixedRounds,
  next,
  phasedTurns,
  previous,
  rerolledRounds,
  segmentRounds,
  setInitiative,
  type ClockShape,
  type ClockState,
} from "../../../src/engine/clock/index";
import { clockMark, durationInForce } from "../../../src/engine/effects/durationInForce";
import { D100_DURATIONS } from "../../../src/rulesets/d100-fate/durations";
import { PHASES_DURATIONS } from "../../../src/rulesets/phases-3d6/durations";
import { D20_DURATIONS } from "../../../src/rulesets/d20-segments/durations";
import { D6_DURATIONS } from "../../../src/rulesets/d6-pool/durations";
import type { DurationUnit } from "../../../src/engine/effects/DurationUnit";
import { state } from "../../support/clockStates";

function unit(units: readonly DurationUnit[], id: string): DurationUnit {
  const found = units.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no unit ${id}`);
  return found;
}

/** A fight of three, in the order a, b, c, walked `turns` turns from its first. */
function fight(shape: ClockShape, turns: number): ClockState[] {
  let at = state(
    setInitiative(shape, state(createClock(shape, [{ id: "a" }, { id: "b" }, { id: "c" }])), { a: { score: 9 }, b: { score: 5 }, c: { score: 1 } }),
  );
  const states = [at];
  for (let index = 0; index < turns; index += 1) states.push((at = state(next(shape, at))));
  return states;
}

/** A fight of three walked `steps` steps, initiative set again (a, b, c) whenever the clock asks for it. */
function rerolled(shape: ClockShape, steps: number): ClockState[] {
  const order = { a: { score: 9 }, b: { score: 5 }, c: { score: 1 } };
  let at = state(createClock(shape, [{ id: "a" }, { id: "b" }, { id: "c" }]));
  const states: ClockState[] = [];
  for (let index = 0; index < steps; index += 1) {
    at = state(at.stage === "awaiting-initiative" ? setInitiative(shape, at, order) : next(shape, at));
    states.push(at);
  }
  return states;
}

const where = (s: ClockState) => (s.stage === "awaiting-initiative" ? `${s.round}:ended` : `${s.round}.${s.acting.join("")}`);

describe("durations at the table", () => {
  it("d6-pool: a stun (2 round ends) put on b in a's turn holds through the next round and is over when it ends", () => {
    const states = rerolled(rerolledRounds, 9);
    const start = clockMark(rerolledRounds, states[0]!, "b");
    const stun = unit(D6_DURATIONS, "round-ends");
    expect(states.map((s) => `${where(s)}:${durationInForce(stun, 2, start, s, "b") ? "on" : "off"}`)).toEqual([
      "1.a:on",
      "1.b:on",
      "1.c:on",
      "1:ended:on",
      "2.a:on",
      "2.b:on",
      "2.c:on",
      "2:ended:off",
      "3.a:off",
    ]);
    // The GM steps back from round 2's end: the stun holds again.
    expect(durationInForce(stun, 2, start, state(previous(rerolledRounds, states[7]!)), "b")).toBe(true);
    // 1 round end is the same moment as "until the end of the round".
    expect(states.map((s) => durationInForce(stun, 1, start, s, "b"))).toEqual(
      states.map((s) => durationInForce(unit(D6_DURATIONS, "end-of-round"), 1, start, s, "b")),
    );
  });

  it("d6-pool: until its next turn, put on b in a's turn, stays over once b has acted, when the round ends and initiative is awaited", () => {
    const states = rerolled(rerolledRounds, 5);
    const start = clockMark(rerolledRounds, states[0]!, "b");
    expect(states.map((s) => `${where(s)}:${durationInForce(unit(D6_DURATIONS, "next-turn"), 1, start, s, "b") ? "on" : "off"}`)).toEqual([
      "1.a:on",
      "1.b:off",
      "1.c:off",
      "1:ended:off",
      "2.a:off",
    ]);
  });

  it("d20-segments: a botch that loses the rest of round 1 and 2 more rounds (3 round ends) lets b act again in round 4", () => {
    const states = fight(segmentRounds, 12);
    const start = clockMark(segmentRounds, states[1]!, "b");
    const lost = unit(D20_DURATIONS, "round-ends");
    const inForce = states.map((s) => durationInForce(lost, 3, start, s, "b"));
    expect(states.map((s) => s.round)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5]);
    expect(inForce).toEqual([true, true, true, true, true, true, true, true, true, false, false, false, false]);
  });

  it("d100-fate: Stunned until the end of the round, put on b in a's turn, lasts b's and c's turns and is gone when round 2 begins", () => {
    const [aTurn, bTurn, cTurn, round2] = fight(fixedRounds, 3);
    const start = clockMark(fixedRounds, aTurn!, "b");
    const endOfRound = unit(D100_DURATIONS, "end-of-round");
    expect([aTurn, bTurn, cTurn, round2].map((s) => durationInForce(endOfRound, 1, start, s!, "b"))).toEqual([true, true, true, false]);
    // Stepped back into round 1, it is in force again.
    expect(durationInForce(endOfRound, 1, start, state(previous(fixedRounds, round2!)), "b")).toBe(true);
  });

  it("d100-fate: 1 round, begun in b's turn, ends when b's turn comes again; until its next turn, at b's next turn", () => {
    const states = fight(fixedRounds, 5);
    const start = clockMark(fixedRounds, states[1]!, "b");
    expect(states.map((s) => durationInForce(unit(D100_DURATIONS, "rounds"), 1, start, s, "b"))).toEqual([true, true, true, true, false, false]);
    // Put on c during a's turn: c's own turn later this round ends it.
    const onC = clockMark(fixedRounds, states[0]!, "c");
    expect(states.map((s) => durationInForce(unit(D100_DURATIONS, "next-turn"), 1, onC, s, "c"))).toEqual([true, true, false, false, false, false]);
  });

  it("phases-3d6: 2 Phases from a's action in Phase 4 run through the Post-Turn, which takes no time, into the next Turn's Phase 1", () => {
    const states = fight(phasedTurns, 20);
    const phase4a = states.findIndex((s) => s.step?.number === 4 && s.acting.includes("a"));
    const start = clockMark(phasedTurns, states[phase4a]!, "a");
    const lasting = states
      .slice(phase4a)
      .map(
        (s) =>
          `${s.stage === "post-turn" ? "post" : `${s.round}.${s.step?.number}.${s.acting.join("")}`}:${durationInForce(unit(PHASES_DURATIONS, "phases"), 2, start, s, "a") ? "on" : "off"}`,
      );
    expect(lasting.slice(0, 9)).toEqual(["1.4.a:on", "1.4.b:on", "1.4.c:on", "post:on", "2.1.a:on", "2.1.b:on", "2.1.c:on", "2.2.a:off", "2.2.b:off"]);
  });

  it("d20-segments: 2 segments (12 s) from round 1 are over when round 2 begins, 15 s on", () => {
    const states = fight(segmentRounds, 6);
    const start = clockMark(segmentRounds, states[1]!, "b");
    expect(states.map((s) => durationInForce(unit(D20_DURATIONS, "segments"), 2, start, s, "b"))).toEqual([true, true, true, false, false, false, false]);
    // 3 segments (18 s) last through round 2 (15 s) and are over when round 3 begins (30 s).
    expect(states.map((s) => durationInForce(unit(D20_DURATIONS, "segments"), 3, start, s, "b"))).toEqual([true, true, true, true, true, true, false]);
  });
});
