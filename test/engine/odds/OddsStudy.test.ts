import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addTallies, runTrials, summarise, trialsOf, type TrialRange } from "../../../src/engine/odds/OddsStudy";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../../src/rulesets/registry";

function squad(id: string) {
  const loaded = loadScenario(JSON.parse(readFileSync(new URL(`../../../examples/${id}/squad-4v6.json`, import.meta.url), "utf8")), RULESETS);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.value;
}

describe("an odds study", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(["d100-fate", "phases-3d6", "d6-pool", "d20-segments", "action-points"])("in %s counts the same however its trials are split", (id) => {
    const loaded = squad(id);
    const whole = runTrials(loaded, 9, { first: 0, count: 60 });
    const run = trialsOf(loaded, 9);
    for (const cuts of [[30], [1, 2, 40], [7, 8, 9, 10, 59]]) {
      const ranges: TrialRange[] = [0, ...cuts].map((first, index, all) => ({ first, count: (all[index + 1] ?? 60) - first }));
      expect(addTallies(ranges.reverse().map((range) => run(range)))).toEqual(whole);
    }
    expect(whole.trials).toBe(60);
    expect(Object.values(whole.wins).reduce((a, b) => a + b, 0) + whole.noWinner).toBe(60);
    expect(Object.values(whole.lengths).reduce((a, b) => a + b, 0)).toBe(60);
  });

  it("summarises a tally into rates that agree with its counts", () => {
    const loaded = squad("d100-fate");
    const tally = runTrials(loaded, 3, { first: 0, count: 200 });
    const summary = summarise(loaded.scenario.combatants, 3, tally);
    expect(summary.sides.map((side) => side.side)).toEqual([...new Set(loaded.combatants.map((c) => c.entry.side))]);
    for (const side of summary.sides) expect(side.wins).toBe(tally.wins[side.side]);
    expect(summary.combatants.map((c) => c.standing)).toEqual(loaded.combatants.map((c) => tally.standing[c.entry.id]));
    expect(summary.lengths.reduce((n, length) => n + length.fights, 0)).toBe(200);
  });

  it("says by which targetings each side chose its targets, each once, in the order its combatants first had them", () => {
    const { combatants } = squad("d100-fate").scenario;
    const mixed = combatants.map((combatant, index) => ({ ...combatant, targeting: index % 3 === 0 ? ("focus" as const) : ("random" as const) }));
    const tally = { trials: 0, wins: {}, noWinner: 0, lengths: {}, standing: {} };
    // Four of the guard (focus, random, random, focus), then six of the cult (random, random, focus, random, random, focus).
    expect(summarise(mixed, 1, tally).sides.map((side) => [side.side, side.targeting])).toEqual([
      ["guard", ["focus", "random"]],
      ["cult", ["random", "focus"]],
    ]);
    expect(summarise(combatants, 1, tally).sides.map((side) => side.targeting)).toEqual([["random"], ["random"]]);
  });

  it("hears progress every hundred trials and at the end", () => {
    // The clock stands still: a study also reports after a quarter second without a report,
    // which a loaded machine reaches between any two hundreds (test/cli/longFights.test.ts).
    vi.spyOn(Date, "now").mockReturnValue(0);
    const heard: number[] = [];
    runTrials(squad("d20-segments"), 1, { first: 0, count: 250 }, (done) => heard.push(done));
    expect(heard).toEqual([100, 200, 250]);
  });
});
