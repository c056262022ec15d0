import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CombatEvent } from "../../../src/engine/events";
import { d6Fight } from "./fightSupport";

const CODES = ["1D", "2D", "2D+1", "3D", "3D+2", "4D", "5D+1"];
const OUT = new Set(["incapacitated", "mortallyWounded", "dead"]);
const PLANS: readonly (readonly string[])[] = [
  ["attack"],
  ["dodge", "attack"],
  ["wait", "dodge"],
  ["fullDodge"],
  ["attack", "attack"],
  ["aim"],
  ["parry", "attack"],
];

const fighter = fc.record({
  perception: fc.constantFrom(...CODES),
  agility: fc.constantFrom(...CODES),
  strength: fc.constantFrom(...CODES),
  plan: fc.option(fc.constantFrom(...PLANS), { nil: undefined }),
  declare: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
});

type Fighter = typeof fighter extends fc.Arbitrary<infer T> ? T : never;

const squads = fc.record({
  red: fc.array(fighter, { minLength: 1, maxLength: 3 }),
  blue: fc.array(fighter, { minLength: 1, maxLength: 3 }),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
});

type Squad = typeof squads extends fc.Arbitrary<infer T> ? T : never;

function fightOf(squad: Squad): readonly CombatEvent[] {
  const entry = (side: string) => (f: Fighter, index: number) => ({
    id: `${side}${index}`,
    side,
    actor: { perception: f.perception, agility: f.agility, strength: f.strength },
    items: [{ type: "weapon", name: "Pistol", skill: "firearms", damage: "3D" }],
    script:
      f.plan === undefined
        ? []
        : [1, 2, 3, 4].map((round) => ({ round, actions: [...(f.plan ?? [])], ...(f.declare === undefined ? {} : { declare: f.declare }) })),
  });
  return d6Fight({ ruleset: "d6-pool", maxRounds: 6, combatants: [...squad.red.map(entry("r")), ...squad.blue.map(entry("b"))] }, squad.seed);
}

describe("the d6-pool clock in whole fights", () => {
  it("rolls initiative anew for every combatant at each round's start", () => {
    fc.assert(
      fc.property(squads, (squad) => {
        const events = fightOf(squad);
        const everyone = squad.red.length + squad.blue.length;
        for (const start of events.filter((event) => event.type === "round-start")) {
          expect(events.filter((event) => event.type === "initiative" && event.round === start.round)).toHaveLength(everyone);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("gives everyone able one turn a round, and none to anyone down", () => {
    fc.assert(
      fc.property(squads, (squad) => {
        const events = fightOf(squad);
        const out = new Set<string>();
        const ended = events.find((event) => event.type === "combat-end");
        const turns = new Map<string, number>();
        let standingAtStart: string[] = [];
        const everyone = [...squad.red.map((_, i) => `r${i}`), ...squad.blue.map((_, i) => `b${i}`)];
        for (const event of events) {
          if (event.type === "round-start") {
            turns.clear();
            standingAtStart = everyone.filter((id) => !out.has(id));
          }
          if (event.type === "turn-start") {
            expect(out.has(event.combatant)).toBe(false);
            turns.set(event.combatant, (turns.get(event.combatant) ?? 0) + 1);
            expect(turns.get(event.combatant)).toBe(1);
          }
          if (event.type === "damage" && OUT.has(event.result)) out.add(event.target);
          if (event.type === "round-end" && ended?.round !== event.round) {
            for (const id of standingAtStart.filter((candidate) => !out.has(candidate))) expect(turns.get(id), `${id} in round ${event.round}`).toBe(1);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it("groups only equal totals, and ranks the groups highest first", () => {
    fc.assert(
      fc.property(squads, (squad) => {
        const events = fightOf(squad);
        for (const start of events.filter((event) => event.type === "round-start")) {
          const totals = new Map(
            events
              .filter((event) => event.type === "initiative" && event.round === start.round)
              .map((event) => (event.type === "initiative" ? [event.combatant, event.total] : ["", 0])),
          );
          if (start.type !== "round-start") continue;
          for (const group of start.together ?? []) expect(new Set(group.map((id) => totals.get(id))).size).toBe(1);
          const ranked = start.order.map((id) => totals.get(id) ?? 0);
          // Round 1 puts the surprised last; nobody is surprised here.
          expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
          const groupedIds = new Set((start.together ?? []).flat());
          for (const [index, id] of start.order.entries()) {
            const next = start.order[index + 1];
            if (next !== undefined && totals.get(id) === totals.get(next)) expect(groupedIds.has(id) && groupedIds.has(next)).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it("never takes more actions than declared, and never carries one into the next round", () => {
    fc.assert(
      fc.property(squads, (squad) => {
        const events = fightOf(squad);
        const declared = new Map<string, number>();
        const taken = new Map<string, number>();
        for (const event of events) {
          if (event.type === "round-start") {
            declared.clear();
            taken.clear();
          }
          if (event.type === "declare") {
            expect(declared.has(event.combatant)).toBe(false);
            expect(event.actions).toBeGreaterThanOrEqual(1);
            expect(event.penalty).toBe(event.actions - 1);
            declared.set(event.combatant, event.actions);
          }
          if (event.type === "action") {
            const count = (taken.get(event.combatant) ?? 0) + (event.action.startsWith("full") ? (declared.get(event.combatant) ?? 1) : 1);
            taken.set(event.combatant, count);
            expect(declared.has(event.combatant), `${event.combatant} acts undeclared in round ${event.round}`).toBe(true);
            expect(count).toBeLessThanOrEqual(declared.get(event.combatant) ?? 0);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
