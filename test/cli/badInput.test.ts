import { describe, expect, it } from "vitest";
import { dirname, join } from "node:path";
import { unreadableWhy } from "../../src/cli/unreadableWhy";
import { cli, scenarioFile } from "./harness";

const good = () => ({
  ruleset: "d100-fate",
  seed: 3,
  combatants: [
    { id: "a", side: "guard", actor: { ballisticSkill: 45 }, items: [{ type: "weapon", name: "Las rifle" }] },
    { id: "b", side: "cult", actor: { weaponSkill: 40 }, items: [{ type: "weapon", name: "Chainsword" }] },
  ],
});

/** Two phases-3d6 combatants, the second with the fields given. */
const phasesPair = (second: Record<string, unknown>) => ({
  ruleset: "phases-3d6",
  combatants: [
    { id: "a", side: "red" },
    { id: "b", side: "blue", ...second },
  ],
});

type Scenario = ReturnType<typeof good>;
const edit = (change: (s: Scenario & Record<string, unknown>) => void): Scenario => {
  const s = good();
  change(s);
  return s;
};

describe("turnwright with bad input", () => {
  it.each<[string, unknown, string]>([
    ["not JSON", "{ ruleset: ", "not valid JSON"],
    ["not an object", "[1, 2]", ": got [1,2], expected an object"],
    ["unknown rule set", edit((s) => (s.ruleset = "d100-fat")), 'ruleset: got "d100-fat", expected one of d100-fate, phases-3d6'],
    [
      "a rule set nobody wrote",
      edit((s) => (s.ruleset = "percentile-chaos")),
      'ruleset: got "percentile-chaos", expected one of d100-fate, phases-3d6, d6-pool, d20-segments, action-points',
    ],
    ["a typo at the top", edit((s) => (s["maxRound"] = 3)), "maxRound: got 3, expected no such field"],
    ["negative seed", edit((s) => (s.seed = -1)), "seed: got -1, expected an integer from 0 to 4294967295"],
    ["one combatant", edit((s) => s.combatants.pop()), "combatants: got a list of 1, expected a list of 2 to 1000"],
    [
      "1,001 combatants",
      edit(
        (s) => (s.combatants = Array.from({ length: 1001 }, (_, i) => ({ id: `c${i}`, side: i % 2 === 0 ? "guard" : "cult", actor: {}, items: [] })) as never),
      ),
      "combatants: got a list of 1001, expected a list of 2 to 1000",
    ],
    [
      "a name of 5,000 characters",
      edit((s) => ((s.combatants[0] as Record<string, unknown>)["name"] = "A".repeat(5000))),
      `combatants[0].name: got "${"A".repeat(24)}"… (5000 characters), expected a text of 1 to 120 characters`,
    ],
    ["an empty side", edit((s) => ((s.combatants[0] as { side: string }).side = "")), 'combatants[0].side: got "", expected a text of 1 to 64 characters'],
    [
      "a side of spaces",
      edit((s) => ((s.combatants[0] as { side: string }).side = "   ")),
      'combatants[0].side: got "   ", expected a side\'s name with more in it than spaces',
    ],
    [
      "a name of spaces",
      edit((s) => ((s.combatants[1] as Record<string, unknown>)["name"] = " \t ")),
      'combatants[1].name: got " \\t ", expected a name with more in it than spaces',
    ],
    ["__proto__ at the top", `{"ruleset":"d100-fate","__proto__":{"seed":3},"combatants":[]}`, '__proto__: got {"seed":3}, expected no such field'],
    [
      "__proto__ in a combatant",
      `{"ruleset":"d100-fate","combatants":[{"id":"a","side":"x","__proto__":1},{"id":"b","side":"y"}]}`,
      "combatants[0].__proto__: got 1, expected no such field",
    ],
    [
      "__proto__ in an actor",
      `{"ruleset":"d100-fate","combatants":[{"id":"a","side":"x","actor":{"__proto__":{"agility":99}}},{"id":"b","side":"y"}]}`,
      'combatants[0].actor.__proto__: got {"agility":99}, expected no such field',
    ],
    ["one side", edit((s) => ((s.combatants[1] as { side: string }).side = "guard")), 'combatants: got "1 side", expected combatants on at least two sides'],
    ["duplicate id", edit((s) => ((s.combatants[1] as { id: string }).id = "a")), 'combatants[1].id: got "a", expected an id no other combatant has'],
    ["bad id", edit((s) => ((s.combatants[1] as { id: string }).id = "b c")), 'combatants[1].id: got "b c", expected a text like "sergeant-1"'],
    ["missing side", edit((s) => delete (s.combatants[0] as { side?: string }).side), "combatants[0].side: got nothing, expected this field to be given"],
    [
      "characteristic out of range",
      edit((s) => (s.combatants[0]!.actor = { ballisticSkill: 145 })),
      "combatants[0].actor.ballisticSkill: got 145, expected an integer from 0 to 100",
    ],
    [
      "misspelt characteristic",
      edit((s) => (s.combatants[0]!.actor = { balisticSkill: 45 } as never)),
      "combatants[0].actor.balisticSkill: got 45, expected no such field",
    ],
    [
      "wounds as text",
      edit((s) => (s.combatants[0]!.actor = { wounds: { max: "ten" } } as never)),
      'combatants[0].actor.wounds.max: got "ten", expected an integer from 0 to 999',
    ],
    [
      "unknown item type",
      edit((s) => (s.combatants[0]!.items = [{ type: "gun", name: "Las rifle" }])),
      'combatants[0].items[0].type: got "gun", expected one of weapon, armour',
    ],
    [
      "unknown weapon name",
      edit((s) => (s.combatants[0]!.items = [{ type: "weapon", name: "Las rilfe" }])),
      'combatants[0].items[0].name: got "Las rilfe", expected a weapon of the armoury (Autogun, Chainsword',
    ],
    [
      "bad damage code",
      edit((s) => (s.combatants[0]!.items = [{ type: "weapon", name: "Odd", damage: "d10" } as never])),
      'combatants[0].items[0].damage: got "d10", expected a text like "1d10+3"',
    ],
    [
      "unknown scripted action",
      edit((s) => ((s.combatants[0] as Record<string, unknown>)["script"] = [{ round: 1, actions: ["aim", "shoot"] }])),
      'combatants[0].script[0].actions[0]: got "aim", expected one of standardAttack',
    ],
    [
      "scripted target missing",
      edit((s) => ((s.combatants[0] as Record<string, unknown>)["script"] = [{ round: 1, actions: ["standardAttack"], target: "zz" }])),
      'combatants[0].script[0].target: got "zz", expected the id of a combatant in this scenario',
    ],
    [
      "unknown Fate use",
      edit((s) => ((s.combatants[0] as Record<string, unknown>)["script"] = [{ round: 1, actions: [], spend: ["luck"] }])),
      'combatants[0].script[0].spend: got "luck", expected one of reroll, bonus',
    ],
    [
      "round zero in a script",
      edit((s) => ((s.combatants[0] as Record<string, unknown>)["script"] = [{ round: 0, actions: [] }])),
      "combatants[0].script[0].round: got 0, expected an integer from 1 to 10000",
    ],
    [
      "an abort where the rule set has none",
      edit((s) => ((s.combatants[0] as Record<string, unknown>)["abortTo"] = ["dodge"])),
      'combatants[0].abortTo: got ["dodge"], expected no abortTo: d100-fate has no abort',
    ],
    [
      "aborting to an attack",
      phasesPair({ abortTo: ["haymaker"] }),
      'combatants[1].abortTo[0]: got "haymaker", expected one of block, dodge, missileDeflection, rollWithAPunch',
    ],
    [
      "the same defence twice",
      phasesPair({ abortTo: ["block", "dodge", "block"] }),
      'combatants[1].abortTo[2]: got "block", expected a defensive action not already named earlier',
    ],
    ["one defence not in a list", phasesPair({ abortTo: "block" }), 'combatants[1].abortTo: got "block", expected a list'],
    ["unknown option", edit((s) => (s["options"] = { gritty: true })), "options.gritty: got true, expected no such field"],
    [
      "a targeting nobody wrote",
      edit((s) => ((s.combatants[1] as Record<string, unknown>)["targeting"] = "weakest")),
      'combatants[1].targeting: got "weakest", expected one of "random", "focus", "nearest", "first"',
    ],
    [
      "the nearest where the rule set has no positions",
      edit((s) => ((s.combatants[0] as Record<string, unknown>)["targeting"] = "nearest")),
      'combatants[0].targeting: got "nearest", expected one of random, focus, first (d100-fate has no positions, so no enemy is nearer than another)',
    ],
    ["a forced face no die shows", edit((s) => (s["dice"] = [11])), "dice[0]: got 11, expected a face from 1 to 10 (the die rolled there is a d10)"],
    ["forced faces that are not numbers", edit((s) => (s["dice"] = ["6"])), 'dice[0]: got "6", expected an integer from 1 to 1000'],
    [
      "wounds left above their maximum",
      edit((s) => (s.combatants[0]!.actor = { wounds: { max: 5, value: 999 } } as never)),
      "combatants[0].actor.wounds.value: got 999, expected no more than the maximum, 5",
    ],
    [
      "Stun above its maximum",
      phasesPair({ actor: { stun: { max: 10, value: 500 } } }),
      "combatants[1].actor.stun.value: got 500, expected no more than the maximum, 10",
    ],
    [
      "an attack scripted against oneself",
      edit((s) => ((s.combatants[0] as Record<string, unknown>)["script"] = [{ round: 1, actions: ["standardAttack"], target: "a" }])),
      'combatants[0].script[0].target: got "a", expected an enemy: a combatant does not attack itself',
    ],
    [
      "an attack scripted against an ally",
      edit((s) =>
        s.combatants.push({
          id: "c",
          side: "guard",
          actor: { ballisticSkill: 30 },
          items: [],
          script: [{ round: 1, actions: ["standardAttack"], target: "a" }],
        } as never),
      ),
      'combatants[2].script[0].target: got "a", expected an enemy: a combatant does not attack a, on its own side',
    ],
    [
      "a script for a round the fight never reaches",
      edit((s) => Object.assign(s, { maxRounds: 5, combatants: [{ ...s.combatants[0], script: [{ round: 6, actions: [] }] }, s.combatants[1]] })),
      "combatants[0].script[0].round: got 6, expected a round the fight reaches (maxRounds is 5)",
    ],
    [
      "two combatants starting in one hex",
      {
        ruleset: "phases-3d6",
        combatants: [
          { id: "a", side: "red", position: { q: 0, r: 0 } },
          { id: "b", side: "blue", position: { q: 0, r: 0 } },
        ],
      },
      'combatants[1].position: got {"q":0,"r":0}, expected a hex nobody else starts in (combatants[0] starts there)',
    ],
    [
      "an effect that takes a number past any number",
      edit(
        (s) =>
          ((s.combatants[0] as Record<string, unknown>)["effects"] = [{ name: "Huge", changes: [{ key: "system.agility", mode: "multiply", value: 1e308 }] }]),
      ),
      "combatants[0].effects[0].changes[0].value: got 1e+308, expected a value that keeps system.agility a number: multiply by 1e+308 takes it past any number",
    ],
    [
      "an effect on a field the actor leaves out",
      phasesPair({ effects: [{ name: "Sharp", changes: [{ key: "system.ocv", mode: "add", value: 2 }] }] }),
      'combatants[1].effects[0].changes[0].key: got "system.ocv", expected a path the actor\'s data has: this actor leaves ocv out (it equals Combat Value when left out), so the effect has nothing to change; give the actor its own ocv first',
    ],
    [
      "the nearest where nobody stands on the map",
      phasesPair({ targeting: "nearest" }),
      'combatants[1].targeting: got "nearest", expected one of random, focus, first (nobody in this scenario stands on the map, so no enemy is nearer than another)',
    ],
    [
      "an item whose type is a plain object's own name",
      edit((s) => (s.combatants[0]!.items = [{ type: "constructor", name: "Knife" }])),
      'combatants[0].items[0].type: got "constructor", expected one of weapon, armour',
    ],
    [
      "a weapon whose name is a plain object's own name",
      edit((s) => (s.combatants[0]!.items = [{ type: "weapon", name: "toString" }])),
      'combatants[0].items[0].name: got "toString", expected a weapon of the armoury',
    ],
    [
      "an effect on a path through a plain object's own name",
      edit((s) => ((s.combatants[0] as Record<string, unknown>)["effects"] = [{ name: "Odd", changes: [{ key: "system.toString", mode: "add", value: 1 }] }])),
      'combatants[0].effects[0].changes[0].key: got "system.toString", expected a path the actor\'s data has',
    ],
    [
      "armour nobody has heard of",
      edit((s) => (s.combatants[0]!.items = [{ type: "armour", name: "Nothing" }])),
      "expected an armour of the armoury (Carapace armour",
    ],
    [
      "lists nested thousands deep",
      `{"ruleset":"d100-fate","combatants":${"[".repeat(5000)}${"]".repeat(5000)}}`,
      'got "lists or objects 65+ deep", expected no more than 64 levels of nesting',
    ],
  ])("%s: exit 2 with one line naming the field", async (_name, scenario, message) => {
    const run = await cli("sim", scenarioFile(scenario));
    expect(run.status).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toContain(message);
    expect(run.err[0]).not.toContain("\n");
  });

  it("a file saved with a byte-order mark is read as the JSON it holds", async () => {
    const run = await cli("sim", scenarioFile(`\uFEFF${JSON.stringify(good(), null, 2)}`));
    expect(run.status).toBe(0);
    expect(run.out.length).toBeGreaterThan(0);
  });

  it("JSON that does not parse is said on one short line, whatever the file's layout", async () => {
    const run = await cli("sim", scenarioFile(`{\n  "ruleset": "d100-fate",\n  "combatants": [\n    { "id": "a" ,, }\n  ]\n}`));
    expect(run.status).toBe(2);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toContain("not valid JSON");
    expect(run.err[0]).not.toContain("\n");
  });

  it("says in words why a file cannot be read, never the system's code", async () => {
    const folder = dirname(scenarioFile(good()));
    expect(await cli("check", folder)).toEqual({
      status: 2,
      out: [],
      err: [`turnwright: ${folder}: cannot read the scenario file: it is a folder, not a file`],
    });
    expect(await cli("odds", join(scenarioFile(good()), "x.json"))).toMatchObject({
      status: 2,
      err: [expect.stringMatching(/: cannot read the scenario file: a part of its path is a file, not a folder$/)],
    });
    expect(unreadableWhy("EACCES")).toBe("not allowed to read it");
    expect(unreadableWhy("EPERM")).toBe("not allowed to read it");
    expect(unreadableWhy("ENAMETOOLONG")).toBe("its name is too long");
    expect(unreadableWhy("ELOOP")).toBe("its path goes round in a loop of links");
    expect(unreadableWhy("EMFILE")).toBe("too many files are open; try again");
    expect(unreadableWhy("EIO")).toBe("the disk could not be read");
    // A code with no words of its own is still said, after words that say what happened.
    expect(unreadableWhy("EWHATEVER")).toBe("the system refused (EWHATEVER)");
  });

  it("a missing file, an unknown command and a bad flag are bad input too", async () => {
    expect(await cli("sim", "/nonexistent/scenario.json")).toMatchObject({
      status: 2,
      err: ["turnwright: /nonexistent/scenario.json: cannot read the scenario file: there is no such file"],
    });
    expect(await cli("fight", "x.json")).toMatchObject({ status: 2, err: [expect.stringContaining('Unknown command "fight"')] });
    expect(await cli("odds", scenarioFile(good()), "--trials", "0")).toMatchObject({ status: 2, err: [expect.stringContaining('--trials: got "0"')] });
    expect(await cli("sim", scenarioFile(good()), "--seed", "x")).toMatchObject({ status: 2 });
    expect(await cli("schema", "nothing")).toMatchObject({ status: 2, err: [expect.stringContaining('ruleset: got "nothing"')] });
    expect(await cli("sim")).toMatchObject({ status: 2, err: [expect.stringContaining("needs a scenario file")] });
    expect(await cli("sim", scenarioFile(good()), "--targeting", "weakest")).toMatchObject({
      status: 2,
      err: ['turnwright: --targeting: got "weakest", expected one of random, focus, nearest, first'],
    });
    expect(await cli("odds", scenarioFile(good()), "--targeting")).toMatchObject({
      status: 2,
      err: ["turnwright: --targeting needs one of random, focus, nearest, first"],
    });
    expect(await cli("check", scenarioFile(good()), "--targeting", "first")).toMatchObject({
      status: 2,
      err: [expect.stringContaining('Unknown option --targeting for "check"')],
    });
  });

  it("--targeting nearest where nobody stands on the map is refused as for a rule set without positions", async () => {
    const file = scenarioFile(phasesPair({}));
    expect(await cli("sim", file, "--targeting", "nearest")).toEqual({
      status: 2,
      out: [],
      err: [
        `turnwright: ${file}: --targeting: got "nearest", expected one of random, focus, first (nobody in this scenario stands on the map, so no enemy is nearer than another)`,
      ],
    });
    const placed = scenarioFile({
      ruleset: "phases-3d6",
      combatants: [
        { id: "a", side: "red", position: { q: 0, r: 0 } },
        { id: "b", side: "blue" },
      ],
    });
    expect((await cli("sim", placed, "--targeting", "nearest")).status).toBe(0);
  });

  it("one fight is one fight", async () => {
    expect((await cli("odds", scenarioFile(good()), "--trials", "1")).out[0]).toBe("1 fight, seed 3");
  });

  it("--targeting nearest for a rule set without positions names the file and the flag, on one line, for sim and odds alike", async () => {
    const file = scenarioFile(good());
    for (const command of ["sim", "odds"]) {
      const run = await cli(command, file, "--targeting", "nearest");
      expect(run).toMatchObject({ status: 2, out: [] });
      expect(run.err).toEqual([
        `turnwright: ${file}: --targeting: got "nearest", expected one of random, focus, first (d100-fate has no positions, so no enemy is nearer than another)`,
      ]);
    }
  });
});
