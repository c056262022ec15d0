import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import { cli, scenarioFile } from "./harness";
import { EVENT_TYPES } from "../../src/engine/events";

const example = (name: string) => fileURLToPath(new URL(`../../examples/d100-fate/${name}.json`, import.meta.url));

describe("turnwright sim", () => {
  it("prints the event log as one JSON object per line, the same bytes for the same seed", async () => {
    const first = await cli("sim", example("duel"), "--json");
    expect(first.status).toBe(0);
    expect(first.err).toEqual([]);
    const events = first.out.map((line) => JSON.parse(line) as { type: string; round: number });
    expect(events[0]?.type).toBe("combat-start");
    expect(events.at(-1)?.type).toBe("combat-end");
    for (const event of events) {
      expect(EVENT_TYPES).toContain(event.type);
      expect(typeof event.round).toBe("number");
    }
    expect((await cli("sim", example("duel"), "--json")).out.join("\n")).toBe(first.out.join("\n"));
    expect((await cli("sim", example("duel"), "--json", "--seed", "8")).out.join("\n")).not.toBe(first.out.join("\n"));
  });

  it("writes a line a person reads without --json", async () => {
    const run = await cli("sim", example("ambush"));
    expect(run.status).toBe(0);
    expect(run.out[0]).toMatch(/^R0 +combat begins \(d100-fate\): Trooper Ahn \[guard\] surprised/);
    expect(run.out).toContainEqual(expect.stringMatching(/trooper-1: turn refused: Surprised: loses its turn in the first round/));
    expect(run.out.at(-1)).toMatch(/combat ends after \d+ rounds?: /);
  });

  it("--seed overrides the scenario's seed; the scenario's seed is used otherwise", async () => {
    expect((await cli("sim", example("duel"), "--json", "--seed", "7")).out).toEqual((await cli("sim", example("duel"), "--json")).out);
  });
});

describe("turnwright odds", () => {
  it("summarises many fights: win rate per side with a 95% interval, rounds mean and spread", async () => {
    const run = await cli("odds", example("duel"), "--trials", "200", "--seed", "3");
    expect(run.status).toBe(0);
    expect(run.out[0]).toBe("200 fights, seed 3");
    expect(run.out).toContainEqual(expect.stringMatching(/^guard +\d+ +\d+\.\d% +\d+\.\d% – \d+\.\d%$/));
    expect(run.out).toContainEqual(expect.stringMatching(/^cult +\d+ +\d+\.\d% /));
    expect(run.out.at(-1)).toMatch(/^rounds: mean \d+\.\d\d, sd \d+\.\d\d, min \d+, median \d+(\.5)?, max \d+$/);
  });

  it("--json gives the numbers, and the same study for the same seed", async () => {
    const run = await cli("odds", example("duel"), "--trials", "100", "--seed", "4", "--json");
    const summary = JSON.parse(run.out[0] ?? "{}") as { trials: number; sides: { side: string; wins: number }[]; noWinner: { wins: number } };
    expect(summary.trials).toBe(100);
    expect(summary.sides.reduce((n, s) => n + s.wins, 0) + summary.noWinner.wins).toBe(100);
    expect((await cli("odds", example("duel"), "--trials", "100", "--seed", "4", "--json")).out).toEqual(run.out);
  });

  it("says how long the fights lasted, round by round, and how often each combatant was still standing at the end", async () => {
    const run = await cli("odds", example("squad-4v6"), "--trials", "200", "--seed", "5", "--json");
    const summary = JSON.parse(run.out[0] ?? "{}") as {
      sides: { side: string; wins: number }[];
      rounds: { mean: number; min: number; max: number };
      lengths: { rounds: number; fights: number }[];
      combatants: { id: string; side: string; standing: number; rate: number; low: number; high: number }[];
    };
    expect(summary.lengths.reduce((n, length) => n + length.fights, 0)).toBe(200);
    expect(summary.lengths[0]?.rounds).toBe(summary.rounds.min);
    expect(summary.lengths.at(-1)?.rounds).toBe(summary.rounds.max);
    expect(summary.lengths.reduce((n, length) => n + length.rounds * length.fights, 0) / 200).toBeCloseTo(summary.rounds.mean, 10);
    expect(summary.combatants.map((c) => c.id)).toHaveLength(10);
    for (const c of summary.combatants) {
      // One standing at the end stood on the side that won: never more often than its side won.
      const won = summary.sides.find((side) => side.side === c.side)?.wins ?? 0;
      expect(c.standing).toBeLessThanOrEqual(won);
      expect(c.low).toBeLessThanOrEqual(c.rate);
      expect(c.high).toBeGreaterThanOrEqual(c.rate);
    }
    const text = (await cli("odds", example("squad-4v6"), "--trials", "200", "--seed", "5")).out;
    expect(text).toContainEqual(expect.stringMatching(/^fights by length: \d+ rounds \d+/));
    expect(text).toContainEqual(expect.stringMatching(/^Guardsman 1 \(guard\) +\d+\.\d% +\d+\.\d% – \d+\.\d%$/));
  });
});

describe("turnwright odds --jobs", () => {
  it("gives the same study on one thread or several, for the same seed", async () => {
    const squad = fileURLToPath(new URL("../../examples/d6-pool/squad-4v6.json", import.meta.url));
    const one = await cli("odds", squad, "--trials", "300", "--seed", "11", "--json", "--jobs", "1");
    expect(one.status).toBe(0);
    for (const jobs of ["2", "3"]) {
      const many = await cli("odds", squad, "--trials", "300", "--seed", "11", "--json", "--jobs", jobs);
      expect(many).toEqual(one);
    }
  }, 60_000);

  it("stops every thread and names the forced die no thread could roll", async () => {
    const duel = JSON.parse(readFileSync(example("duel"), "utf8")) as Record<string, unknown>;
    const run = await cli("odds", scenarioFile({ ...duel, dice: [101] }), "--trials", "40", "--jobs", "2");
    expect(run).toMatchObject({ status: 2, err: [expect.stringContaining("dice[0]: got 101, expected a face from 1 to 10 (the die rolled there is a d10)")] });
  }, 60_000);

  it("refuses a number of jobs that is not a whole number from 1", async () => {
    expect(await cli("odds", example("duel"), "--jobs", "0")).toMatchObject({ status: 2, err: [expect.stringContaining('--jobs: got "0"')] });
    expect(await cli("sim", example("duel"), "--jobs", "2")).toMatchObject({ status: 2, err: [expect.stringContaining("Unknown option --jobs")] });
  });
});

describe("turnwright schema", () => {
  it("prints the JSON Schema of a combatant: its actor fields with their limits, its item types, its script", async () => {
    const run = await cli("schema", "d100-fate");
    expect(run.status).toBe(0);
    const schema: unknown = JSON.parse(run.out.join("\n"));
    expect(schema).toMatchObject({
      $schema: expect.stringContaining("json-schema.org"),
      title: "A d100-fate combatant",
      required: expect.arrayContaining(["id", "side", "actor", "items"]),
      properties: {
        actor: { properties: { weaponSkill: { type: "integer", minimum: 0, maximum: 100, default: 30 }, kind: { anyOf: [{ const: "pc" }, { const: "npc" }] } } },
        items: { type: "array", items: { anyOf: [{ properties: { type: { const: "weapon" } } }, { properties: { type: { const: "armour" } } }] } },
        script: { type: "array" },
      },
    });
  });

  it("lists the defensive actions a phases-3d6 combatant may abort to, and offers no abortTo where the rule set has no abort", async () => {
    const phases: unknown = JSON.parse((await cli("schema", "phases-3d6")).out.join("\n"));
    expect(phases).toMatchObject({ properties: { abortTo: { type: "array", items: { anyOf: [{ const: "block" }, { const: "dodge" }, { const: "missileDeflection" }, { const: "rollWithAPunch" }] } } } });
    expect(phases).not.toMatchObject({ required: expect.arrayContaining(["abortTo"]) });
    const d100: unknown = JSON.parse((await cli("schema", "d100-fate")).out.join("\n"));
    expect(d100).not.toMatchObject({ properties: { abortTo: expect.anything() } });
  });

  it("says which rule sets exist when asked for one that does not", async () => {
    // A rule set still to come is no rule set yet: the answer lists the ones there are.
    expect(await cli("schema", "percentile-chaos")).toMatchObject({ status: 2, err: [expect.stringContaining('ruleset: got "percentile-chaos", expected one of d100-fate, phases-3d6, d6-pool, d20-segments, action-points')] });
  });
});

describe("turnwright --help", () => {
  it("lists the three commands", async () => {
    const run = await cli("--help");
    expect(run.status).toBe(0);
    expect(run.out.join("\n")).toMatch(/turnwright sim <scenario.json>[\s\S]*turnwright odds[\s\S]*turnwright schema <ruleset>/);
  });
});
