import { describe, expect, it } from "vitest";
import { acting, createClock, delay, fixedRounds as shape, next, pass, setCanAct, setInitiative, upcoming, when } from "../../../src/engine/clock/index";
import { must, ofType, refusalCode, started, turnStarts } from "./support";

const three = [{ id: "ana" }, { id: "bo" }, { id: "cy" }];

describe("fixedRounds (d100-fate)", () => {
  it("ranks highest initiative first and gives everyone one turn a round", () => {
    let r = started(shape, three, { ana: { score: 7 }, bo: { score: 12 }, cy: { score: 9 } });
    expect(acting(r.state)).toEqual(["bo"]);
    const seen = [...turnStarts(r.happened)];
    for (let i = 0; i < 5; i++) {
      r = must(next(shape, r.state));
      seen.push(...turnStarts(r.happened));
    }
    expect(seen).toEqual([["bo"], ["cy"], ["ana"], ["bo"], ["cy"], ["ana"]]);
    expect(ofType(r.happened, "turn-start")[0]?.when).toEqual({ round: 2 });
  });

  it("keeps the round-1 initiative for every later round and refuses a second roll", () => {
    let r = started(shape, three, { ana: { score: 3 }, bo: { score: 2 }, cy: { score: 1 } });
    for (let i = 0; i < 3; i++) r = must(next(shape, r.state));
    expect(r.state.round).toBe(2);
    expect(r.state.order).toEqual([["ana"], ["bo"], ["cy"]]);
    expect(refusalCode(setInitiative(shape, r.state, { ana: { score: 1 }, bo: { score: 2 }, cy: { score: 3 } }))).toBe("initiative-kept");
  });

  it("breaks equal initiative by the tiebreak tuple, element by element, highest first", () => {
    const r = started(shape, three, {
      ana: { score: 8, tiebreak: [41, 3] },
      bo: { score: 8, tiebreak: [45, 1] },
      cy: { score: 8, tiebreak: [41, 9] },
    });
    expect(r.state.order).toEqual([["bo"], ["cy"], ["ana"]]);
  });

  it("falls back on the joining order when score and tiebreak are all equal", () => {
    const r = started(shape, three, { cy: { score: 5, tiebreak: [1] }, ana: { score: 5, tiebreak: [1] }, bo: { score: 5, tiebreak: [1] } });
    expect(r.state.order).toEqual([["ana"], ["bo"], ["cy"]]);
  });

  it("skips a surprised combatant in round 1 only, without a turn-start for it", () => {
    const entrants = [{ id: "ana" }, { id: "bo", aware: false }, { id: "cy" }];
    let r = started(shape, entrants, { ana: { score: 3 }, bo: { score: 9 }, cy: { score: 1 } });
    expect(ofType(r.happened, "skipped")).toMatchObject([{ id: "bo", reason: "surprised", when: { round: 1 } }]);
    const roundOne = [...turnStarts(r.happened)];
    r = must(next(shape, r.state));
    roundOne.push(...turnStarts(r.happened));
    expect(roundOne).toEqual([["ana"], ["cy"]]);
    r = must(next(shape, r.state));
    expect(turnStarts(r.happened)).toEqual([["bo"]]);
    expect(when(r.state)).toEqual({ round: 2 });
  });

  it("skips a combatant who cannot act, with a reason, and lets it act again when able", () => {
    let r = started(shape, three, { ana: { score: 3 }, bo: { score: 2 }, cy: { score: 1 } });
    r = must(setCanAct(shape, r.state, "bo", false));
    r = must(next(shape, r.state));
    expect(ofType(r.happened, "skipped")).toMatchObject([{ id: "bo", reason: "cannot-act" }]);
    expect(acting(r.state)).toEqual(["cy"]);
    r = must(setCanAct(shape, r.state, "bo", true));
    r = must(next(shape, r.state));
    r = must(next(shape, r.state));
    expect(acting(r.state)).toEqual(["bo"]);
  });

  it("moves on when the acting combatant is knocked out during its own turn", () => {
    let r = started(shape, three, { ana: { score: 3 }, bo: { score: 2 }, cy: { score: 1 } });
    r = must(setCanAct(shape, r.state, "ana", false));
    expect(r.happened.map((h) => h.type)).toEqual(["turn-end", "turn-start"]);
    expect(acting(r.state)).toEqual(["bo"]);
  });

  it("refuses to go round for ever when nobody can act", () => {
    let r = started(shape, three, { ana: { score: 3 }, bo: { score: 2 }, cy: { score: 1 } });
    for (const id of ["bo", "cy"]) r = must(setCanAct(shape, r.state, id, false));
    r = must(setCanAct(shape, r.state, "ana", false));
    expect(acting(r.state)).toEqual([]);
    expect(refusalCode(next(shape, r.state))).toBe("nobody-can-act");
  });

  it("refuses what its rule set does not do, saying so", () => {
    const r = started(shape, three, { ana: { score: 3 }, bo: { score: 2 }, cy: { score: 1 } });
    const refused = delay(shape, r.state, "ana");
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.refusal.code).toBe("unsupported-by-clock");
      expect(refused.refusal.message).toContain("no delay");
    }
    expect(refusalCode(pass(shape, r.state, "ana"))).toBe("unsupported-by-clock");
  });

  it("refuses next before initiative, and initiative with a missing or unknown score", () => {
    const created = must(createClock(shape, three)).state;
    expect(refusalCode(next(shape, created))).toBe("needs-initiative");
    expect(refusalCode(setInitiative(shape, created, { ana: { score: 1 }, bo: { score: 1 } }))).toBe("missing-initiative");
    expect(refusalCode(setInitiative(shape, created, { ana: { score: 1 }, bo: { score: 1 }, cy: { score: 1 }, zed: { score: 1 } }))).toBe("unknown-combatant");
    expect(refusalCode(setInitiative(shape, created, { ana: { score: Number.NaN }, bo: { score: 1 }, cy: { score: 1 } }))).toBe("invalid-initiative");
    expect(refusalCode(createClock(shape, [{ id: "ana" }, { id: "ana" }]))).toBe("duplicate-combatant");
  });

  it("lists the turns still to come this round", () => {
    const r = started(shape, [...three, { id: "dee", canAct: false }], { ana: { score: 4 }, bo: { score: 3 }, cy: { score: 2 }, dee: { score: 1 } });
    expect(upcoming(shape, r.state)).toEqual([["bo"], ["cy"]]);
  });
});
