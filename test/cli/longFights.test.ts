import { afterEach, describe, expect, it, vi } from "vitest";
import { runCli } from "../../src/cli/main";
import { ForcedFaces } from "../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../src/engine/events";
import { MOST_TURNS } from "../../src/engine/script/FightWarning";
import { trialsOf } from "../../src/engine/odds/OddsStudy";
import { loadScenario } from "../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../src/rulesets/registry";
import { cli, scenarioFile } from "./harness";

/** Two who can never meet: a hundred thousand hexes either side of the middle of the map. */
const farApart = (maxRounds: number, more: Record<string, unknown>[] = []) => ({
  ruleset: "phases-3d6",
  seed: 3,
  maxRounds,
  combatants: [{ id: "a", side: "red", position: { q: -100_000, r: 0 } }, { id: "b", side: "blue", position: { q: 100_000, r: 0 } }, ...more],
});

function loaded(scenario: unknown) {
  const read = loadScenario(scenario, RULESETS);
  if (!read.ok) throw new Error(JSON.stringify(read.issues));
  return read.value;
}

describe("the work one scenario can ask for", () => {
  it("a move toward a foe a hundred thousand hexes off takes its few hexes: a thousand Turns of it is a short fight with no winner", () => {
    const { ruleset, combatants, options } = loaded(farApart(1000));
    const events: CombatEvent[] = [];
    const result = ruleset.prepare(combatants, options)(new SeededFaces(3), { maxRounds: 1000, log: false, onEvent: (event) => events.push(event) });
    expect(result).toMatchObject({ winner: null, reason: "max-rounds", rounds: 1000 });
    const moves = events.filter((e): e is Extract<CombatEvent, { type: "move" }> => e.type === "move" && e.combatant === "a");
    expect(moves).toHaveLength(4000);
    expect(moves.at(-1)?.to).toEqual({ q: -100_000 + 6 * 4000, r: 0 });
  });

  it("a fight stops at the most turns one fight takes, with no winner, and says so", () => {
    const { ruleset, combatants, options } = loaded(farApart(1000));
    const events: CombatEvent[] = [];
    const result = ruleset.prepare(combatants, options)(new ForcedFaces([], new SeededFaces(1)), {
      maxRounds: 1000,
      log: false,
      mostTurns: 500,
      onEvent: (event) => events.push(event),
    });
    expect(result).toMatchObject({ winner: null, reason: "turn-limit" });
    const turns = events.filter((e) => e.type === "turn-start").length;
    expect(turns).toBeGreaterThanOrEqual(500);
    expect(turns).toBeLessThan(500 + combatants.length);
    expect(result.rounds).toBe(63);
  });

  it("the most turns is a hundred thousand, and the log's last line names it", async () => {
    expect(MOST_TURNS).toBe(100_000);
    // Twenty-eight more who never move: thirty in all, four Phases a Turn, reach the limit in Turn 834, which it stops in.
    const crowd = Array.from({ length: 28 }, (_, index) => ({
      id: `c${index}`,
      side: index % 2 === 0 ? "red" : "blue",
      position: { q: 1000 * index, r: 500 },
      actor: { movement: 0 },
    }));
    const run = await cli("sim", scenarioFile(farApart(1000, crowd)));
    expect(run.status).toBe(0);
    expect(run.out.at(-1)).toBe("R834   combat ends: no winner after 834 Turns: the fight took 100,000 turns, the most one fight may take");
    expect(run.err).toContain(
      `turnwright: warning: ${run.err[0]?.split(": ")[2] ?? ""}: maxRounds: 1,000 Turns of 30 combatants come to up to 120,000 turns, more than the 100,000 one fight takes: a fight that gets there stops with no winner`,
    );
  }, 60_000);

  it("sim prints each line as the fight reaches it, not once the whole fight is over", async () => {
    const during: boolean[] = [];
    const status = await runCli(
      ["sim", scenarioFile(farApart(2))],
      // Printed from inside the fight's log as it records the line (a few frames up, well within the stack's ten).
      { out: () => during.push(/\bFightLog\.record\b/.test(new Error().stack ?? "")), err: () => undefined, interactive: false },
      () => undefined,
    );
    expect(status).toBe(0);
    expect(during.length).toBeGreaterThan(10);
    expect(during.every(Boolean)).toBe(true);
  });

  describe("an odds study of long fights", () => {
    afterEach(() => vi.restoreAllMocks());

    it("reports progress after each fight that ends a while after the last report, not only every hundred fights", () => {
      let now = 0;
      // The study reads the clock once a fight: a third of a second a read makes every fight a long one.
      vi.spyOn(Date, "now").mockImplementation(() => (now += 300));
      const heard: number[] = [];
      trialsOf(loaded(farApart(3)), 1)({ first: 0, count: 6 }, (done) => heard.push(done));
      expect(heard).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it("reports every hundred fights when they are quick", () => {
      vi.spyOn(Date, "now").mockReturnValue(0);
      const heard: number[] = [];
      trialsOf(loaded(farApart(1)), 1)({ first: 0, count: 250 }, (done) => heard.push(done));
      expect(heard).toEqual([100, 200, 250]);
    });
  });
});

describe("warnings of a fight that cannot happen as it reads", () => {
  const warnings = async (scenario: unknown): Promise<string[]> => {
    const file = scenarioFile(scenario);
    const run = await cli("check", file);
    expect(run.status).toBe(0);
    return run.err.map((line) => line.replace(`${file}: `, ""));
  };

  it("foes on a map who can never come within reach before the round limit", async () => {
    expect(await warnings(farApart(1000))).toEqual([
      "turnwright: warning: combatants: no two enemies can come within reach of each other by the end of Turn 1,000: the nearest, a and b, are 200,000 hexes apart, hit from 1 hex at most and can close 96,000 of the gap at most: every fight ends with no winner",
    ]);
    // Near enough to meet by the last Turn: nothing said.
    const near = farApart(1000);
    near.combatants[1] = { id: "b", side: "blue", position: { q: -100_000 + 96_001, r: 0 } };
    expect(await warnings(near)).toEqual([]);
  });

  it("a scripted blow at a foe out of reach gives the distance as the other warnings do, thousands grouped", async () => {
    const scripted = farApart(1000);
    scripted.combatants[0] = { id: "a", side: "red", position: { q: -100_000, r: 0 }, script: [{ round: 1, actions: ["strike"], target: "b" }] };
    expect((await warnings(scripted))[0]).toBe(
      "turnwright: warning: combatants[0].script[0] (a, Turn 1): attacks b, 200,000 hexes away, but a hits from 1 hex at most and the two can close at most 24 hexes by the end of Turn 1: every attack of the step is refused as out of reach",
    );
  });

  it("a side with nobody standing as the fight begins", async () => {
    const down = {
      ruleset: "d100-fate",
      combatants: [
        { id: "a", side: "guard", items: [{ type: "weapon", name: "Knife" }] },
        { id: "b", side: "cult", actor: { wounds: { max: 10, value: 0 }, criticalDamage: 10 } },
      ],
    };
    expect(await warnings(down)).toEqual([
      "turnwright: warning: combatants: the cult side has nobody standing as the fight begins: it has lost before anyone acts",
    ]);
  });

  it("two combatants who go by one name", async () => {
    const scenario = {
      ruleset: "d100-fate",
      combatants: [
        { id: "a", name: "Same", side: "guard" },
        { id: "b", side: "cult" },
        { id: "c", name: "Same", side: "cult" },
        { id: "d", name: "b", side: "guard" },
      ],
    };
    expect(await warnings(scenario)).toEqual([
      'turnwright: warning: combatants[2].name: "Same" is the name of combatants[0] too: the log and the odds tell the two apart by nothing',
      'turnwright: warning: combatants[3].name: "b" is the name of combatants[1] too: the log and the odds tell the two apart by nothing',
    ]);
  });

  it("an unscripted action-points fighter whose AP never pay for its attack", async () => {
    const scenario = {
      ruleset: "action-points",
      combatants: [
        { id: "a", name: "Vesna", side: "wardens", actor: { actionPoints: { max: 1 } }, items: [{ type: "weapon", name: "Hand axe" }] },
        { id: "b", side: "raiders", actor: { actionPoints: { max: 1 } }, script: [{ round: 1, actions: ["walk"] }] },
      ],
    };
    expect(await warnings(scenario)).toEqual([
      "turnwright: warning: combatants[0].actor.actionPoints: Vesna has 1 AP at most, and an attack with Hand axe costs 3: unscripted, it passes every round and never attacks",
    ]);
  });
});
