import { describe, expect, it } from "vitest";
import { fixedRounds, type ClockState } from "../../../src/engine/clock/index";
import { expectInvariants, started } from "./support";

/** The list with a hole where `at` was. */
function holed(list: string[], at: number): string[] {
  const copy = [...list];
  delete copy[at];
  return copy;
}

/** A fight of two under way: a state every promise holds of. */
const sound = (): ClockState => started(fixedRounds, [{ id: "a" }, { id: "b" }], { a: { score: 5 }, b: { score: 3 } }).state;

describe("the promises the clock's property tests hold every state to", () => {
  it("hold of a sound state", () => {
    expect(() => expectInvariants(sound())).not.toThrow();
  });

  it.each<[string, (state: ClockState) => unknown]>([
    ["a score that is not a number", (state) => ({ ...state, combatants: { ...state.combatants, a: { ...state.combatants["a"], score: Number.NaN } } })],
    ["a score of -0", (state) => ({ ...state, combatants: { ...state.combatants, a: { ...state.combatants["a"], score: -0 } } })],
    ["a Map where a record belongs", (state) => ({ ...state, holds: new Map() })],
    ["a hole in a list", (state) => ({ ...state, roster: holed(["a", "b"], 0) })],
    ["a function in the state", (state) => ({ ...state, step: () => null })],
    ["someone acting outside the current group", (state) => ({ ...state, acting: ["b"] })],
    ["an id in the order that is no combatant", (state) => ({ ...state, order: [["a"], ["b"], ["c"]] })],
    ["a roster that is not the combatants", (state) => ({ ...state, roster: ["a"] })],
    ["a turn past the sequence", (state) => ({ ...state, turn: 5 })],
    ["a declaration with more waits than actions", (state) => ({ ...state, declared: { a: { count: 1, waits: 2 } } })],
  ])("catch %s", (_name, breakIt) => {
    const broken = breakIt(sound()) as ClockState;
    expect(() => expectInvariants(broken)).toThrow();
  });
});
