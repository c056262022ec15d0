import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { DamageEvent } from "../../src/engine/events";
import { REGISTERED, RULESETS } from "../../src/rulesets/registry";
import { exampleScenario, fightLog } from "../support/scenarioFights";
import { cli, scenarioFile } from "./harness";

/** Tulkas's sword against Marvok, who takes the blow unaware (no defence roll) in the armour named. */
const blow = (dice: number[], armour: string | null) => ({
  ruleset: "d20-segments",
  maxRounds: 1,
  dice,
  combatants: [
    {
      id: "tulkas",
      name: "Tulkas",
      side: "party",
      actor: { skills: { heavyBlades: 8 } },
      items: [{ type: "weapon", name: "Longsword" }],
      script: [{ round: 1, actions: ["attack"], target: "marvok" }],
    },
    {
      id: "marvok",
      name: "Marvok",
      side: "rivals",
      surprised: true,
      actor: { hitPoints: { max: 30 } },
      items: armour === null ? [] : [{ type: "armour", name: armour }],
      script: [{ round: 1, actions: ["pass"] }],
    },
  ],
});

const damageLine = async (scenario: unknown): Promise<string | undefined> =>
  (await cli("sim", scenarioFile(scenario))).out.find((line) => line.includes(" takes "));

describe("a damage line says what was taken off the damage rolled, and why", () => {
  it("d20-segments: the armour's reduction", async () => {
    // Initiative 15 and 9; the attack's d20 14 (no defence: Marvok is surprised); the Longsword's d8 2.
    expect(await damageLine(blow([15, 9, 14, 2], "Padded jack"))).toMatch(/ Marvok takes 1 \(rolled 2, -1 armour\): Hurt$/);
  });

  it("d20-segments: a natural 20 doubles the damage before the armour takes its share", async () => {
    expect(await damageLine(blow([15, 9, 20, 7], "Leather coat"))).toMatch(/ Marvok takes 12 \(rolled 7, ×2 natural 20, -2 armour\): Critical hit$/);
  });

  it("d20-segments: a blow that lands takes 1 at least, and says so", async () => {
    expect(await damageLine(blow([15, 9, 14, 1], "Leather coat"))).toMatch(/ Marvok takes 1 \(rolled 1, -2 armour, at least 1: a hit always hurts\): Hurt$/);
  });

  it("d20-segments: without armour, nothing is taken off", async () => {
    expect(await damageLine(blow([15, 9, 14, 5], null))).toMatch(/ Marvok takes 5 \(rolled 5\): Hurt$/);
  });
});

/** The damage a line's steps come to from the roll: each step in turn, never below nothing. */
function stepsFrom(event: DamageEvent): number {
  let value = event.raw ?? 0;
  for (const step of event.adjustments ?? []) {
    if (step.op === "times") value *= step.by;
    else if (step.op === "divided") value = Math.floor(value / step.by);
    else if (step.op === "plus") value += step.by;
    else if (step.op === "less") value -= step.by;
    else value = Math.max(value, step.by);
  }
  return Math.max(0, value);
}

describe("the steps a damage line shows come to the damage it says", () => {
  it.each(REGISTERED.map((ruleset) => ruleset.id))("%s, in every example over 30 seeds", (id) => {
    let stepped = 0;
    for (const file of readdirSync(new URL(`../../examples/${id}/`, import.meta.url)).filter((name) => name.endsWith(".json"))) {
      for (let seed = 1; seed <= 30; seed += 1) {
        for (const event of fightLog(RULESETS, exampleScenario(id, file.slice(0, -5)), seed, seed === 1 ? undefined : [])) {
          if (event.type !== "damage" || event.raw === undefined) continue;
          expect(stepsFrom(event), JSON.stringify(event)).toBe(event.amount);
          if ((event.adjustments ?? []).length > 0) stepped += 1;
        }
      }
    }
    // phases-3d6's examples have nobody who rolls with the punch: nothing is taken off their blows.
    if (id !== "phases-3d6") expect(stepped).toBeGreaterThan(0);
  });

  it("d6-pool: the attack's damage bonus is said beside the roll", async () => {
    const run = await cli("sim", scenarioFile(exampleScenario("d6-pool", "squad-4v6")));
    const bonus = run.out.filter((line) => / \(rolled \d+, \+\d+ damage bonus\) against resistance /.test(line));
    expect(bonus.length).toBeGreaterThan(0);
    for (const line of bonus) {
      const [, amount, rolled, plus] = / damage (\d+) \(rolled (\d+), \+(\d+) damage bonus\)/.exec(line) ?? [];
      expect(Number(amount), line).toBe(Number(rolled) + Number(plus));
    }
  });
});
