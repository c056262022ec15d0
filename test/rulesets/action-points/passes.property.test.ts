import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CombatEvent } from "../../../src/engine/events";
import { ATTRIBUTES, DIE_TYPES } from "../../../src/rulesets/action-points/schema";
import { apFight } from "./fightSupport";

const die = fc.constantFrom(...DIE_TYPES.filter((type) => type !== "none"));

const combatant = fc.record({
  attributes: fc.tuple(...ATTRIBUTES.map(() => die)),
  ap: fc.integer({ min: 1, max: 15 }),
  weaponAp: fc.integer({ min: 1, max: 6 }),
  ev: fc.integer({ min: 0, max: 2 }),
  dr: fc.integer({ min: 0, max: 3 }),
  fitness: fc.integer({ min: 2, max: 20 }),
  defense: fc.integer({ min: 0, max: 4 }),
});
type Drawn = typeof combatant extends fc.Arbitrary<infer T> ? T : never;

function scenario(list: readonly Drawn[], seed: number, resortEachRound: boolean): Record<string, unknown> {
  return {
    ruleset: "action-points",
    seed,
    maxRounds: 6,
    options: { resortEachRound },
    combatants: list.map((drawn, index) => ({
      id: `c${index}`,
      side: index % 2 === 0 ? "odd" : "even",
      actor: {
        attributes: Object.fromEntries(ATTRIBUTES.map((attribute, at) => [attribute, drawn.attributes[at]])),
        fitness: drawn.fitness,
        skills: { combat: 1, defense: drawn.defense, toughness: 1 },
        actionPoints: { max: drawn.ap },
      },
      items: [
        { type: "weapon", name: "Blade", ap: drawn.weaponAp, damage: "1d8" },
        { type: "armour", name: "Coat", dr: drawn.dr, ev: drawn.ev },
      ],
    })),
  };
}

/** Each combatant's AP as the log tells them, and who is Down, at every round's end. */
function atRoundEnds(events: readonly CombatEvent[], visit: (ap: ReadonlyMap<string, number>, down: ReadonlySet<string>) => void): void {
  const ap = new Map<string, number>();
  const down = new Set<string>();
  for (const event of events) {
    if (event.type === "resource" && event.resource === "ap") ap.set(event.combatant, event.remaining ?? 0);
    if (event.type === "action" && event.apLeft !== undefined && event.pass !== undefined) ap.set(event.combatant, event.apLeft);
    if (event.type === "condition" && event.condition === "down") down.add(event.combatant);
    if (event.type === "round-end") visit(ap, down);
  }
}

describe("action-points passes in whole fights", () => {
  it("give each combatant at most one declared action a pass, never spend AP below none, and end a round only when nobody can or will act", () => {
    fc.assert(
      fc.property(fc.array(combatant, { minLength: 2, maxLength: 6 }), fc.integer({ min: 0, max: 10_000 }), fc.boolean(), (list, seed, resort) => {
        const events = apFight(scenario(list, seed, resort), seed);
        const declared = new Map<string, number>();
        for (const event of events) {
          if (event.type !== "action") continue;
          expect(event.apLeft).toBeGreaterThanOrEqual(0);
          if (event.pass === undefined || event.action === "defend") continue;
          const key = `${event.round}/${event.pass}/${event.combatant}`;
          declared.set(key, (declared.get(key) ?? 0) + 1);
        }
        for (const count of declared.values()) expect(count).toBe(1);
        for (const event of events) if (event.type === "resource") expect(event.remaining).toBeGreaterThanOrEqual(0);
        // Unscripted, a combatant stays in while it can pay for an attack (standing up first costs
        // less), and AP only fall within a round: at a round's end nobody standing could pay for one.
        atRoundEnds(events, (ap, down) => {
          list.forEach((drawn, index) => {
            const id = `c${index}`;
            if (!down.has(id)) expect(ap.get(id) ?? 0, `${id} at a round's end`).toBeLessThan(drawn.weaponAp + drawn.ev);
          });
        });
      }),
      { numRuns: 200 },
    );
  });
});
