import fc from "fast-check";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { addTallies, runTrials, shareTrials, summarise } from "../../../src/engine/odds/OddsStudy";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../../src/rulesets/registry";

function squad(id: string) {
  const loaded = loadScenario(JSON.parse(readFileSync(new URL(`../../../examples/${id}/squad-4v6.json`, import.meta.url), "utf8")), RULESETS);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.value;
}

describe("an odds study", () => {
  it("shares trials among workers in order, none empty, none left over", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 64 }), (trials, jobs) => {
        const ranges = shareTrials(trials, jobs);
        expect(ranges.length).toBe(Math.min(trials, jobs));
        let next = 0;
        for (const range of ranges) {
          expect(range.first).toBe(next);
          expect(range.count).toBeGreaterThan(0);
          next += range.count;
        }
        expect(next).toBe(trials);
        const counts = ranges.map((range) => range.count);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      }),
      { seed: 5 },
    );
  });

  it.each(["d100-fate", "phases-3d6", "d6-pool", "d20-segments", "action-points"])("in %s counts the same however its trials are split", (id) => {
    const loaded = squad(id);
    const whole = runTrials(loaded, 9, { first: 0, count: 60 });
    for (const jobs of [2, 3, 7]) {
      const parts = shareTrials(60, jobs).map((range) => runTrials(loaded, 9, range));
      expect(addTallies(parts)).toEqual(whole);
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

  it("hears progress every hundred trials and at the end", () => {
    const heard: number[] = [];
    runTrials(squad("d20-segments"), 1, { first: 0, count: 250 }, (done) => heard.push(done));
    expect(heard).toEqual([100, 200, 250]);
  });
});
