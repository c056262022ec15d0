import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  act,
  acting,
  type ClockState,
  declare,
  type InitiativeScore,
  next,
  previous,
  rerolledRounds as shape,
  setCanAct,
  setInitiative,
  wait,
} from "../../../src/engine/clock/index";
import { type Fighter, fighters, steps } from "./arbitraries";
import { byRound, ofType, PROPERTY_RUNS, started, Walk } from "./support";

/** Round r's rolls: a window of the generated totals, one per combatant. */
function roll(list: readonly Fighter[], rolls: readonly number[], round: number): Record<string, InitiativeScore> {
  return Object.fromEntries(list.map((f, i) => [f.id, { score: rolls[(round * list.length + i) % rolls.length] ?? 0 }]));
}

function advance(walk: Walk, list: readonly Fighter[], rolls: readonly number[]): void {
  const state: ClockState = walk.state;
  if (state.stage === "awaiting-initiative") walk.apply(setInitiative(shape, state, roll(list, rolls, state.round)), "roll");
  else walk.apply(next(shape, state), "next");
}

const totals = fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 60 });

describe("rerolledRounds properties", () => {
  it("each round, every able combatant acts exactly once, tied totals together, highest first; in round 1 the unaware after all the aware", () => {
    fc.assert(
      fc.property(fighters(1, 7), totals, fc.nat({ max: 40 }), (list, rolls, presses) => {
        const walk = new Walk(started(shape, list, roll(list, rolls, 0)));
        for (let i = 0; i < presses; i++) advance(walk, list, rolls);
        for (const [round, story] of byRound(walk.story())) {
          if (ofType(story, "round-end").length === 0) continue;
          const scores = roll(list, rolls, round - 1);
          const byScore = (able: readonly Fighter[]) => {
            const distinct = [...new Set(able.map((f) => scores[f.id]?.score ?? 0))].sort((x, y) => y - x);
            return distinct.map((score) => able.filter((f) => scores[f.id]?.score === score).map((f) => f.id));
          };
          const able = list.filter((f) => f.canAct);
          const expected = round === 1 ? [...byScore(able.filter((f) => f.aware)), ...byScore(able.filter((f) => !f.aware))] : byScore(able);
          expect(ofType(story, "turn-start").map((t) => [...t.ids])).toEqual(expected);
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it("keeps every promise through random declares, waits, interruptions, canAct changes and previous", () => {
    const kinds = [
      { kind: "next", weight: 5 },
      { kind: "declare", weight: 2 },
      { kind: "wait", weight: 3 },
      { kind: "act", weight: 4 },
      { kind: "toggle", weight: 1 },
      { kind: "previous", weight: 2 },
    ] as const;
    fc.assert(
      fc.property(fighters(2, 6), totals, steps(kinds, 80), (list, rolls, walkSteps) => {
        const walk = new Walk(started(shape, list, roll(list, rolls, 0)));
        for (const step of walkSteps) {
          const state = walk.state;
          const someone = state.roster[step.pick % state.roster.length] ?? "";
          const holders = Object.keys(state.holds);
          const holder = holders[step.pick % Math.max(1, holders.length)] ?? someone;
          const actor = acting(state)[step.pick % Math.max(1, acting(state).length)] ?? "";
          if (step.kind === "next") advance(walk, list, rolls);
          else if (step.kind === "previous") walk.undo((s) => previous(shape, s));
          else if (step.kind === "declare") walk.apply(declare(shape, state, actor, 1 + (step.pick % 3)), "declare");
          else if (step.kind === "wait") {
            if (state.declared[actor] === undefined) walk.apply(declare(shape, state, actor, 1 + (step.pick % 3)), "declare");
            walk.apply(wait(shape, walk.state, actor), "wait");
          } else if (step.kind === "act") {
            if (holders.length > 0) walk.apply(act(shape, state, holder, step.pick % 2 === 0 ? "before" : "after"), "act");
            else walk.apply(wait(shape, state, actor), "wait");
          } else walk.apply(setCanAct(shape, state, someone, !(state.combatants[someone]?.canAct ?? true)), "toggle");
        }
        expect(walk.count("act")).toBeLessThanOrEqual(walk.count("wait"));
        for (const [, story] of byRound(walk.story())) {
          const regular = ofType(story, "turn-start")
            .filter((t) => !t.outOfTurn)
            .flatMap((t) => t.ids);
          const outOfTurn = ofType(story, "turn-start")
            .filter((t) => t.outOfTurn)
            .flatMap((t) => t.ids);
          expect(new Set(regular).size).toBe(regular.length);
          for (const id of outOfTurn) expect(regular).toContain(id);
        }
      }),
      PROPERTY_RUNS,
    );
  });
});
