import { describe, expect, it } from "vitest";
import {
  act,
  acting,
  addCombatant,
  delay,
  fixedRounds as shape,
  next,
  phasedTurns,
  previous,
  removeCombatant,
  rerolledRounds,
  setInitiative,
  upcoming,
} from "../../../src/engine/clock/index";
import { expectInvariants, must, refusalCode, started, turnStarts } from "./support";

const four = [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }];
const scores = { a: { score: 4 }, b: { score: 3 }, c: { score: 2 }, d: { score: 1 } };

describe("combatants joining and leaving", () => {
  it("moves the turn on cleanly when the acting combatant's token is deleted", () => {
    let r = must(next(shape, started(shape, four, scores).state));
    expect(acting(r.state)).toEqual(["b"]);
    r = must(removeCombatant(shape, r.state, "b"));
    expect(turnStarts(r.happened)).toEqual([["c"]]);
    expect(r.state.order).toEqual([["a"], ["c"], ["d"]]);
    expectInvariants(r.state);
  });

  it("keeps the history free of a removed combatant: going back skips its turn and never revives it", () => {
    let r = must(next(shape, started(shape, four, scores).state));
    r = must(removeCombatant(shape, r.state, "b"));
    const back = must(previous(shape, r.state));
    expect(acting(back.state)).toEqual(["a"]);
    expect(back.state.combatants["b"]).toBeUndefined();
    expect(back.state.order).toEqual([["a"], ["c"], ["d"]]);
    expectInvariants(back.state);
    const created = must(previous(shape, back.state)).state;
    expect(created.stage).toBe("awaiting-initiative");
    expect(created.roster).toEqual(["a", "c", "d"]);
    expect(refusalCode(previous(shape, created))).toBe("nothing-to-undo");
  });

  it("keeps the pointer on the same combatant when someone earlier in the order leaves", () => {
    let r = must(next(shape, must(next(shape, started(shape, four, scores).state)).state));
    expect(acting(r.state)).toEqual(["c"]);
    r = must(removeCombatant(shape, r.state, "a"));
    expect(acting(r.state)).toEqual(["c"]);
    expect(r.happened).toEqual([]);
    r = must(next(shape, r.state));
    expect(acting(r.state)).toEqual(["d"]);
  });

  it("resumes the interrupted turn when the one acting out of turn leaves", () => {
    let r = started(phasedTurns, four, scores);
    r = must(delay(phasedTurns, r.state, "a"));
    r = must(act(phasedTurns, r.state, "a"));
    r = must(removeCombatant(phasedTurns, r.state, "a"));
    expect(r.happened).toMatchObject([{ type: "turn-resume", ids: ["b"] }]);
    expect(acting(r.state)).toEqual(["b"]);
  });

  it("places a newcomer by its score: this round if its place is still ahead, else from the next", () => {
    let r = must(next(shape, started(shape, four, scores).state));
    expect(refusalCode(addCombatant(shape, r.state, { id: "late" }))).toBe("needs-initiative-score");
    const ahead = must(addCombatant(shape, r.state, { id: "late", score: 2.5 }));
    expect(upcoming(shape, ahead.state)).toEqual([["late"], ["c"], ["d"]]);
    const behind = must(addCombatant(shape, r.state, { id: "late", score: 9 }));
    expect(acting(behind.state)).toEqual(["b"]);
    expect(upcoming(shape, behind.state)).toEqual([["c"], ["d"]]);
    r = must(next(shape, must(next(shape, must(next(shape, behind.state)).state)).state));
    expect(acting(r.state)).toEqual(["late"]);
    expectInvariants(r.state);
  });

  it("writes a newcomer into the history, so going back keeps it", () => {
    let r = must(next(shape, started(shape, four, scores).state));
    r = must(addCombatant(shape, r.state, { id: "late", score: 9 }));
    const back = must(previous(shape, r.state));
    expect(back.state.combatants["late"]).toBeDefined();
    expect(back.state.order[0]).toEqual(["late"]);
    expect(acting(back.state)).toEqual(["a"]);
    expectInvariants(back.state);
  });

  it("lets a newcomer to a rerolled fight join at the next roll", () => {
    let r = started(rerolledRounds, four.slice(0, 2), { a: { score: 4 }, b: { score: 3 } });
    r = must(addCombatant(rerolledRounds, r.state, { id: "late" }));
    expect(r.state.order.flat()).not.toContain("late");
    r = must(next(rerolledRounds, must(next(rerolledRounds, r.state)).state));
    expect(refusalCode(setInitiative(rerolledRounds, r.state, { a: { score: 4 }, b: { score: 3 } }))).toBe("missing-initiative");
    r = must(setInitiative(rerolledRounds, r.state, { a: { score: 4 }, b: { score: 3 }, late: { score: 5 } }));
    expect(acting(r.state)).toEqual(["late"]);
  });

  it("refuses to remove someone who is not there, or to add someone twice", () => {
    const r = started(shape, four, scores);
    expect(refusalCode(removeCombatant(shape, r.state, "zed"))).toBe("unknown-combatant");
    expect(refusalCode(addCombatant(shape, r.state, { id: "a", score: 1 }))).toBe("duplicate-combatant");
  });
});
