import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../../src/engine/events";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../../src/rulesets/registry";
import { d6CustomChange, STUN, woundAtLeast, woundTaken } from "../../../src/rulesets/d6-pool/stun";

describe("d6-pool's stun as an effect", () => {
  it.each([
    ["unhurt", "stunned"],
    ["stunned", "stunned"],
    ["wounded", "wounded"],
    ["dead", "dead"],
  ])("holds %s at least stunned: %s (a stun never worsens a wound)", (held, result) => {
    expect(woundAtLeast(held, "stunned")).toBe(result);
    expect(d6CustomChange("wound", held, "stunned")).toBe(result);
  });

  it("leaves a wound it cannot read as it was, and die codes to the die-code arithmetic", () => {
    expect(woundAtLeast("bruised", "stunned")).toBeUndefined();
    expect(woundAtLeast("unhurt", "+1D")).toBeUndefined();
    expect(d6CustomChange("agility", "3D+1", "+1D")).toBe("4D+1");
    expect(d6CustomChange("agility", "3D+1", "stunned")).toBeUndefined();
  });

  it.each([
    ["unhurt", "stunned", { level: "stunned", store: null, stuns: true }],
    // A stun taken while one holds is a new stun, lasting from the latest.
    ["stunned", "stunned", { level: "stunned", store: null, stuns: true }],
    ["stunned", "wounded", { level: "wounded", store: "wounded", stuns: false }],
    ["wounded", "stunned", { level: "wounded", store: null, stuns: false }],
    ["wounded", "wounded", { level: "severelyWounded", store: "severelyWounded", stuns: false }],
  ] as const)("a fighter at %s taking %s: %o", (held, taken, outcome) => {
    expect(woundTaken(held, taken)).toEqual(outcome);
  });

  it("lasts 2 round ends: to the end of the next round", () => {
    expect(STUN.entry).toEqual({
      name: "Stunned",
      duration: { unit: "round-ends", count: 2 },
      changes: [{ key: "system.wound", mode: "custom", value: "stunned" }],
    });
  });

  it("in a headless fight, holds its bearer at least stunned until round 2 ends, and the log says so", () => {
    const scenario = {
      ruleset: "d6-pool",
      maxRounds: 4,
      combatants: [
        { id: "a", side: "red", actor: { agility: "3D", strength: "2D", perception: "2D", skills: { brawling: "3D" } }, effects: [STUN.entry] },
        { id: "b", side: "blue", actor: { agility: "2D", strength: "6D", perception: "2D" } },
      ],
    };
    const loaded = loadScenario(scenario, RULESETS);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    const events: readonly CombatEvent[] = loaded.value.ruleset.prepare(loaded.value.combatants, loaded.value.options)(new SeededFaces(5), {
      maxRounds: 4,
      log: true,
    }).events;
    const ends = events.filter((event) => event.type === "effect-end");
    expect(ends).toMatchObject([{ type: "effect-end", round: 2, combatant: "a", effect: "Stunned" }]);
    // Ended as round 2 ends: after its last turn in round 2 and before round 3 begins.
    const at = events.indexOf(ends[0]!);
    expect(events.slice(0, at).some((event) => event.type === "round-end" && event.round === 2)).toBe(true);
    expect(events.slice(0, at).some((event) => event.type === "round-start" && event.round === 3)).toBe(false);
  });

  it("in a headless fight, a hit that stuns leaves the effect, which ends as the next round ends", () => {
    const scenario: unknown = JSON.parse(readFileSync(new URL("../../../examples/d6-pool/squad-4v6.json", import.meta.url), "utf8"));
    const loaded = loadScenario(scenario, RULESETS);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    const events = loaded.value.ruleset.prepare(loaded.value.combatants, loaded.value.options)(new SeededFaces(3), {
      maxRounds: loaded.value.scenario.maxRounds,
      log: true,
    }).events;
    const stunned = events.filter((event) => event.type === "damage" && event.result === "stunned" && event.target === "pilot").map((event) => event.round);
    const ended = events.filter((event) => event.type === "effect-end" && event.combatant === "pilot").map((event) => event.round);
    expect(stunned.slice(0, 2)).toEqual([1, 2]);
    expect(ended.slice(0, 2)).toEqual([2, 3]);
    // The fight no longer says a stun wore off as a condition: the effect's end says it.
    expect(events.some((event) => event.type === "condition" && event.condition === "stunned")).toBe(false);
  });
});
