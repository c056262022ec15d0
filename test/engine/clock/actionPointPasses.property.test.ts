import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { actionPointPasses, actionPointPassesResorted, acting, next, pass, previous, setCanAct, setInitiative } from "../../../src/engine/clock/index";
import { fighters, isSubsequence, rankedIds, scoresOf, steps } from "./arbitraries";
import { byRound, ofType, PROPERTY_RUNS, started, Walk } from "./support";

describe("actionPointPasses properties", () => {
  it("each pass gives everyone still in one action in order, until each has passed after its own number of actions", () => {
    fc.assert(
      fc.property(fighters(1, 6), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 6, maxLength: 6 }), fc.nat({ max: 60 }), (list, patience, presses) => {
        const shape = actionPointPasses;
        const walk = new Walk(started(shape, list, scoresOf(list)));
        const patienceOf = (id: string): number => patience[Number(id.slice(1))] ?? 0;
        const taken = new Map<string, number>();
        for (let i = 0; i < presses; i++) {
          const state = walk.state;
          const actor = acting(state)[0];
          if (actor === undefined) break;
          const round = state.round;
          const key = `${round}:${actor}`;
          if ((taken.get(key) ?? 0) >= patienceOf(actor)) walk.apply(pass(shape, state, actor));
          else {
            taken.set(key, (taken.get(key) ?? 0) + 1);
            walk.apply(next(shape, state));
          }
        }
        const order = rankedIds(list);
        for (const [, story] of byRound(walk.story())) {
          if (ofType(story, "round-end").length === 0) continue;
          const passStarts = ofType(story, "step-start").map((s) => s.number);
          const able = list.filter((f) => f.canAct);
          const longest = Math.max(...able.map((f) => patienceOf(f.id) + 1));
          expect(passStarts).toEqual(Array.from({ length: Math.max(1, longest) }, (_, i) => i + 1));
          for (const f of list) {
            const turns = ofType(story, "turn-start").filter((t) => t.ids.includes(f.id)).length;
            expect(turns).toBe(f.canAct ? patienceOf(f.id) + 1 : 0);
          }
          for (const number of passStarts) {
            const inPass = story.filter((h) => h.type === "turn-start" && h.when.pass === number).flatMap((h) => (h.type === "turn-start" ? h.ids : []));
            expect(isSubsequence(inPass, order)).toBe(true);
            expect(new Set(inPass).size).toBe(inPass.length);
          }
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it("ends a round only when nobody able is still in, through random passes, canAct changes and previous", () => {
    const kinds = [
      { kind: "next", weight: 6 },
      { kind: "pass", weight: 3 },
      { kind: "toggle", weight: 1 },
      { kind: "previous", weight: 3 },
    ] as const;
    fc.assert(
      fc.property(fighters(1, 6), fc.boolean(), steps(kinds, 80), (list, resort, walkSteps) => {
        const shape = resort ? actionPointPassesResorted : actionPointPasses;
        const walk = new Walk(started(shape, list, scoresOf(list)));
        for (const step of walkSteps) {
          const state = walk.state;
          const someone = state.roster[step.pick % state.roster.length] ?? "";
          let result;
          if (step.kind === "previous") {
            walk.undo((s) => previous(shape, s));
            continue;
          } else if (state.stage === "awaiting-initiative") result = setInitiative(shape, state, scoresOf(list));
          else if (step.kind === "next") result = next(shape, state);
          else if (step.kind === "pass") result = pass(shape, state, someone);
          else result = setCanAct(shape, state, someone, !(state.combatants[someone]?.canAct ?? true));
          if (!result.ok) continue;
          if (ofType(result.happened, "round-end").length > 0) {
            const after = result.state;
            for (const id of state.roster) {
              const out = state.passed[id] === true || (step.kind === "pass" && id === someone) || after.combatants[id]?.canAct === false;
              expect(out).toBe(true);
            }
            if (resort) expect(after.stage).toBe("awaiting-initiative");
          }
          walk.apply(result);
        }
        for (const [round, story] of byRound(walk.story())) {
          let passNumber = 0;
          let seen = new Set<string>();
          for (const h of story) {
            if (h.type === "step-start") {
              expect(h.number).toBe(passNumber + 1);
              passNumber = h.number;
              seen = new Set();
            }
            if (h.type === "turn-start") {
              for (const id of h.ids) {
                expect(seen.has(id)).toBe(false);
                seen.add(id);
              }
            }
          }
          expect(round).toBeGreaterThan(0);
        }
      }),
      PROPERTY_RUNS,
    );
  });
});
