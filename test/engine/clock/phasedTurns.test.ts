import { describe, expect, it } from "vitest";
import {
  abort,
  act,
  acting,
  type ClockShape,
  delay,
  elapsed,
  next,
  phasedTurns as shape,
  previous,
  ready,
  setCanAct,
  upcoming,
  when,
} from "../../../src/engine/clock/index";
import { must, ofType, type Ok, refusalCode, started, turnStarts } from "./support";

const four = [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }];
const scores = { a: { score: 14 }, b: { score: 11 }, c: { score: 8 }, d: { score: 5 } };

function fight(entrants = four): Ok {
  return started(shape, entrants, scores);
}

function nextTimes(start: Ok, times: number): { last: Ok; turns: string[][]; all: Ok["happened"][number][] } {
  let r = start;
  const turns: string[][] = [];
  const all = [...start.happened];
  for (let i = 0; i < times; i++) {
    r = must(next(shape, r.state));
    turns.push(...turnStarts(r.happened));
    all.push(...r.happened);
  }
  return { last: r, turns, all };
}

describe("phasedTurns (phases-3d6)", () => {
  it("gives every character a turn in each of the four Phases, then one Post-Turn listing everyone", () => {
    const r = fight();
    const { last, turns, all } = nextTimes(r, 16);
    expect([...turnStarts(r.happened), ...turns].slice(0, 16)).toEqual(Array.from({ length: 4 }, () => [["a"], ["b"], ["c"], ["d"]]).flat());
    expect(ofType(all, "post-turn")).toHaveLength(1);
    expect(ofType(all, "post-turn")[0]?.ids).toEqual(["a", "b", "c", "d"]);
    expect(last.state.stage).toBe("post-turn");
    expect(when(last.state)).toEqual({ round: 1 });
    const after = must(next(shape, last.state));
    expect(after.happened.map((h) => h.type)).toEqual(["step-end", "round-end", "round-start", "step-start", "turn-start"]);
    expect(when(after.state)).toEqual({ round: 2, phase: 1 });
  });

  it("passes through the Post-Turn exactly once, also after going back and forth", () => {
    const atPostTurn = nextTimes(fight(), 16).last;
    const back = must(previous(shape, atPostTurn.state));
    const again = must(next(shape, back.state));
    expect(again.state).toEqual(atPostTurn.state);
    expect(ofType(again.happened, "post-turn")).toHaveLength(1);
    const turnTwo = must(next(shape, again.state));
    expect(ofType(turnTwo.happened, "post-turn")).toHaveLength(0);
  });

  it("keeps everyone's place for the whole battle, the unconscious included", () => {
    let r = fight();
    r = must(setCanAct(shape, r.state, "c", false));
    const { turns, all, last } = nextTimes(r, 7);
    expect(turns.slice(0, 6)).toEqual([["b"], ["d"], ["a"], ["b"], ["d"], ["a"]]);
    expect(ofType(all, "skipped").every((s) => s.id === "c" && s.reason === "cannot-act")).toBe(true);
    expect(last.state.order).toEqual([["a"], ["b"], ["c"], ["d"]]);
    expect(ofType(all, "post-turn")).toHaveLength(0);
  });

  it("runs a Surprise Phase only when some but not all are aware, with only the aware acting, restricted", () => {
    const some = started(shape, [{ id: "a", aware: false }, { id: "b" }, { id: "c", aware: false }, { id: "d" }], scores);
    expect(ofType(some.happened, "step-start")).toMatchObject([{ step: "surprise", number: 0, restricted: true }]);
    expect(ofType(some.happened, "skipped")).toMatchObject([{ id: "a", reason: "unaware" }]);
    expect(acting(some.state)).toEqual(["b"]);
    expect(when(some.state)).toEqual({ round: 1, phase: 0 });
    const { turns } = nextTimes(some, 2);
    expect(turns).toEqual([["d"], ["a"]]);
    expect(when(nextTimes(some, 2).last.state)).toEqual({ round: 1, phase: 1 });

    const all = started(shape, four, scores);
    const none = started(
      shape,
      four.map((e) => ({ ...e, aware: false })),
      scores,
    );
    for (const r of [all, none]) {
      expect(ofType(r.happened, "step-start")).toMatchObject([{ step: "phase", number: 1, restricted: false }]);
      expect(acting(r.state)).toEqual(["a"]);
    }
  });

  it("counts 3 seconds a Phase, the Surprise Phase too, and none for the Post-Turn", () => {
    const some = started(shape, [{ id: "a", aware: false }, ...four.slice(1)], scores);
    const { last } = nextTimes(some, 3 + 16 + 1);
    expect(when(last.state)).toEqual({ round: 2, phase: 1 });
    expect(elapsed(shape, last.state)).toEqual({ seconds: 15, rounds: 1, segments: null, turns: null });
  });

  it("lets the number of Phases be configured", () => {
    const three: ClockShape = { ...shape, round: { kind: "phases", phases: 3, postTurn: true } };
    let r = started(three, four.slice(0, 1), { a: { score: 1 } });
    for (let i = 0; i < 3; i++) r = must(next(three, r.state));
    expect(r.state.stage).toBe("post-turn");
  });

  describe("Delay", () => {
    it("ends the turn at once; acting later puts the character just before the one it went ahead of, from then on", () => {
      let r = must(delay(shape, fight().state, "a"));
      expect(acting(r.state)).toEqual(["b"]);
      expect(r.state.holds["a"]).toMatchObject({ kind: "delay" });
      r = must(next(shape, r.state));
      expect(acting(r.state)).toEqual(["c"]);
      r = must(act(shape, r.state, "a"));
      expect(acting(r.state)).toEqual(["a"]);
      expect(ofType(r.happened, "initiative-changed")).toMatchObject([{ id: "a", score: 8 }]);
      expect(r.state.combatants["a"]?.score).toBe(8);
      expect(r.state.order).toEqual([["b"], ["a"], ["c"], ["d"]]);
      r = must(next(shape, r.state));
      expect(ofType(r.happened, "turn-resume")[0]?.ids).toEqual(["c"]);
      const { turns } = nextTimes(r, 5);
      expect(turns).toEqual([["d"], ["b"], ["a"], ["c"], ["d"]]);
    });

    it("can be taken after the current character instead, with that character's score", () => {
      let r = must(delay(shape, fight().state, "a"));
      r = must(act(shape, r.state, "a", "after"));
      expect(r.happened.map((h) => h.type)).toEqual(["turn-end", "initiative-changed", "turn-start"]);
      expect(r.state.order).toEqual([["b"], ["a"], ["c"], ["d"]]);
      expect(r.state.combatants["a"]?.score).toBe(11);
      r = must(next(shape, r.state));
      expect(acting(r.state)).toEqual(["c"]);
    });

    it("lapses when the character's own place comes round again unused; it then acts as usual", () => {
      let r = must(delay(shape, nextTimes(fight(), 1).last.state, "b"));
      const { last, all } = nextTimes(r, 3);
      r = last;
      expect(ofType(all, "hold-lapsed")).toMatchObject([{ id: "b", hold: "delay", when: { round: 1, phase: 2 } }]);
      expect(acting(r.state)).toEqual(["b"]);
      expect(r.state.order).toEqual([["a"], ["b"], ["c"], ["d"]]);
    });

    it("taken in the next Phase before its own place, raises initiative and costs that Phase's own action", () => {
      let r = must(delay(shape, nextTimes(fight(), 2).last.state, "c"));
      r = nextTimes(r, 1).last;
      expect(when(r.state)).toEqual({ round: 1, phase: 2 });
      expect(acting(r.state)).toEqual(["a"]);
      r = must(act(shape, r.state, "c"));
      expect(r.state.combatants["c"]?.score).toBe(14);
      expect(r.state.order).toEqual([["c"], ["a"], ["b"], ["d"]]);
      const { turns, all } = nextTimes(r, 5);
      expect(ofType(all, "turn-resume")[0]?.ids).toEqual(["a"]);
      expect(turns).toEqual([["b"], ["d"], ["c"], ["a"]]);
    });

    it("belongs to the character whose turn it is", () => {
      const r = fight();
      expect(refusalCode(delay(shape, r.state, "b"))).toBe("not-your-turn");
      expect(refusalCode(act(shape, r.state, "b"))).toBe("not-holding");
    });
  });

  describe("Ready", () => {
    it("stores the trigger, keeps the turn going, and fires just before the triggering character", () => {
      let r = must(ready(shape, fight().state, "a", "when anyone comes through the door"));
      expect(acting(r.state)).toEqual(["a"]);
      expect(r.state.holds["a"]).toEqual({ kind: "ready", trigger: "when anyone comes through the door", since: r.state.steps });
      expect(refusalCode(ready(shape, r.state, "a", "  "))).toBe("missing-trigger");
      r = nextTimes(r, 2).last;
      expect(acting(r.state)).toEqual(["c"]);
      r = must(act(shape, r.state, "a"));
      expect(acting(r.state)).toEqual(["a"]);
      expect(r.state.interrupt).toEqual({ id: "a", resumes: true });
      expect(r.state.order).toEqual([["b"], ["a"], ["c"], ["d"]]);
      r = must(next(shape, r.state));
      expect(acting(r.state)).toEqual(["c"]);
    });

    it("lapses at the character's own next place", () => {
      let r = must(ready(shape, nextTimes(fight(), 3).last.state, "d", "if b moves"));
      r = nextTimes(r, 1).last;
      expect(acting(r.state)).toEqual(["a"]);
      r = nextTimes(r, 3).last;
      expect(acting(r.state)).toEqual(["d"]);
      expect(r.state.holds).toEqual({});
    });
  });

  describe("Abort", () => {
    it("before its own place: acts now, initiative unchanged, and gives up that place this Phase", () => {
      let r = fight();
      r = must(abort(shape, r.state, "c"));
      expect(acting(r.state)).toEqual(["c"]);
      expect(ofType(r.happened, "turn-start")).toMatchObject([{ ids: ["c"], outOfTurn: true }]);
      r = must(next(shape, r.state));
      expect(ofType(r.happened, "turn-resume")[0]?.ids).toEqual(["a"]);
      const { turns, all } = nextTimes(r, 6);
      expect(turns).toEqual([["b"], ["d"], ["a"], ["b"], ["c"], ["d"]]);
      expect(ofType(all, "skipped")).toMatchObject([{ id: "c", reason: "aborted", when: { phase: 1 } }]);
      expect(r.state.order).toEqual([["a"], ["b"], ["c"], ["d"]]);
    });

    it("after acting this Phase: gives up the following Phase's action, and cannot abort again until then", () => {
      let r = nextTimes(fight(), 2).last;
      expect(acting(r.state)).toEqual(["c"]);
      r = must(next(shape, r.state));
      r = must(abort(shape, r.state, "a"));
      r = must(next(shape, r.state));
      expect(refusalCode(abort(shape, r.state, "a"))).toBe("already-aborted");
      const { turns, all, last } = nextTimes(r, 4);
      expect(turns).toEqual([["b"], ["c"], ["d"], ["a"]]);
      expect(ofType(all, "skipped")).toMatchObject([{ id: "a", reason: "aborted", when: { round: 1, phase: 2 } }]);
      expect(when(last.state)).toEqual({ round: 1, phase: 3 });
      expect(abort(shape, must(next(shape, last.state)).state, "a").ok).toBe(true);
    });

    it("is refused on one's own turn, while holding, and for the unaware in the Surprise Phase", () => {
      const r = fight();
      expect(refusalCode(abort(shape, r.state, "a"))).toBe("already-acting");
      const held = must(delay(shape, r.state, "a"));
      expect(refusalCode(abort(shape, held.state, "a"))).toBe("holding");
      const surprise = started(shape, [{ id: "a" }, { id: "b", aware: false }], { a: { score: 3 }, b: { score: 2 } });
      expect(refusalCode(abort(shape, surprise.state, "b"))).toBe("unaware");
    });
  });

  it("lets nobody act, delay or abort during the Post-Turn", () => {
    let r = must(delay(shape, nextTimes(fight(), 15).last.state, "d"));
    expect(r.state.stage).toBe("post-turn");
    expect(refusalCode(act(shape, r.state, "d"))).toBe("no-turn-now");
    expect(refusalCode(abort(shape, r.state, "a"))).toBe("no-turn-now");
    r = must(next(shape, r.state));
    r = must(act(shape, r.state, "d"));
    expect(r.state.order).toEqual([["d"], ["a"], ["b"], ["c"]]);
  });

  it("shows what is still to come in this Phase", () => {
    const r = must(delay(shape, fight().state, "a"));
    expect(upcoming(shape, r.state)).toEqual([["c"], ["d"]]);
  });
});
