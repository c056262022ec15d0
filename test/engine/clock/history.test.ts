import { describe, expect, it } from "vitest";
import {
  type ClockState,
  createClock,
  fixedRounds as shape,
  HISTORY_LIMIT,
  next,
  previous,
  rerolledRounds,
  setInitiative,
} from "../../../src/engine/clock/index";
import { must, refusalCode, started } from "./support";

const trio = [{ id: "a" }, { id: "b" }, { id: "c" }];
const scores = { a: { score: 3 }, b: { score: 2 }, c: { score: 1 } };

function present(state: ClockState): Omit<ClockState, "history"> {
  const { history: _history, ...rest } = state;
  return rest;
}

describe("previous and the history", () => {
  it("has nothing to go back to on a new clock", () => {
    const created = must(createClock(shape, trio)).state;
    expect(refusalCode(previous(shape, created))).toBe("nothing-to-undo");
  });

  it("undoes next exactly, across a round end", () => {
    let r = started(shape, trio, scores);
    r = must(next(shape, r.state));
    r = must(next(shape, r.state));
    const lastTurn = r.state;
    r = must(next(shape, r.state));
    expect(r.state.round).toBe(2);
    const back = must(previous(shape, r.state));
    expect(back.state).toEqual(lastTurn);
    expect(back.happened).toMatchObject([{ type: "rewound", operation: "next", when: { round: 1 } }]);
  });

  it("undoes the first roll of initiative too, back to the clock as created", () => {
    const created = must(createClock(rerolledRounds, trio)).state;
    const rolled = must(setInitiative(rerolledRounds, created, scores));
    expect(must(previous(rerolledRounds, rolled.state)).state).toEqual(created);
  });

  it(`keeps the last ${HISTORY_LIMIT} operations and refuses to go further`, () => {
    let state = started(shape, trio, scores).state;
    const presents = [present(state)];
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) {
      state = must(next(shape, state)).state;
      presents.push(present(state));
    }
    expect(state.history).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT; i++) {
      state = must(previous(shape, state)).state;
      expect(present(state)).toEqual(presents[presents.length - 2 - i]);
    }
    expect(refusalCode(previous(shape, state))).toBe("nothing-to-undo");
  });

  it("stores only what a step replaced, and shares the rest with the state before", () => {
    const before = must(next(shape, started(shape, trio, scores).state)).state;
    const after = must(next(shape, before)).state;
    expect(Object.keys(after.history.at(-1)?.delta ?? {}).sort()).toEqual(["acting", "turn"]);
    expect(after.order).toBe(before.order);
    expect(after.combatants).toBe(before.combatants);
    before.history.forEach((entry, index) => expect(after.history[index]).toBe(entry));
  });

  it("never changes the state it was given", () => {
    const state = started(shape, trio, scores).state;
    const copy = structuredClone(state);
    must(next(shape, state));
    must(previous(shape, state));
    expect(state).toEqual(copy);
  });
});
