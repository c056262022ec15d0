import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CombatEvent } from "../../../src/engine/events";
import { d20Example, d20Fight } from "./fightSupport";

const seeds = fc.integer({ min: 0, max: 1_000_000 });
const squad = d20Example("squad-4v6");

describe("the d20-segments clock in whole fights", () => {
  it("rolls initiative once, before round 1, and keeps the order every round", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const events = d20Fight({ ...squad, maxRounds: 8 }, seed);
        const initiative = events.filter((event) => event.type === "initiative");
        expect(initiative.every((event) => event.round === 1)).toBe(true);
        const orders = events.flatMap((event) => (event.type === "round-start" ? [event.order.join(",")] : []));
        expect(new Set(orders).size).toBe(1);
      }),
      { numRuns: 60 },
    );
  });

  it("gives every combatant still standing one turn a round, in that order", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const events = d20Fight({ ...squad, maxRounds: 8 }, seed);
        const down = new Set<string>();
        let order: readonly string[] = [];
        let turns: string[] = [];
        const check = (event: CombatEvent): void => {
          const standing = order.filter((id) => !down.has(id));
          // Someone may go down after its turn in the round: those who did not are all there, in order.
          expect(turns.filter((id) => standing.includes(id))).toEqual(standing.filter((id) => turns.includes(id)));
          expect(new Set(turns).size).toBe(turns.length);
          if (event.type === "round-end") for (const id of standing) expect(turns).toContain(id);
        };
        for (const event of events) {
          if (event.type === "round-start") {
            order = event.order;
            turns = [];
          }
          if (event.type === "turn-start") turns.push(event.combatant);
          if (event.type === "damage" && event.result === "down") down.add(event.target);
          if (event.type === "round-end") check(event);
        }
      }),
      { numRuns: 60 },
    );
  });
});
