import { describe, expect, it } from "vitest";
import { createClock, fixedRounds, setInitiative, type ClockState } from "../../../src/engine/clock/index";
import { compareByClock, turnIndexOf, turnOrder } from "../../../src/foundry/combat/turnOrder";

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
