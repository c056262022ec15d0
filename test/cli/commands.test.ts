import { describe, expect, it } from "vitest";
import { tallyOnLanes } from "../../src/cli/OddsThreads";
import { summarise } from "../../src/engine/odds/OddsStudy";
import { loadScenario } from "../../src/engine/scenario/loadScenario";
import { fileURLToPath } from "node:url";
import { readdirSync, readFileSync } from "node:fs";
import { Value } from "@sinclair/typebox/value";
import { scenarioSchemaOf } from "../../src/cli/commands/schema";
import { RULESETS } from "../../src/rulesets/registry";
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
    // The ambush with everyone taking the first enemy in the list, as every unscripted combatant once did: it then lasts its 15 rounds.
    const ambush: unknown = JSON.parse(readFileSync(example("ambush"), "utf8"), (_key, value: unknown) =>
      typeof value === "object" && value !== null && "side" in value ? { ...value, targeting: "first" } : value,
    );
    const run = await cli("sim", scenarioFile(ambush));
    expect(run.status).toBe(0);
    expect(run.out[0]).toMatch(/^R0 +combat begins \(d100-fate\): Trooper Ahn \[guard\] surprised/);
    // Combatants go by their names, as at the table, not by the scenario's ids.
    expect(run.out).toContainEqual(expect.stringMatching(/Trooper Ahn: turn refused: Surprised: loses its turn in the first round/));
    expect(run.out.some((line) => /\btrooper-1\b/.test(line))).toBe(false);
    // The ambush lasts its 15 rounds: the line says so.
    expect(run.out.at(-1)).toBe("R15    combat ends: no winner after 15 rounds, the scenario's limit");
  });

  it("on a hex map, says where each stands and each move ends, who acts in each Phase, and heads the Post-Turn", async () => {
    const phases = (name: string) => fileURLToPath(new URL(`../../examples/phases-3d6/${name}.json`, import.meta.url));
    const withdraw = (await cli("sim", phases("withdraw-versus-step"))).out;
    expect(withdraw[0]).toContain("Gate Sentry [watch] at hex (0, 0), Message Runner [watch] at hex (1, 0)");
    expect(withdraw).toContain("R1 P1      Gate Sentry moves from hex (0, 0) to hex (1, -1)");
    // The runner is knocked out by the attacks its move provoked, goes nowhere, and has no turn in Phase 2.
    expect(withdraw).toContain("R1 P1      Message Runner stays at hex (1, 0)");
    expect(withdraw).toContain("R1 P2  Turn 1 · Phase 2: Gate Sentry > Raider > Raider Bowman > Raider Brute");
    const abort = (await cli("sim", phases("abort-to-block"))).out;
    const postTurn = abort.indexOf("R1     Turn 1 · Post-Turn: everyone able takes a Recovery");
    expect(postTurn).toBeGreaterThan(0);
    expect(abort.slice(postTurn + 1, postTurn + 5).every((line) => /^R1 {9}\S.* takes a Recovery: Stun now -?\d+$/.test(line))).toBe(true);
  });

  it("--targeting sets every combatant's targeting over the scenario's, and the log says why each attack went where it did", async () => {
    const squad = JSON.parse(readFileSync(example("squad-4v6"), "utf8")) as { combatants: Record<string, unknown>[] };
    for (const targeting of ["random", "focus", "first"]) {
      const flagged = await cli("sim", example("squad-4v6"), "--json", "--targeting", targeting);
      const written = await cli("sim", scenarioFile({ ...squad, combatants: squad.combatants.map((c) => ({ ...c, targeting })) }), "--json");
      expect(flagged.status).toBe(0);
      expect(flagged.out).toEqual(written.out);
    }
    const focus = (await cli("sim", example("squad-4v6"), "--targeting", "focus")).out;
    expect(focus).toContainEqual(expect.stringMatching(/ (hits|misses) .*, the one nearest to falling/));
    // On a hex map; the phases-3d6 squad fights without one, and refuses it.
    const nearest = (await cli("sim", fileURLToPath(new URL("../../examples/phases-3d6/surprise-ambush.json", import.meta.url)), "--targeting", "nearest")).out;
    expect(nearest).toContainEqual(expect.stringMatching(/ (hits|misses) .*, the nearest/));
    expect((await cli("sim", fileURLToPath(new URL("../../examples/phases-3d6/squad-4v6.json", import.meta.url)), "--targeting", "nearest")).status).toBe(2);
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
    const two = await cli("odds", squad, "--trials", "300", "--seed", "11", "--json", "--jobs", "2");
    expect(two).toEqual(one);
    // Three lanes whatever this machine's cores (--jobs stops at them): the study is still the same.
    const read = loadScenario(JSON.parse(readFileSync(squad, "utf8")), RULESETS);
    if (!read.ok) throw new Error("the squad does not load");
    const lanes = summarise(read.value.scenario.combatants, 11, await tallyOnLanes(read.value, 11, 300, 3));
    expect(JSON.stringify(lanes)).toBe(one.out[0]);
  }, 120_000);

  it("stops every thread and names the forced die no thread could roll", async () => {
    const duel = JSON.parse(readFileSync(example("duel"), "utf8")) as Record<string, unknown>;
    const run = await cli("odds", scenarioFile({ ...duel, dice: [101] }), "--trials", "40", "--jobs", "2");
    expect(run).toMatchObject({
      status: 2,
      err: [expect.stringMatching(/: dice\[0\]: got 101, expected a face from 1 to 10 \(the die rolled there is a d10\)$/)],
    });
  }, 60_000);

  it("refuses a number of jobs that is not a whole number from 1", async () => {
    expect(await cli("odds", example("duel"), "--jobs", "0")).toMatchObject({ status: 2, err: [expect.stringContaining('--jobs: got "0"')] });
    expect(await cli("sim", example("duel"), "--jobs", "2")).toMatchObject({ status: 2, err: [expect.stringContaining("Unknown option --jobs")] });
  });
});

describe("turnwright schema", () => {
  it("prints the JSON Schema of a whole scenario: what is required, what has a default, the armoury, the actions and luck uses", async () => {
    const run = await cli("schema", "d100-fate");
    expect(run.status).toBe(0);
    const schema: unknown = JSON.parse(run.out.join("\n"));
    const combatant = {
      required: ["id", "side"],
      properties: {
        surprised: { default: false },
        actor: {
          default: {},
          properties: { weaponSkill: { type: "integer", minimum: 0, maximum: 100, default: 30 }, kind: { anyOf: [{ const: "pc" }, { const: "npc" }] } },
        },
        items: {
          default: [],
          items: {
            anyOf: [
              { properties: { type: { const: "weapon" }, name: { examples: expect.arrayContaining(["Las rifle", "Chainsword"]) } } },
              { properties: { type: { const: "armour" } } },
            ],
          },
        },
        script: {
          items: {
            properties: {
              actions: { items: { anyOf: expect.arrayContaining([{ const: "standardAttack", type: "string" }]) } },
              spend: { items: { anyOf: expect.arrayContaining([{ const: "reroll", type: "string" }]) } },
            },
          },
        },
      },
    };
    expect(schema).toMatchObject({
      $schema: expect.stringContaining("json-schema.org"),
      title: "A d100-fate scenario",
      required: ["ruleset", "combatants"],
      properties: {
        ruleset: { const: "d100-fate" },
        seed: { default: 1 },
        maxRounds: { default: 20 },
        dice: { default: [] },
        combatants: { minItems: 2, items: combatant },
      },
    });
  });

  it("lists the defensive actions a phases-3d6 combatant may abort to, and offers no abortTo where the rule set has no abort", async () => {
    const inCombatant = (shape: object) => ({ properties: { combatants: { items: shape } } });
    const phases: unknown = JSON.parse((await cli("schema", "phases-3d6")).out.join("\n"));
    expect(phases).toMatchObject(
      inCombatant({
        properties: {
          abortTo: { type: "array", items: { anyOf: [{ const: "block" }, { const: "dodge" }, { const: "missileDeflection" }, { const: "rollWithAPunch" }] } },
        },
      }),
    );
    expect(phases).not.toMatchObject(inCombatant({ required: expect.arrayContaining(["abortTo"]) }));
    const d100: unknown = JSON.parse((await cli("schema", "d100-fate")).out.join("\n"));
    expect(d100).not.toMatchObject(inCombatant({ properties: { abortTo: expect.anything() } }));
  });

  it.each(["d100-fate", "phases-3d6", "d6-pool", "d20-segments", "action-points"])("holds every %s example to the schema it prints", (id) => {
    const ruleset = RULESETS.find(id);
    if (ruleset === undefined) throw new Error(id);
    const schema = scenarioSchemaOf(ruleset);
    const folder = new URL(`../../examples/${id}/`, import.meta.url);
    const files = readdirSync(folder).filter((file) => file.endsWith(".json"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const scenario: unknown = Value.Default(schema, JSON.parse(readFileSync(new URL(file, folder), "utf8")));
      expect([...Value.Errors(schema, scenario)].map((error) => `${file}${error.path}: ${error.message}`)).toEqual([]);
    }
  });

  it("offers the targetings the rule set honours: the nearest only where it has positions", async () => {
    const targetings = async (id: string): Promise<unknown> => {
      const schema = JSON.parse((await cli("schema", id)).out.join("\n")) as { properties: { combatants: { items: { properties: { targeting: unknown } } } } };
      return schema.properties.combatants.items.properties.targeting;
    };
    const offered = (words: string[]) => ({ default: "random", anyOf: words.map((word) => ({ const: word, type: "string" })) });
    for (const id of ["phases-3d6", "d6-pool"]) expect(await targetings(id)).toMatchObject(offered(["random", "focus", "nearest", "first"]));
    for (const id of ["d100-fate", "d20-segments", "action-points"]) expect(await targetings(id)).toMatchObject(offered(["random", "focus", "first"]));
  });

  it("says which rule sets exist when asked for one that does not", async () => {
    // A rule set still to come is no rule set yet: the answer lists the ones there are.
    expect(await cli("schema", "percentile-chaos")).toMatchObject({
      status: 2,
      err: [expect.stringContaining('ruleset: got "percentile-chaos", expected one of d100-fate, phases-3d6, d6-pool, d20-segments, action-points')],
    });
  });
});

describe("turnwright check", () => {
  it("says what a scenario that loads holds, and fights nothing", async () => {
    const run = await cli("check", example("squad-4v6"));
    expect(run).toMatchObject({ status: 0, err: [] });
    expect(run.out).toEqual([
      `${example("squad-4v6")}: a d100-fate scenario that loads: 10 combatants (guard 4, cult 6), 0 scripted, up to 30 rounds, 0 forced dice`,
    ]);
  });

  it("names the bad field of one that does not, as sim would", async () => {
    const duel = JSON.parse(readFileSync(example("duel"), "utf8")) as { combatants: { actor: Record<string, unknown> }[] };
    const broken = scenarioFile({ ...duel, combatants: duel.combatants.map((c, i) => (i === 1 ? { ...c, actor: { ...c.actor, agility: 140 } } : c)) });
    const checked = await cli("check", broken);
    expect(checked).toMatchObject({ status: 2, err: [expect.stringContaining("combatants[1].actor.agility: got 140")] });
    expect(checked.err).toEqual((await cli("sim", broken)).err);
    expect(await cli("check")).toMatchObject({ status: 2, err: [expect.stringContaining('"check" needs a scenario file')] });
  });

  it("refuses a forced face no die of the fight could show, as sim and odds do, in the same words naming the file", async () => {
    const duel = JSON.parse(readFileSync(example("duel"), "utf8")) as Record<string, unknown>;
    const file = scenarioFile({ ...duel, dice: [50] });
    const said = `turnwright: ${file}: dice[0]: got 50, expected a face from 1 to 10 (the die rolled there is a d10)`;
    for (const run of [
      await cli("check", file),
      await cli("sim", file),
      await cli("odds", file, "--trials", "20"),
      await cli("odds", file, "--trials", "40", "--jobs", "2"),
    ]) {
      expect(run).toEqual({ status: 2, out: [], err: [said] });
    }
  }, 60_000);
});

describe("turnwright --help", () => {
  it("lists the three commands", async () => {
    const run = await cli("--help");
    expect(run.status).toBe(0);
    expect(run.out.join("\n")).toMatch(/turnwright sim <scenario.json>[\s\S]*turnwright odds[\s\S]*turnwright schema <ruleset>/);
  });
});
