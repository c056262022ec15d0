import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runOddsJob } from "../../../src/engine/odds/oddsJobs";
import { oneRuleSet } from "../../../src/engine/scenario/oneRuleSet";
import type { OddsReply } from "../../../src/engine/odds/OddsMessages";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import { fightScenario, type OddsFight, type OddsFighter } from "../../../src/foundry/odds/fightScenario";
import { oddsExport } from "../../../src/foundry/odds/oddsExport";
import { OddsRun, type OddsRunState, type StudyWorker } from "../../../src/foundry/odds/OddsRun";
import { REGISTERED, ruleSetById } from "../../../src/rulesets/registry";
import { cli, scenarioFile } from "../../cli/harness";
import { packActorFrom } from "../../support/packActors";

function actorsOf(ruleset: string): ActorSnapshot[] {
  const pack = `${ruleset}-actors`;
  const files = readdirSync(new URL(`../../../packs/_source/${pack}/`, import.meta.url)).filter((file) => file.endsWith(".json") && file !== "pack.json");
  return files.map((file) => packActorFrom(pack, file.replace(/\.json$/, "")));
}

function fighter(actor: ActorSnapshot | null, index: number, side: OddsFighter["side"], more: Partial<OddsFighter> = {}): OddsFighter {
  return { id: `c${index}`, name: actor?.name ?? `Token ${index}`, actor, side, surprised: false, defeated: false, at: null, ...more };
}

function fightOf(ruleset: string, fighters: readonly OddsFighter[], more: Partial<OddsFight> = {}): OddsFight {
  const registered = ruleSetById(ruleset);
  if (registered === undefined) throw new Error(ruleset);
  return {
    ruleset,
    options: {},
    round: 0,
    roundPlan: registered.play.combat.clock.round,
    grid: "gridless",
    fieldsAt: registered.play.map.scenarioFieldsAt,
    fighters,
    ...more,
  };
}

/** Every compendium actor of the rule set, the first half friendly and the rest hostile. */
function packFight(ruleset: string): OddsFight {
  const actors = actorsOf(ruleset);
  const half = Math.ceil(actors.length / 2);
  return fightOf(
    ruleset,
    actors.map((actor, index) => fighter(actor, index, index < half ? "friendly" : "hostile")),
  );
}

/** A worker of the rule set's own that answers in the same turn, running the job as the real one (odds/<id>.mjs) does. */
function inlineWorker(id: string): StudyWorker {
  const ruleset = ruleSetById(id);
  if (ruleset === undefined) throw new Error(`no rule set ${id}`);
  let hear: (data: unknown) => void = () => undefined;
  return {
    post: (job) => runOddsJob(job, (reply: OddsReply) => hear(structuredClone(reply)), oneRuleSet(ruleset.runtime)),
    stop: () => undefined,
    listen: (heard) => {
      hear = heard;
    },
  };
}

describe("a tracker's fight as an odds scenario", () => {
  it.each(REGISTERED.map((ruleset) => ruleset.id))("in %s carries every compendium actor with its items, and the CLI runs the export as it is", async (id) => {
    const study = fightScenario(packFight(id), 77, ruleSetById(id));
    if (!study.ok) throw new Error(JSON.stringify(study.reason));
    expect(study.assumptions.filter((assumption) => assumption.key.includes(".Left."))).toEqual([]);
    const actors = actorsOf(id);
    for (const [index, combatant] of study.scenario.combatants.entries()) expect(combatant.items).toHaveLength(actors[index]?.items.length ?? -1);

    // What the dialog draws for 150 fights is what the exported file gives the CLI, seed for seed.
    const states: OddsRunState[] = [];
    new OddsRun(
      () => inlineWorker(id),
      (state) => states.push(state),
    ).start(study.scenario, 77, 150);
    const done = states.at(-1);
    if (done?.kind !== "done") throw new Error(JSON.stringify(done));
    const exported = oddsExport(study.scenario, "Test fight", 77, 150);
    const run = await cli("odds", scenarioFile(exported.json), "--trials", "150", "--seed", "77", "--json");
    expect(run.status).toBe(0);
    expect(JSON.parse(run.out[0] ?? "{}")).toEqual(JSON.parse(JSON.stringify(done.summary)));
    expect(exported.command).toBe("turnwright odds odds-test-fight.json --trials 150 --seed 77");
  });

  it("names what it leaves out: a token without an actor, a defeated combatant, an item of no kind the fight knows", () => {
    const [a, b, c] = actorsOf("d100-fate");
    if (a === undefined || b === undefined || c === undefined) throw new Error("three actors");
    const trinket = { ...a, items: [...a.items, { id: "t1", name: "Lucky charm", type: "loot", system: {} }] };
    const study = fightScenario(
      fightOf("d100-fate", [
        fighter(trinket, 1, "friendly"),
        fighter(null, 2, "hostile"),
        fighter(b, 3, "hostile"),
        fighter(c, 4, "hostile", { defeated: true }),
      ]),
      1,
      ruleSetById("d100-fate"),
    );
    if (!study.ok) throw new Error(JSON.stringify(study.reason));
    expect(study.scenario.combatants.map((combatant) => combatant.id)).toEqual(["c1", "c3"]);
    expect(study.assumptions).toEqual(
      expect.arrayContaining([
        { key: "TURNWRIGHT.Odds.Left.Item", data: { name: a.name, item: "Lucky charm" } },
        { key: "TURNWRIGHT.Odds.Left.NoActor", data: { name: "Token 2" } },
        { key: "TURNWRIGHT.Odds.Left.Defeated", data: { name: c.name } },
      ]),
    );
  });

  it("refuses a fight with one side, and one whose actor holds a value the rules refuse, naming the combatant", () => {
    const [a, b] = actorsOf("d100-fate");
    if (a === undefined || b === undefined) throw new Error("two actors");
    expect(fightScenario(fightOf("d100-fate", [fighter(a, 1, "hostile"), fighter(b, 2, "hostile")]), 1, ruleSetById("d100-fate"))).toEqual({
      ok: false,
      reason: { key: "TURNWRIGHT.Odds.TwoSides" },
    });
    const broken = { ...b, system: { ...(b.system as Record<string, unknown>), weaponSkill: 400 } };
    const refused = fightScenario(fightOf("d100-fate", [fighter(a, 1, "friendly"), fighter(broken, 2, "hostile")]), 1, ruleSetById("d100-fate"));
    expect(refused).toMatchObject({
      ok: false,
      reason: { key: "TURNWRIGHT.Odds.Unreadable", data: { problem: expect.stringMatching(new RegExp(`^${b.name}\\.actor\\.weaponSkill`)) } },
    });
  });

  it("during a fight, starts from a fresh round with the rounds left, and drops surprise", () => {
    const [a, b] = actorsOf("d6-pool");
    if (a === undefined || b === undefined) throw new Error("two actors");
    const fighters = [fighter(a, 1, "friendly", { surprised: true }), fighter(b, 2, "hostile")];
    const before = fightScenario(fightOf("d6-pool", fighters), 1, ruleSetById("d6-pool"));
    const during = fightScenario(fightOf("d6-pool", fighters, { round: 4 }), 1, ruleSetById("d6-pool"));
    if (!before.ok || !during.ok) throw new Error("both load");
    expect(before.scenario).toMatchObject({ maxRounds: 20, combatants: [{ surprised: true }, { surprised: false }] });
    expect(during.scenario).toMatchObject({ maxRounds: 17, combatants: [{ surprised: false }, { surprised: false }] });
    expect(during.assumptions).toContainEqual({
      key: "TURNWRIGHT.Odds.Assumed.FromRound",
      data: { round: 4, rounds: 17, unit: "TURNWRIGHT.Odds.Unit.Rounds", one: "TURNWRIGHT.Odds.Unit.Round" },
    });
  });

  it("carries the rules' own effects for what is left of them: a botch's lost rounds end in the study where they would have", async () => {
    const [tulkas, marvok] = ["tulkas", "marvok"].map((name) => packActorFrom("d20-segments-actors", name, `Actor.${name}`));
    if (tulkas === undefined || marvok === undefined) throw new Error("two actors");
    // Marvok botched in round 3 with a duration of 1: lost for the rest of round 3 and all of round 4; the rules read him as lost now.
    const lost = {
      name: "Botch",
      changes: [{ key: "system.conditions.lost", mode: "override", value: "true" }],
      left: { unit: "round-ends", count: 1 },
    } as const;
    const marvokNow: ActorSnapshot = {
      ...marvok,
      system: { ...Object(marvok.system), conditions: { stunned: false, prone: false, disarmed: false, lost: true } },
    };
    const study = fightScenario(
      fightOf("d20-segments", [fighter(tulkas, 1, "friendly"), fighter(marvokNow, 2, "hostile", { ruleEffects: [lost] })], { round: 3 }),
      5,
      ruleSetById("d20-segments"),
    );
    if (!study.ok) throw new Error(JSON.stringify(study.reason));
    const carried = study.scenario.combatants[1];
    expect(carried?.conditions).toEqual([]);
    expect(carried?.effects).toEqual([{ name: "Botch", changes: lost.changes, duration: { unit: "round-ends", count: 1 } }]);
    // In the study he sits out its first round (the fight's round 4), and the effect ends with it.
    const log = await cli("sim", scenarioFile(study.scenario), "--json");
    // One event a line.
    const events: { type: string; round: number; combatant?: string; code?: string }[] = log.out
      .flatMap((line) => line.split("\n"))
      .map((line) => JSON.parse(line));
    expect(events.filter((event) => event.type === "refused" && event.combatant === "c2" && event.code === "round-lost").map((event) => event.round)).toEqual([
      1,
    ]);
    const ended = events.findIndex((event) => event.type === "effect-end" && event.combatant === "c2");
    expect(events[ended - 1]).toMatchObject({ type: "round-end", round: 1 });
  });

  it("leaves out a rule's effect that is over by the study's first round, and what it held the data at: a stun's wound is the stored one", () => {
    const [a, b] = actorsOf("d6-pool");
    if (a === undefined || b === undefined) throw new Error("two actors");
    const stored = { ...Object(b.system), wound: "unhurt" };
    const stunned: ActorSnapshot = { ...b, system: { ...stored, wound: "stunned" }, source: stored };
    const stun = { name: "Stunned", changes: [{ key: "system.wound", mode: "custom", value: "stunned" }], left: null } as const;
    const study = fightScenario(
      fightOf("d6-pool", [fighter(a, 1, "friendly"), fighter(stunned, 2, "hostile", { ruleEffects: [stun] })], { round: 2 }),
      1,
      ruleSetById("d6-pool"),
    );
    if (!study.ok) throw new Error(JSON.stringify(study.reason));
    expect(study.scenario.combatants[1]).toMatchObject({ actor: { wound: "unhurt" } });
    expect(study.scenario.combatants[1]?.effects).toEqual([]);
  });

  it("puts phases-3d6 tokens in their hexes on a hex map, counts its fights in Turns, and says when a square map has no hexes to give", () => {
    const [a, b] = actorsOf("phases-3d6");
    if (a === undefined || b === undefined) throw new Error("two actors");
    const fighters = [fighter(a, 1, "friendly", { at: { i: 2, j: 3 } }), fighter(b, 2, "hostile", { at: { i: 3, j: 3 } })];
    const hexes = fightScenario(fightOf("phases-3d6", fighters, { grid: "odd-r" }), 1, ruleSetById("phases-3d6"));
    if (!hexes.ok) throw new Error(JSON.stringify(hexes.reason));
    expect(hexes.scenario.combatants).toMatchObject([{ position: { q: 2, r: 2 } }, { position: { q: 2, r: 3 } }]);
    expect(hexes.unit).toEqual({ key: "TURNWRIGHT.Odds.Unit.Turns" });
    expect(hexes.assumptions).toContainEqual({ key: "TURNWRIGHT.Odds.Assumed.Limit", data: { rounds: 20, unit: "TURNWRIGHT.Odds.Unit.Turns" } });
    const squares = fightScenario(fightOf("phases-3d6", fighters, { grid: "square" }), 1, ruleSetById("phases-3d6"));
    if (!squares.ok) throw new Error(JSON.stringify(squares.reason));
    expect(squares.scenario.combatants.map((combatant) => "position" in combatant)).toEqual([false, false]);
    expect(squares.assumptions).toContainEqual({ key: "TURNWRIGHT.Odds.Left.Positions" });
    // The nearest is offered where someone stands in a hex, and only there: the scenario refuses it otherwise.
    expect(hexes.targetings).toContain("nearest");
    expect(squares.targetings).toEqual(["random", "focus", "first"]);
    // Where a token stands plays no part in d100-fate's headless fight: nothing is said of it.
    const d100 = fightScenario(packFight("d100-fate"), 1, ruleSetById("d100-fate"));
    expect(d100.ok && d100.unit).toEqual({ key: "TURNWRIGHT.Odds.Unit.Rounds" });
  });
});
