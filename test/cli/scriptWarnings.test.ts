import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RULESET_IDS } from "../../src/rulesets/registry";
import { exampleScenario } from "../support/scenarioFights";
import { cli, scenarioFile } from "./harness";

/** The d100-fate duel with the sergeant's round 2 written twice: the second step never runs. */
function duelScripted(repeated: boolean): string {
  const duel = exampleScenario("d100-fate", "duel") as { combatants: Record<string, unknown>[] };
  const first = { round: 2, actions: ["halfAim", "standardAttack"], target: "champion" };
  const script = repeated ? [first, { round: 2, actions: ["fullAim"], target: "champion" }] : [first];
  return scenarioFile({ ...duel, combatants: duel.combatants.map((c, i) => (i === 0 ? { ...c, script } : c)) });
}

const WARNING =
  /^turnwright: warning: .*: combatants\[0\]\.script\[1\] \(Sergeant Varro, round 2\): a second step for round 2 \(script\[0\] is the first\): the fight reads only the first, so this one never runs$/;

describe("warnings of a script that loads but is likely a mistake", () => {
  it("sim: one line on stderr naming the step, exit 0, and the --json log the same as without the step that never runs", async () => {
    const warned = await cli("sim", duelScripted(true), "--json");
    const clean = await cli("sim", duelScripted(false), "--json");
    expect(warned.status).toBe(0);
    expect(warned.err).toEqual([expect.stringMatching(WARNING)]);
    expect(clean.err).toEqual([]);
    expect(warned.out).toEqual(clean.out);
    expect(warned.out.length).toBeGreaterThan(2);
  });

  it("sim without --json: the same warning, the same log", async () => {
    const warned = await cli("sim", duelScripted(true));
    expect(warned).toMatchObject({ status: 0, err: [expect.stringMatching(WARNING)] });
    expect(warned.out).toEqual((await cli("sim", duelScripted(false))).out);
  });

  it("odds: the warning once, before the study; the figures unchanged", async () => {
    const warned = await cli("odds", duelScripted(true), "--trials", "50", "--seed", "2", "--json");
    expect(warned).toMatchObject({ status: 0, err: [expect.stringMatching(WARNING)] });
    expect(warned.out).toEqual((await cli("odds", duelScripted(false), "--trials", "50", "--seed", "2", "--json")).out);
  });

  it("check: the same warnings as a fight, its line on stdout as ever, exit 0", async () => {
    const file = duelScripted(true);
    const checked = await cli("check", file);
    expect(checked).toMatchObject({ status: 0, err: [expect.stringMatching(WARNING)] });
    expect(checked.out).toEqual([`${file}: a d100-fate scenario that loads: 2 combatants (guard 1, cult 1), 1 scripted, up to 20 rounds, 0 forced dice`]);
    expect(checked.err).toEqual((await cli("sim", file)).err);
  });

  it("bad input is still refused before any warning, with status 2", async () => {
    const duel = exampleScenario("d100-fate", "duel") as { combatants: Record<string, unknown>[] };
    const script = [
      { round: 2, actions: ["standardAttack"] },
      { round: 2, actions: ["standardAttack"] },
    ];
    const broken = scenarioFile({ ...duel, combatants: duel.combatants.map((c, i) => (i === 0 ? { ...c, script } : { ...c, actor: { agility: 140 } })) });
    const run = await cli("check", broken);
    expect(run.status).toBe(2);
    expect(run.err).toEqual([expect.stringContaining("combatants[1].actor.agility: got 140")]);
  });
});

describe("every example scenario", () => {
  it.each(RULESET_IDS)("%s: earns no warning", async (id) => {
    const folder = new URL(`../../examples/${id}/`, import.meta.url);
    const files = readdirSync(folder).filter((file) => file.endsWith(".json"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect((await cli("check", fileURLToPath(new URL(file, folder)))).err).toEqual([]);
  });
});
