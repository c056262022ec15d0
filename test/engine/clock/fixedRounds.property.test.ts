import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixedRounds as shape, next, previous, setCanAct } from "../../../src/engine/clock/index";
import { fighters, isSubsequence, rankedIds, scoresOf, steps } from "./arbitraries";
import { byRound, ofType, PROPERTY_RUNS, started, Walk } from "./support";

describe("fixedRounds properties", () => {
  it("gives every able combatant exactly one turn a round, in rank order, and none to the surprised in round 1", () => {
    fc.assert(
      fc.property(fighters(1, 7), fc.nat({ max: 40 }), (list, presses) => {
        const walk = new Walk(started(shape, list, scoresOf(list)));
        for (let i = 0; i < presses; i++) walk.apply(next(shape, walk.state));
        const order = rankedIds(list);
        for (const [round, story] of byRound(walk.story())) {
          const turns = ofType(story, "turn-start").map((t) => t.ids);
          expect(turns.every((ids) => ids.length === 1)).toBe(true);
          const ids = turns.flat();
          expect(isSubsequence(ids, order)).toBe(true);
          const complete = ofType(story, "round-end").length > 0;
          for (const f of list) {
            const expected = f.canAct && (round > 1 || f.aware) ? 1 : 0;
            const seen = ids.filter((id) => id === f.id).length;
            if (complete) expect(seen).toBe(expected);
            else expect(seen).toBeLessThanOrEqual(expected);
          }
          for (const skip of ofType(story, "skipped")) if (skip.reason === "surprised") expect(round).toBe(1);
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it("stays in bounds and undoes exactly through random next, canAct changes and previous", () => {
    const kinds = [
      { kind: "next", weight: 6 },
      { kind: "toggle", weight: 2 },
      { kind: "previous", weight: 3 },
    ] as const;
    fc.assert(
      fc.property(fighters(1, 6), steps(kinds, 80), (list, walkSteps) => {
        const walk = new Walk(started(shape, list, scoresOf(list)));
        for (const step of walkSteps) {
          if (step.kind === "next") walk.apply(next(shape, walk.state));
          else if (step.kind === "previous") walk.undo((state) => previous(shape, state));
          else {
            const id = walk.state.roster[step.pick % walk.state.roster.length] ?? "";
            walk.apply(setCanAct(shape, walk.state, id, !(walk.state.combatants[id]?.canAct ?? true)));
          }
        }
        const order = rankedIds(list);
        for (const [round, story] of byRound(walk.story())) {
          const ids = ofType(story, "turn-start").flatMap((t) => t.ids);
          expect(new Set(ids).size).toBe(ids.length);
          expect(isSubsequence(ids, order)).toBe(true);
          if (round === 1) for (const f of list) if (!f.aware) expect(ids).not.toContain(f.id);
        }
      }),
      PROPERTY_RUNS,
    );
  });
});
