import { describe, expect, it } from "vitest";
import { actionPointPassesResorted, actionPointPasses as shape, acting, next, pass, setCanAct, setInitiative, when } from "../../../src/engine/clock/index";
import { must, ofType, refusalCode, started, turnStarts } from "./support";

const trio = [{ id: "ace" }, { id: "bea" }, { id: "cal" }];
const ap = { ace: { score: 12 }, bea: { score: 9 }, cal: { score: 6 } };

describe("actionPointPasses (action-points)", () => {
  it("walks the order pass after pass, one action each, while anyone is still in", () => {
    let r = started(shape, trio, ap);
    expect(when(r.state)).toEqual({ round: 1, pass: 1 });
    const seen = turnStarts(r.happened);
    for (let i = 0; i < 5; i++) {
      r = must(next(shape, r.state));
      seen.push(...turnStarts(r.happened));
    }
    expect(seen).toEqual([["ace"], ["bea"], ["cal"], ["ace"], ["bea"], ["cal"]]);
    expect(when(r.state)).toEqual({ round: 1, pass: 2 });
  });

  it("takes a passing combatant out for the rest of the round; the round ends when nobody is in", () => {
    let r = started(shape, trio, ap);
    r = must(pass(shape, r.state, "ace"));
    expect(acting(r.state)).toEqual(["bea"]);
    r = must(pass(shape, r.state, "cal"));
    expect(refusalCode(pass(shape, r.state, "cal"))).toBe("already-passed");
    r = must(next(shape, r.state));
    expect(when(r.state)).toEqual({ round: 1, pass: 2 });
    expect(acting(r.state)).toEqual(["bea"]);
    r = must(pass(shape, r.state, "bea"));
    expect(ofType(r.happened, "round-end")).toHaveLength(1);
    expect(when(r.state)).toEqual({ round: 2, pass: 1 });
    expect(acting(r.state)).toEqual(["ace"]);
    expect(r.state.passed).toEqual({});
  });

  it("does not keep passes going for combatants who cannot act", () => {
    let r = started(shape, trio, ap);
    r = must(setCanAct(shape, r.state, "cal", false));
    r = must(pass(shape, r.state, "ace"));
    r = must(pass(shape, r.state, "bea"));
    expect(ofType(r.happened, "skipped")).toMatchObject([{ id: "cal", reason: "cannot-act" }]);
    expect(when(r.state)).toEqual({ round: 2, pass: 1 });
  });

  it("with the re-sort option, asks for a new order by AP left at each round's end", () => {
    const resorted = actionPointPassesResorted;
    let r = started(resorted, trio, ap);
    for (const id of ["ace", "bea", "cal"]) r = must(pass(resorted, r.state, id));
    expect(r.state.stage).toBe("awaiting-initiative");
    expect(ofType(r.happened, "needs-initiative")).toMatchObject([{ round: 2 }]);
    r = must(setInitiative(resorted, r.state, { ace: { score: 1 }, bea: { score: 7 }, cal: { score: 3 } }));
    expect(r.state.order).toEqual([["bea"], ["cal"], ["ace"]]);
  });
});
