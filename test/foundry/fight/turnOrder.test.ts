import { describe, expect, it } from "vitest";
import { abort, createClock, fixedRounds, next, phasedTurns, setInitiative, type ClockState } from "../../../src/engine/clock/index";
import { compareByClock, turnIndexOf, turnOrder } from "../../../src/foundry/fight/turnOrder";

function ranked(): ClockState {
  const created = createClock(fixedRounds, [{ id: "x" }, { id: "y" }, { id: "z" }]);
  if (!created.ok) throw new Error("clock");
  // Equal scores: the tiebreak (Agility) decides what a bare initiative number cannot.
  const set = setInitiative(fixedRounds, created.state, { x: { score: 7, tiebreak: [20] }, y: { score: 7, tiebreak: [45] }, z: { score: 9 } });
  if (!set.ok) throw new Error("initiative");
  return set.state;
}

const fighters = [
  { id: "x", name: "Xan", initiative: 7 },
  { id: "late", name: "Late", initiative: null },
  { id: "y", name: "Yra", initiative: 7 },
  { id: "z", name: "Zed", initiative: 9 },
  { id: "rolled", name: "Rolled", initiative: 3 },
];

describe("the tracker's order", () => {
  it("follows the clock, then those it has not met by initiative and name", () => {
    expect(turnOrder(ranked(), fighters)).toEqual(["z", "y", "x", "rolled", "late"]);
  });

  it("falls back to initiative, then name, without a clock", () => {
    expect(turnOrder(null, fighters)).toEqual(["z", "x", "y", "rolled", "late"]);
    expect(compareByClock(null, { id: "a", name: "Same", initiative: 1 }, { id: "b", name: "Same", initiative: 1 })).toBeLessThan(0);
  });

  it("points core's turn at the clock's actor, or nowhere", () => {
    const clock = ranked();
    const order = turnOrder(clock, fighters);
    expect(turnIndexOf(clock, order)).toBe(0);
    expect(turnIndexOf(clock, ["y", "x"])).toBeNull();
    expect(turnIndexOf(null, order)).toBeNull();
    expect(turnIndexOf({ ...clock, acting: [] }, order)).toBeNull();
  });
});

describe("someone acting out of turn", () => {
  it("stands where the turn they broke into stands, and goes back to their place after", () => {
    const created = createClock(phasedTurns, [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }]);
    if (!created.ok) throw new Error("clock");
    const set = setInitiative(phasedTurns, created.state, { a: { score: 9 }, b: { score: 7 }, c: { score: 5 }, d: { score: 3 } });
    if (!set.ok) throw new Error("initiative");
    const onB = next(phasedTurns, set.state);
    if (!onB.ok) throw new Error("next");
    const people = ["a", "b", "c", "d"].map((id) => ({ id, name: id, initiative: null }));
    expect(turnOrder(onB.state, people)).toEqual(["a", "b", "c", "d"]);
    // d aborts into b's turn: the tracker's turn index stays on b's place.
    const dAborts = abort(phasedTurns, onB.state, "d");
    if (!dAborts.ok) throw new Error("abort");
    expect(turnOrder(dAborts.state, people)).toEqual(["a", "d", "b", "c"]);
    expect(turnIndexOf(dAborts.state, turnOrder(dAborts.state, people))).toBe(1);
    // a, who acted already, aborts into b's turn instead: it stands at b's place, 1, and b stays there after.
    const aAborts = abort(phasedTurns, onB.state, "a");
    if (!aAborts.ok) throw new Error("abort");
    expect(turnOrder(aAborts.state, people)).toEqual(["b", "a", "c", "d"]);
    expect(turnIndexOf(aAborts.state, turnOrder(aAborts.state, people))).toBe(1);
    const resumed = next(phasedTurns, aAborts.state);
    if (!resumed.ok) throw new Error("next");
    expect(turnIndexOf(resumed.state, turnOrder(resumed.state, people))).toBe(1);
  });
});
