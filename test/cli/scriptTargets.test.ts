import { describe, expect, it } from "vitest";
import { REGISTERED } from "../../src/rulesets/registry";
import { cli, scenarioFile } from "./harness";

/** A watch of two and a raider on a hex map; the runner's script is the step given. */
const watch = (step: Record<string, unknown>) => ({
  ruleset: "phases-3d6",
  maxRounds: 1,
  combatants: [
    { id: "runner", name: "Message Runner", side: "watch", position: { q: 0, r: 0 }, actor: { movement: 6 }, script: [{ round: 1, ...step }] },
    { id: "sentry", name: "Gate Sentry", side: "watch", position: { q: 4, r: 0 } },
    { id: "raider", name: "Raider", side: "raiders", position: { q: 0, r: 5 } },
  ],
});

describe("a script's target", () => {
  it("may be an ally when the step only moves toward it: only an attack needs an enemy", async () => {
    const file = scenarioFile(watch({ actions: ["fullMove"], target: "sentry" }));
    expect(await cli("check", file)).toMatchObject({ status: 0, err: [] });
    const log = (await cli("sim", file)).out;
    expect(log).toContainEqual(expect.stringMatching(/Message Runner: Move .* -> Gate Sentry$/));
    expect(log).toContainEqual(expect.stringMatching(/Message Runner moves from hex \(0, 0\) to hex \(3, 0\)$/));
  });

  it("is still an enemy when the step attacks, whatever else it lists", async () => {
    const run = await cli("check", scenarioFile(watch({ actions: ["halfMove", "strike"], target: "sentry" })));
    expect(run).toMatchObject({
      status: 2,
      err: [expect.stringContaining('combatants[0].script[0].target: got "sentry", expected an enemy: a combatant does not attack sentry, on its own side')],
    });
  });

  it("is never the combatant itself, whatever the step does", async () => {
    const run = await cli("check", scenarioFile(watch({ actions: ["fullMove"], target: "runner" })));
    expect(run).toMatchObject({
      status: 2,
      err: [expect.stringContaining('combatants[0].script[0].target: got "runner", expected another combatant: a step does not aim at its own combatant')],
    });
  });
});

describe.each(REGISTERED.map((ruleset) => [ruleset.id, ruleset] as const))("%s's vocabulary", (_, ruleset) => {
  it("names the actions that strike a step's target, each one a script may list", () => {
    const { actions, attacks } = ruleset.runtime.vocabulary;
    expect(attacks.length).toBeGreaterThan(0);
    for (const attack of attacks) expect(actions).toContain(attack);
  });
});
