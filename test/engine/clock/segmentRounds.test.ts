import { describe, expect, it } from "vitest";
import { acting, elapsed, next, pushToEnd, pushToNextRound, segmentRounds as shape, when } from "../../../src/engine/clock/index";
import { must, ofType, type Ok, refusalCode, started, turnStarts } from "./support";

const party = [{ id: "tulkas" }, { id: "marvok" }, { id: "slowpoke" }];
const scores = { tulkas: { score: 21 }, marvok: { score: 17 }, slowpoke: { score: 19 } };

function rounds(start: Ok, count: number): Ok {
  let r = start;
  while (r.state.round <= count) r = must(next(shape, r.state));
  return r;
}

describe("segmentRounds (d20-segments)", () => {
  it("counts 15-second rounds, 6-second segments and 10-minute turns of 40 rounds", () => {
    const one = started(shape, party.slice(0, 1), { tulkas: { score: 1 } });
    expect(elapsed(shape, one.state)).toEqual({ seconds: 0, rounds: 0, segments: 0, turns: 0 });
    const three = rounds(one, 3);
    expect(elapsed(shape, three.state)).toEqual({ seconds: 45, rounds: 3, segments: 7, turns: 0 });
    const forty = rounds(one, 40);
    expect(elapsed(shape, forty.state)).toEqual({ seconds: 600, rounds: 40, segments: 100, turns: 1 });
  });

  it("says which segment each round begins in", () => {
    const one = started(shape, party.slice(0, 1), { tulkas: { score: 1 } });
    expect(when(one.state)).toEqual({ round: 1, segment: 1 });
    expect(when(rounds(one, 1).state)).toEqual({ round: 2, segment: 3 });
    expect(when(rounds(one, 2).state)).toEqual({ round: 3, segment: 6 });
  });

  it("pushes a slow player's character to the end of this round's order only", () => {
    let r = started(shape, party, scores);
    r = must(next(shape, r.state));
    expect(acting(r.state)).toEqual(["slowpoke"]);
    r = must(pushToEnd(shape, r.state, "slowpoke"));
    expect(acting(r.state)).toEqual(["marvok"]);
    r = must(next(shape, r.state));
    expect(turnStarts(r.happened)).toEqual([["slowpoke"]]);
    r = must(next(shape, r.state));
    expect(acting(r.state)).toEqual(["tulkas"]);
    expect(r.state.round).toBe(2);
    r = must(next(shape, r.state));
    expect(acting(r.state)).toEqual(["slowpoke"]);
  });

  it("pushes a character out of this round: it acts at its usual place next round, once", () => {
    let r = started(shape, party, scores);
    r = must(pushToNextRound(shape, r.state, "slowpoke"));
    expect(acting(r.state)).toEqual(["tulkas"]);
    r = must(next(shape, r.state));
    expect(ofType(r.happened, "skipped")).toMatchObject([{ id: "slowpoke", reason: "pushed" }]);
    expect(acting(r.state)).toEqual(["marvok"]);
    const seen: string[][] = [];
    for (let i = 0; i < 3; i++) {
      r = must(next(shape, r.state));
      seen.push(...turnStarts(r.happened));
    }
    expect(seen).toEqual([["tulkas"], ["slowpoke"], ["marvok"]]);
  });

  it("refuses to push a character whose turn this round is already over, or twice", () => {
    let r = started(shape, party, scores);
    r = must(next(shape, r.state));
    expect(refusalCode(pushToEnd(shape, r.state, "tulkas"))).toBe("already-acted");
    r = must(pushToEnd(shape, r.state, "marvok"));
    expect(refusalCode(pushToNextRound(shape, r.state, "marvok"))).toBe("already-pushed");
  });
});
