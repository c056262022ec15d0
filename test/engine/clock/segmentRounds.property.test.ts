import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acting, elapsed, next, previous, pushToEnd, pushToNextRound, segmentRounds as shape, setCanAct } from "../../../src/engine/clock/index";
import { fighters, isSubsequence, rankedIds, scoresOf, steps } from "./arbitraries";
import { byRound, ofType, PROPERTY_RUNS, started, Walk } from "./support";

describe("segmentRounds properties", () => {
  it("every able combatant acts once a round in rank order, and elapsed time agrees in every unit", () => {
    fc.assert(
      fc.property(fighters(1, 7), fc.nat({ max: 60 }), (list, presses) => {
        const walk = new Walk(started(shape, list, scoresOf(list)));
        for (let i = 0; i < presses; i++) {
          walk.apply(next(shape, walk.state));
          const time = elapsed(shape, walk.state);
          expect(time.seconds).toBe(15 * time.rounds);
          expect(time.segments).toBe(Math.floor((15 * time.rounds) / 6));
          expect(time.turns).toBe(Math.floor(time.rounds / 40));
          expect(time.rounds).toBe(walk.state.round - 1);
        }
        for (const [, story] of byRound(walk.story())) {
          const ids = ofType(story, "turn-start").flatMap((t) => t.ids);
          expect(isSubsequence(ids, rankedIds(list))).toBe(true);
          if (ofType(story, "round-end").length > 0)
            expect(ids.sort()).toEqual(
              list
                .filter((f) => f.canAct)
                .map((f) => f.id)
                .sort(),
            );
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it("pushed combatants act at the end of the round or not at all that round, through random walks with previous", () => {
    const kinds = [
      { kind: "next", weight: 6 },
      { kind: "toEnd", weight: 2 },
      { kind: "toNextRound", weight: 2 },
      { kind: "toggle", weight: 1 },
      { kind: "previous", weight: 3 },
    ] as const;
    fc.assert(
      fc.property(fighters(1, 6), steps(kinds, 80), (list, walkSteps) => {
        const walk = new Walk(started(shape, list, scoresOf(list)));
        const pushedToEnd = new Map<number, Set<string>>();
        for (const step of walkSteps) {
          const state = walk.state;
          const target = step.pick % 2 === 0 ? (acting(state)[0] ?? "") : (state.roster[step.pick % state.roster.length] ?? "");
          let result;
          if (step.kind === "previous") {
            walk.undo((s) => previous(shape, s));
            continue;
          } else if (step.kind === "next") result = next(shape, state);
          else if (step.kind === "toggle") result = setCanAct(shape, state, target, !(state.combatants[target]?.canAct ?? true));
          else result = step.kind === "toEnd" ? pushToEnd(shape, state, target) : pushToNextRound(shape, state, target);
          if (!result.ok) continue;
          for (const start of ofType(result.happened, "turn-start")) {
            if (start.when.round !== state.round) continue;
            for (const id of start.ids) expect(state.pushed[id]).not.toBe("next-round");
          }
          walk.apply(result);
          const now = walk.state;
          pushedToEnd.set(now.round, new Set(Object.keys(now.pushed).filter((id) => now.pushed[id] === "end")));
        }
        for (const [round, story] of byRound(walk.story())) {
          const ids = ofType(story, "turn-start").flatMap((t) => t.ids);
          const late = pushedToEnd.get(round) ?? new Set<string>();
          const onTime = ids.filter((id) => !late.has(id));
          expect(new Set(onTime).size).toBe(onTime.length);
          let cut = ids.length;
          while (cut > 0 && late.has(ids[cut - 1] ?? "")) cut -= 1;
          const tail = ids.slice(cut);
          // One pushed during its own turn had started it: its real turn comes in the tail.
          for (const id of late) {
            const count = ids.filter((other) => other === id).length;
            expect(count).toBeLessThanOrEqual(2);
            if (count === 2) expect(ids.lastIndexOf(id)).toBeGreaterThanOrEqual(cut);
          }
          expect(tail.every((id) => late.has(id))).toBe(true);
        }
      }),
      PROPERTY_RUNS,
    );
  });
});
