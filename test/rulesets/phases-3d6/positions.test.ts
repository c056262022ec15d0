import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../../src/engine/events";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../../src/rulesets/registry";
import { hexDistance } from "../../../src/rulesets/phases-3d6/hex/distance";

function loaded(scenario: unknown) {
  const read = loadScenario(scenario, RULESETS);
  if (!read.ok) throw new Error(JSON.stringify(read.issues));
  return read.value;
}

function fight(scenario: unknown, seed: number): readonly CombatEvent[] {
  const { ruleset, combatants, options, scenario: s } = loaded(scenario);
  return ruleset.prepare(combatants, options)(new ForcedFaces([], new SeededFaces(seed)), { maxRounds: s.maxRounds, log: true }).events;
}

/** The scenario with nobody given a hex. */
function offTheMap(scenario: unknown): unknown {
  return JSON.parse(JSON.stringify(scenario, (key, value: unknown) => (key === "position" ? undefined : value)));
}

const folder = new URL("../../../examples/phases-3d6/", import.meta.url);
const examples = readdirSync(folder)
  .filter((file) => file.endsWith(".json"))
  .map((file): [string, unknown] => [file, JSON.parse(readFileSync(new URL(file, folder), "utf8"))]);

describe("a phases-3d6 log on a hex map", () => {
  it.each(examples)("%s: the opening says where each stands, and each move starts where the last one ended", (_, scenario) => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const events = fight(scenario, seed);
      const start = events[0];
      if (start?.type !== "combat-start") throw new Error("no opening");
      expect(start.combatants.map((c) => [c.id, c.at])).toEqual(loaded(scenario).combatants.map((c) => [c.entry.id, c.fields["position"]]));
      const where = new Map(start.combatants.map((c) => [c.id, c.at]));
      for (const event of events) {
        if (event.type !== "move") continue;
        expect(event.from, `seed ${seed}: ${event.combatant}`).toEqual(where.get(event.combatant));
        where.set(event.combatant, event.to);
      }
    }
  });

  it("says where a move ends after the attacks it provoked, and says nothing of moves without a map", () => {
    const withdraw = examples.find(([file]) => file === "withdraw-versus-step.json")?.[1];
    const moves = fight(withdraw, 5).filter((e): e is Extract<CombatEvent, { type: "move" }> => e.type === "move" && e.phase === 1);
    // The sentry's 1-hex step provokes nothing; the runner is knocked out leaving its hex and goes nowhere.
    expect(moves.slice(0, 2)).toMatchObject([
      { combatant: "sentry", action: "step", from: { q: 0, r: 0 }, to: { q: 1, r: -1 } },
      { combatant: "runner", action: "fullMove", from: { q: 1, r: 0 }, to: { q: 1, r: 0 } },
    ]);
    const events = fight(offTheMap(withdraw), 5);
    expect(events.filter((e) => e.type === "move")).toEqual([]);
    expect(events[0]?.type === "combat-start" && events[0].combatants.every((c) => c.at === undefined)).toBe(true);
  });
});

describe("a phases-3d6 move with an ally in the way", () => {
  const moves = (events: readonly CombatEvent[], id: string) =>
    events.filter((e): e is Extract<CombatEvent, { type: "move" }> => e.type === "move" && e.combatant === id);
  const placed = (id: string, side: string, q: number, r: number, actor: Record<string, unknown> = {}) => ({
    id,
    side,
    position: { q, r },
    actor: { stun: { max: 90 }, body: { max: 90 }, ...actor },
  });

  it("goes round the ally and reaches the enemy in one Phase, where it stayed behind it the whole fight before", () => {
    const scenario = {
      ruleset: "phases-3d6",
      maxRounds: 1,
      combatants: [placed("a", "red", 0, 0), placed("ally", "red", 1, 0, { movement: 0 }), placed("foe", "blue", 5, 0, { movement: 0 })],
    };
    const first = moves(fight(scenario, 3), "a")[0];
    expect(first?.from).toEqual({ q: 0, r: 0 });
    expect(hexDistance(first?.to ?? { q: 0, r: 0 }, { q: 5, r: 0 })).toBe(1);
    expect(first?.stopped).toBeUndefined();
  });

  it("says who stands in the way where no free way leads within reach, and that a combat movement of 0 goes nowhere", () => {
    const ring = [
      [6, 0],
      [6, -1],
      [5, -1],
      [4, 0],
      [4, 1],
      [5, 1],
    ].map(([q, r], index) => placed(`w${index}`, "red", q ?? 0, r ?? 0, { movement: 0 }));
    const scenario = {
      ruleset: "phases-3d6",
      maxRounds: 1,
      combatants: [placed("a", "red", 0, 0), ...ring, placed("foe", "blue", 5, 0, { movement: 0, combatValue: 0 })],
    };
    const events = fight(scenario, 3);
    const runner = moves(events, "a");
    expect(runner[0]).toMatchObject({ to: { q: 3, r: 0 }, stopped: "blocked", blockedBy: ["w3"] });
    expect(runner[1]).toMatchObject({ from: { q: 3, r: 0 }, to: { q: 3, r: 0 }, stopped: "blocked", blockedBy: ["w3"] });
    expect(moves(events, "foe")).toEqual([]);
    const stuck = {
      ruleset: "phases-3d6",
      maxRounds: 1,
      combatants: [placed("a", "red", 0, 0, { movement: 0 }), placed("foe", "blue", 5, 0, { movement: 0 })],
    };
    expect(moves(fight(stuck, 3), "a")[0]).toMatchObject({ from: { q: 0, r: 0 }, to: { q: 0, r: 0 }, stopped: "immobile" });
  });
});
