import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { RULESET_IDS } from "../../src/rulesets/registry";
import { cli, scenarioFile } from "./harness";

/** Names every plain object already answers to: as ids and sides they are data like any other. */
const BUILT_IN = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype", "isPrototypeOf"];
/** Enough more of them for a whole squad. */
const SQUAD_NAMES = [...BUILT_IN, "propertyIsEnumerable", "toLocaleString", "__defineGetter__", "__lookupSetter__"];

interface Entry {
  id: string;
  side: string;
  script?: { target?: string }[];
}

/** A two-fighter example of each rule set. */
const DUELS: Readonly<Record<string, string>> = { "d20-segments": "tulkas-and-marvok.json" };

/** Each rule set's duel, its first combatant renamed (its id, and every script step aimed at it) or given another side. */
function duel(ruleset: string, change: (first: Entry, all: Entry[]) => void): string {
  const scenario = JSON.parse(readFileSync(join(REPO_ROOT, "examples", ruleset, DUELS[ruleset] ?? "duel.json"), "utf8")) as { combatants: Entry[] };
  const [first] = scenario.combatants;
  if (first === undefined) throw new Error("an example without combatants");
  change(first, scenario.combatants);
  return scenarioFile(scenario);
}

function renamed(id: string) {
  return (first: Entry, all: Entry[]): void => {
    const old = first.id;
    for (const entry of all) for (const step of entry.script ?? []) if (step.target === old) step.target = id;
    first.id = id;
  };
}

describe("ids and sides that are the names of a plain object's own properties", () => {
  it.each(RULESET_IDS.flatMap((ruleset) => BUILT_IN.map((name) => [ruleset, name] as const)))("%s: the id %s fights as any other id", async (ruleset, name) => {
    const file = duel(ruleset, renamed(name));
    expect((await cli("check", file)).status).toBe(0);
    const sim = await cli("sim", file, "--json");
    expect(sim.err).toEqual([]);
    expect(sim.status).toBe(0);
    const start = JSON.parse(sim.out[0] ?? "{}") as { combatants: { id: string }[] };
    expect(start.combatants.map((c) => c.id)).toContain(name);
    const odds = await cli("odds", file, "--trials", "20", "--json");
    expect(odds.status).toBe(0);
    const study = JSON.parse(odds.out[0] ?? "{}") as { combatants: { id: string; standing: unknown }[] };
    expect(study.combatants.find((c) => c.id === name)?.standing).toEqual(expect.any(Number));
  });

  it.each(RULESET_IDS.flatMap((ruleset) => BUILT_IN.map((name) => [ruleset, name] as const)))(
    "%s: the side %s is counted as any other side",
    async (ruleset, name) => {
      const file = duel(ruleset, (first) => (first.side = name));
      const odds = await cli("odds", file, "--trials", "20", "--json");
      expect(odds.err).toEqual([]);
      const study = JSON.parse(odds.out[0] ?? "{}") as { sides: { side: string; wins: unknown; rate: unknown }[]; noWinner: { wins: number } };
      const side = study.sides.find((s) => s.side === name);
      expect(side?.wins).toEqual(expect.any(Number));
      expect(side?.rate).toEqual(expect.any(Number));
      expect(study.sides.reduce((sum, s) => sum + Number(s.wins), study.noWinner.wins)).toBe(20);
      const table = await cli("odds", file, "--trials", "20");
      expect(table.out.join("\n")).not.toMatch(/NaN|function|native code/);
      const sim = await cli("sim", file);
      expect(sim.status).toBe(0);
      expect(sim.out.join("\n")).not.toMatch(/NaN|function|native code/);
    },
  );

  it.each(RULESET_IDS)("%s: a squad whose every id and side is such a name fights as the example does", async (ruleset) => {
    const path = join(REPO_ROOT, "examples", ruleset, "squad-4v6.json");
    const scenario = JSON.parse(readFileSync(path, "utf8")) as { combatants: Entry[] };
    const ids = new Map(scenario.combatants.map((entry, index) => [entry.id, SQUAD_NAMES[index] ?? `extra-${index}`]));
    const sides = new Map([...new Set(scenario.combatants.map((entry) => entry.side))].map((side, index) => [side, index === 0 ? "constructor" : "__proto__"]));
    for (const entry of scenario.combatants) {
      entry.id = ids.get(entry.id) ?? entry.id;
      entry.side = sides.get(entry.side) ?? entry.side;
      for (const step of entry.script ?? []) if (step.target !== undefined) step.target = ids.get(step.target) ?? step.target;
    }
    const renamedFile = scenarioFile(scenario);
    for (const targeting of ["random", "focus"]) {
      const before = await cli("odds", path, "--trials", "50", "--targeting", targeting, "--json");
      const after = await cli("odds", renamedFile, "--trials", "50", "--targeting", targeting, "--json");
      expect(after.err).toEqual([]);
      const wins = (run: typeof before): number[] => (JSON.parse(run.out[0] ?? "{}") as { sides: { wins: number }[] }).sides.map((side) => side.wins);
      // The same fights, by other names: the same counts.
      expect(wins(after)).toEqual(wins(before));
    }
  });
});
