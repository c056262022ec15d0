import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createClock, next, phasedTurns, setInitiative, type ClockState } from "../../../src/engine/clock";
import { validate } from "../../../src/engine/schema/validate";
import { initiative } from "../../../src/rulesets/phases-3d6/initiative";
import { PhasesActorSchema, type PhasesActor } from "../../../src/rulesets/phases-3d6/schema";

function actor(fields: Record<string, unknown>): PhasesActor {
  const checked = validate(PhasesActorSchema, fields);
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
  return checked.value;
}

function started(entries: Record<string, { actor: PhasesActor; rollOff: number; canAct?: boolean }>): ClockState {
  const created = createClock(
    phasedTurns,
    Object.entries(entries).map(([id, e]) => ({ id, canAct: e.canAct ?? true })),
  );
  if (!created.ok) throw new Error(created.refusal.message);
  const scores = Object.fromEntries(Object.entries(entries).map(([id, e]) => [id, initiative(e.actor, e.rollOff)]));
  const set = setInitiative(phasedTurns, created.state, scores);
  if (!set.ok) throw new Error(set.refusal.message);
  return set.state;
}

describe("phases-3d6 initiative", () => {
  it("is Combat Value plus Lightning Reflexes, with no die", () => {
    expect(initiative(actor({ combatValue: 6 }), 40)).toEqual({ score: 6, tiebreak: [40] });
    expect(initiative(actor({ combatValue: 6, lightningReflexes: 2 }), 3)).toEqual({ score: 8, tiebreak: [3] });
  });

  it("counts down from the highest score; the roll-off splits equal scores", () => {
    const state = started({
      slow: { actor: actor({ combatValue: 4 }), rollOff: 99 },
      tiedLow: { actor: actor({ combatValue: 6 }), rollOff: 12 },
      tiedHigh: { actor: actor({ combatValue: 5, lightningReflexes: 1 }), rollOff: 80 },
    });
    expect(state.order.flat()).toEqual(["tiedHigh", "tiedLow", "slow"]);
  });

  it("keeps the order, and the unconscious in it, through every Phase of the Turn", () => {
    let state = started({
      a: { actor: actor({ combatValue: 7 }), rollOff: 1 },
      b: { actor: actor({ combatValue: 5 }), rollOff: 1, canAct: false },
      c: { actor: actor({ combatValue: 3 }), rollOff: 1 },
    });
    const first = state.order;
    for (let step = 0; step < 8; step += 1) {
      const moved = next(phasedTurns, state);
      if (!moved.ok) throw new Error(moved.refusal.message);
      state = moved.state;
      expect(state.order).toEqual(first);
    }
    expect(state.order.flat()).toEqual(["a", "b", "c"]);
  });

  it("never ranks a lower score ahead of a higher one, whatever the roll-offs", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ cv: fc.integer({ min: 0, max: 20 }), lr: fc.integer({ min: 0, max: 10 }), off: fc.integer({ min: 1, max: 100 }) }), {
          minLength: 2,
          maxLength: 8,
        }),
        (rows) => {
          const entries = Object.fromEntries(
            rows.map((row, i) => [`c${i}`, { actor: actor({ combatValue: row.cv, lightningReflexes: row.lr }), rollOff: row.off }]),
          );
          const state = started(entries);
          const scores = state.order.flat().map((id) => state.combatants[id]?.score ?? Number.NaN);
          for (let i = 1; i < scores.length; i += 1) expect(scores[i - 1]).toBeGreaterThanOrEqual(scores[i] ?? Number.NaN);
        },
      ),
      { seed: 36 },
    );
  });
});
