import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { abort, act, acting, type ClockHappening, delay, next, phasedTurns as shape, previous, ready, setCanAct } from "../../../src/engine/clock/index";
import { type Fighter, fighters, outranks, scoresOf, steps } from "./arbitraries";
import { byRound, ofType, PROPERTY_RUNS, started, Walk } from "./support";

interface StepStory {
  readonly round: number;
  readonly kind: string;
  readonly number: number;
  readonly regular: string[];
  readonly paid: string[];
  readonly complete: boolean;
}

/** The story cut at step-starts: who took a regular turn in each Phase (or Surprise Phase). */
function byStep(story: readonly ClockHappening[]): StepStory[] {
  const stepsSeen: { round: number; kind: string; number: number; regular: string[]; paid: string[]; complete: boolean }[] = [];
  for (const h of story) {
    const current = stepsSeen.at(-1);
    if (h.type === "step-start") stepsSeen.push({ round: h.when.round, kind: h.step, number: h.number, regular: [], paid: [], complete: false });
    else if (h.type === "step-end" && current !== undefined) current.complete = true;
    else if (h.type === "turn-start" && !h.outOfTurn && current !== undefined) current.regular.push(...h.ids);
    else if (h.type === "skipped" && h.reason === "aborted" && current !== undefined) current.paid.push(h.id);
  }
  return stepsSeen;
}

function someButNotAllAware(list: readonly Fighter[]): boolean {
  const aware = list.filter((f) => f.aware).length;
  return aware > 0 && aware < list.length;
}

describe("phasedTurns properties", () => {
  it("every able character acts exactly once per Phase, and each Turn has one Post-Turn, after Phase 4", () => {
    fc.assert(
      fc.property(fighters(1, 6), fc.nat({ max: 60 }), (list, presses) => {
        const walk = new Walk(started(shape, list, scoresOf(list)));
        for (let i = 0; i < presses; i++) walk.apply(next(shape, walk.state));
        const story = walk.story();
        for (const step of byStep(story)) {
          if (!step.complete || step.kind === "post-turn") continue;
          for (const f of list) {
            const expected = f.canAct && (step.kind !== "surprise" || f.aware) ? 1 : 0;
            expect(step.regular.filter((id) => id === f.id).length).toBe(expected);
          }
        }
        for (const [round, happened] of byRound(story)) {
          const kinds = ofType(happened, "step-start").map((s) => `${s.step}${s.number}`);
          const surprise = round === 1 && someButNotAllAware(list) ? ["surprise0"] : [];
          const full = [...surprise, "phase1", "phase2", "phase3", "phase4", "post-turn1"];
          expect(kinds).toEqual(full.slice(0, kinds.length));
          const postTurns = ofType(happened, "post-turn").length;
          expect(postTurns).toBe(kinds.includes("post-turn1") ? 1 : 0);
          if (ofType(happened, "round-end").length > 0) expect(postTurns).toBe(1);
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it("keeps the order ranked and every promise through random delays, readies, aborts, canAct changes and previous", () => {
    const kinds = [
      { kind: "next", weight: 5 },
      { kind: "delay", weight: 3 },
      { kind: "ready", weight: 2 },
      { kind: "act", weight: 4 },
      { kind: "abort", weight: 3 },
      { kind: "toggle", weight: 1 },
      { kind: "previous", weight: 2 },
    ] as const;
    fc.assert(
      fc.property(fighters(2, 6), steps(kinds, 80), (list, walkSteps) => {
        const walk = new Walk(started(shape, list, scoresOf(list)));
        for (const step of walkSteps) {
          const state = walk.state;
          const someone = state.roster[step.pick % state.roster.length] ?? "";
          const holders = Object.keys(state.holds);
          const holder = holders[step.pick % Math.max(1, holders.length)] ?? someone;
          const actor = acting(state)[0] ?? "";
          if (step.kind === "next") walk.apply(next(shape, state), "next");
          else if (step.kind === "previous") walk.undo((s) => previous(shape, s));
          else if (step.kind === "delay") walk.apply(delay(shape, state, actor), "delay");
          else if (step.kind === "ready") walk.apply(ready(shape, state, actor, "when an enemy moves"), "ready");
          else if (step.kind === "act") {
            if (holders.length > 0) walk.apply(act(shape, state, holder, step.pick % 2 === 0 ? "before" : "after"), "act");
            else walk.apply(delay(shape, state, actor), "delay");
          } else if (step.kind === "abort") walk.apply(abort(shape, state, someone), "abort");
          else walk.apply(setCanAct(shape, state, someone, !(state.combatants[someone]?.canAct ?? true)), "toggle");
          const leaders = walk.state.order.map((group) => walk.state.combatants[group[0] ?? ""]);
          for (let i = 1; i < leaders.length; i++) {
            const [higher, lower] = [leaders[i - 1], leaders[i]];
            if (higher !== undefined && lower !== undefined) expect(outranks(higher, lower)).toBeGreaterThanOrEqual(0);
          }
          expect(walk.state.order.flat().sort()).toEqual([...walk.state.roster].sort());
        }
        const story = walk.story();
        for (const step of byStep(story)) {
          expect(new Set(step.regular).size).toBe(step.regular.length);
          for (const id of step.paid) expect(step.regular).not.toContain(id);
        }
        for (const [, happened] of byRound(story)) expect(ofType(happened, "post-turn").length).toBeLessThanOrEqual(1);
        const paid = ofType(story, "skipped").filter((s) => s.reason === "aborted").length;
        expect(paid + Object.keys(walk.state.forfeits).length).toBe(walk.count("abort"));
      }),
      PROPERTY_RUNS,
    );
  });
});
