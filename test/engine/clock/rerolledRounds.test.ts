import { describe, expect, it } from "vitest";
import { act, acting, declare, next, previous, rerolledRounds as shape, setCanAct, setInitiative, wait } from "../../../src/engine/clock/index";
import { must, ofType, refusalCode, started, turnStarts } from "./support";

const crew = [{ id: "han" }, { id: "leia" }, { id: "thug1" }, { id: "thug2" }];

describe("rerolledRounds (d6-pool)", () => {
  it("ends the round after the last turn and waits for a new roll", () => {
    let r = started(shape, crew.slice(0, 2), { han: { score: 14 }, leia: { score: 9 } });
    r = must(next(shape, r.state));
    r = must(next(shape, r.state));
    expect(r.state.stage).toBe("awaiting-initiative");
    expect(r.happened.map((h) => h.type)).toEqual(["turn-end", "round-end", "needs-initiative"]);
    expect(ofType(r.happened, "needs-initiative")[0]?.round).toBe(2);
    expect(refusalCode(next(shape, r.state))).toBe("needs-initiative");
    r = must(setInitiative(shape, r.state, { han: { score: 3 }, leia: { score: 17 } }));
    expect(r.state.round).toBe(2);
    expect(acting(r.state)).toEqual(["leia"]);
  });

  it("lets tied totals act at the same moment, as one turn", () => {
    let r = started(shape, crew, { han: { score: 12 }, leia: { score: 8 }, thug1: { score: 12 }, thug2: { score: 12 } });
    expect(r.state.order).toEqual([["han", "thug1", "thug2"], ["leia"]]);
    expect(acting(r.state)).toEqual(["han", "thug1", "thug2"]);
    r = must(next(shape, r.state));
    expect(turnStarts(r.happened)).toEqual([["leia"]]);
    expect(ofType(r.happened, "turn-end")[0]?.ids).toEqual(["han", "thug1", "thug2"]);
  });

  it("skips the unconscious or immobilised with a happening, even mid-round", () => {
    let r = started(shape, crew.slice(0, 3), { han: { score: 12 }, leia: { score: 8 }, thug1: { score: 4 } });
    r = must(setCanAct(shape, r.state, "thug1", false));
    r = must(next(shape, r.state));
    r = must(next(shape, r.state));
    expect(ofType(r.happened, "skipped")).toMatchObject([{ id: "thug1", reason: "cannot-act" }]);
    expect(r.state.stage).toBe("awaiting-initiative");
  });

  it("takes a declared number of actions on the combatant's own turn, once, and forgets it at round end", () => {
    let r = started(shape, crew.slice(0, 2), { han: { score: 12 }, leia: { score: 8 } });
    expect(refusalCode(declare(shape, r.state, "leia", 2))).toBe("not-your-turn");
    expect(refusalCode(declare(shape, r.state, "han", 0))).toBe("invalid-count");
    r = must(declare(shape, r.state, "han", 3));
    expect(r.state.declared["han"]).toEqual({ count: 3, waits: 0 });
    expect(refusalCode(declare(shape, r.state, "han", 4))).toBe("already-declared");
    r = must(next(shape, r.state));
    r = must(next(shape, r.state));
    expect(r.state.declared).toEqual({});
  });

  it("counts a wait as one of the declared actions and lets the waiter interrupt later", () => {
    let r = started(shape, crew.slice(0, 3), { han: { score: 12 }, leia: { score: 8 }, thug1: { score: 5 } });
    expect(refusalCode(wait(shape, r.state, "han"))).toBe("not-declared");
    r = must(declare(shape, r.state, "han", 2));
    r = must(wait(shape, r.state, "han"));
    expect(acting(r.state)).toEqual(["leia"]);
    r = must(next(shape, r.state));
    expect(acting(r.state)).toEqual(["thug1"]);
    r = must(act(shape, r.state, "han"));
    expect(acting(r.state)).toEqual(["han"]);
    expect(ofType(r.happened, "turn-start")).toMatchObject([{ ids: ["han"], outOfTurn: true }]);
    r = must(wait(shape, r.state, "han"));
    expect(r.happened.map((h) => h.type)).toEqual(["turn-end", "turn-resume"]);
    expect(acting(r.state)).toEqual(["thug1"]);
    expect(refusalCode(wait(shape, r.state, "han"))).toBe("not-your-turn");
    r = must(act(shape, r.state, "han"));
    expect(refusalCode(wait(shape, r.state, "han"))).toBe("no-actions-left");
    r = must(next(shape, r.state));
    expect(ofType(r.happened, "turn-resume")[0]?.ids).toEqual(["thug1"]);
  });

  it("loses an unused wait at round end", () => {
    let r = started(shape, crew.slice(0, 2), { han: { score: 12 }, leia: { score: 8 } });
    r = must(declare(shape, r.state, "han", 1));
    r = must(wait(shape, r.state, "han"));
    r = must(next(shape, r.state));
    expect(ofType(r.happened, "hold-lapsed")).toMatchObject([{ id: "han", hold: "wait" }]);
    expect(r.state.holds).toEqual({});
  });

  it("goes back across the round end and the new roll exactly", () => {
    let r = started(shape, crew.slice(0, 2), { han: { score: 12 }, leia: { score: 8 } });
    r = must(next(shape, r.state));
    const beforeEnd = r.state;
    r = must(next(shape, r.state));
    const awaiting = r.state;
    r = must(setInitiative(shape, r.state, { han: { score: 1 }, leia: { score: 2 } }));
    expect(must(previous(shape, r.state)).state).toEqual(awaiting);
    expect(must(previous(shape, awaiting)).state).toEqual(beforeEnd);
  });
});
