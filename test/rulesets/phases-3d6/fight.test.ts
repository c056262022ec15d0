import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../../src/engine/events";
import { bindRuleSet } from "../../../src/engine/fight/BoundRuleSet";
import { fightingRuleSet } from "../../../src/engine/fight/FightingRuleSet";
import { loadScenario, type RuleSetDirectory } from "../../../src/engine/scenario/loadScenario";
import { RULESET_IDS } from "../../../src/rulesets/registry";
import { phasesRuntime } from "../../../src/rulesets/phases-3d6/runtime";

const BOUND = fightingRuleSet(bindRuleSet(phasesRuntime));
const DIRECTORY: RuleSetDirectory = { known: RULESET_IDS, find: (id) => (id === BOUND.id ? BOUND : undefined) };

function fight(scenario: unknown, seed: number, dice: number[] = []) {
  const loaded = loadScenario(scenario, DIRECTORY);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const { ruleset, combatants, scenario: s } = loaded.value;
  return ruleset.prepare(combatants)(new ForcedFaces(dice, new SeededFaces(seed)), { maxRounds: s.maxRounds, log: true });
}

const example = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../examples/phases-3d6/${name}.json`, import.meta.url), "utf8"));
const ofType = <T extends CombatEvent["type"]>(events: readonly CombatEvent[], type: T) =>
  events.filter((e): e is Extract<CombatEvent, { type: T }> => e.type === type);

const duel = (a: Record<string, unknown> = {}, b: Record<string, unknown> = {}) => ({
  ruleset: "phases-3d6",
  maxRounds: 10,
  combatants: [
    { id: "a", side: "red", actor: { combatValue: 6 }, items: [{ type: "weapon", name: "Sword" }], ...a },
    { id: "b", side: "blue", actor: { combatValue: 5 }, items: [{ type: "weapon", name: "Club" }], ...b },
  ],
});

describe("a phases-3d6 fight, headless", () => {
  it("runs both examples to an end, the same log for the same seed", () => {
    for (const name of ["duel", "surprise-ambush"]) {
      for (let seed = 1; seed <= 15; seed += 1) {
        const first = fight(example(name), seed);
        expect(first.events.at(-1)?.type).toBe("combat-end");
        expect(JSON.stringify(fight(example(name), seed).events)).toBe(JSON.stringify(first.events));
      }
    }
  });

  it("acts in initiative order, CV + Lightning Reflexes, every Phase, and stamps the Phase", () => {
    const sturdy = { stun: { max: 200 }, body: { max: 100 } };
    const result = fight(duel({ actor: { combatValue: 4, lightningReflexes: 3, ...sturdy } }, { actor: { combatValue: 5, ...sturdy } }), 2);
    const turns = ofType(result.events, "turn-start").slice(0, 4);
    expect(turns.map((t) => [t.combatant, t.phase])).toEqual([
      ["a", 1],
      ["b", 1],
      ["a", 2],
      ["b", 2],
    ]);
    expect(ofType(result.events, "initiative").map((e) => e.total)).toEqual([7, 5]);
  });

  it("in the Surprise Phase only the aware act, once, and the unaware have 3 less DCV", () => {
    // a: roll-off 50; b: roll-off 50; a strikes in the Surprise Phase with 3d6 = 9 against 10 + (5 - 3).
    const result = fight(duel({ actor: { combatValue: 5 } }, { surprised: true }), 3, [50, 50, 3, 3, 3]);
    const surprise = result.events.filter((e) => e.phase === 0);
    expect(ofType(surprise, "turn-start").map((t) => t.combatant)).toEqual(["a"]);
    const roll = ofType(surprise, "roll")[0];
    expect(roll).toMatchObject({ combatant: "a", dice: [3, 3, 3], target: 12, total: 15, success: true });
  });

  it("refuses a second attack in a Phase and a move after a full-phase action, saying why", () => {
    const result = fight(
      duel(
        { script: [{ round: 1, actions: ["strike", "haymaker"], target: "b" }] },
        { actor: { combatValue: 5, body: { max: 60 } }, script: [{ round: 1, actions: ["takeRecovery", "halfMove"] }] },
      ),
      5,
    );
    const refusals = ofType(result.events, "refused").filter((e) => e.round === 1);
    expect(refusals.some((e) => e.combatant === "a" && e.action === "haymaker" && e.code === "turn-full")).toBe(true);
    expect(refusals.some((e) => e.combatant === "b" && e.action === "halfMove" && e.code === "turn-full")).toBe(true);
  });

  it("a hit with more Stun than the target's Body stuns it, and it spends its next Phase recovering", () => {
    // Roll-offs 90 and 10; a's Haymaker hits (3d6 = 10 against 10 + 0); 8d6 of sixes: 48 Stun.
    const result = fight(
      duel({ script: [{ round: 1, actions: ["haymaker"], target: "b" }] }, { actor: { combatValue: 5, dcv: 0, stun: { max: 60 }, body: { max: 30 } } }),
      9,
      [90, 10, 4, 3, 3, 6, 6, 6, 6, 6, 6, 6, 6],
    );
    expect(ofType(result.events, "damage")[0]).toMatchObject({ target: "b", amount: 48 });
    expect(ofType(result.events, "condition")[0]).toMatchObject({ combatant: "b", condition: "stunned", active: true });
    const bActions = ofType(result.events, "action").filter((e) => e.combatant === "b");
    expect(bActions[0]).toMatchObject({ action: "recoverFromStun", kind: "full" });
  });

  it("a Dodge's +3 DCV holds against the next attack", () => {
    // Both CV 6: b (roll-off 90) dodges first; a (roll-off 10) strikes with 3d6 = 13 + OCV 6 + 1 (sword) = 20 against 10 + 5 + 3 (dodge) + 0 (club).
    const result = fight(duel({}, { actor: { combatValue: 6, dcv: 5 }, script: [{ round: 1, actions: ["dodge"] }] }), 4, [10, 90, 5, 4, 4]);
    expect(ofType(result.events, "roll")[0]).toMatchObject({ combatant: "a", target: 18, total: 20, success: true });
  });
});

describe("the Post-Turn Recovery", () => {
  it("restores Recovery to everyone alive and says so, and skips those with no Body left", () => {
    const loaded = loadScenario(
      duel(
        { actor: { combatValue: 6, recovery: 4, stun: { max: 20, value: 5 } } },
        { actor: { combatValue: 5, stun: { max: 20, value: -2 }, body: { max: 10, value: 0 } } },
      ),
      DIRECTORY,
    );
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    const fighters = new Map(
      loaded.value.combatants.map((c) => [
        c.entry.id,
        phasesRuntime.enter({ id: c.entry.id, name: c.entry.id, side: c.entry.side }, c.actor, c.items, c.fields, {}),
      ]),
    );
    const events: unknown[] = [];
    phasesRuntime.postTurn(
      {
        when: { round: 1 },
        listening: true,
        restricted: false,
        fighter: (id) => {
          const found = fighters.get(id);
          if (found === undefined) throw new Error(id);
          return found;
        },
        fighters: () => [...fighters.values()],
        replace: (f) => fighters.set(f.id, f),
        roll: () => {
          throw new Error("a Recovery rolls no dice");
        },
        emit: (e) => events.push(e),
        tally: () => 0,
        setTally: () => undefined,
        addEffect: () => undefined,
        script: () => undefined,
        target: () => {
          throw new Error("nobody attacks in the Post-Turn");
        },
        unaware: () => false,
        abort: () => {
          throw new Error("nobody aborts in the Post-Turn");
        },
        pass: () => {
          throw new Error("Phases have no passes");
        },
      },
      ["a", "b"],
    );
    expect(fighters.get("a")?.stun).toBe(9);
    expect(fighters.get("b")?.stun).toBe(-2);
    expect(events).toEqual([{ type: "resource", combatant: "a", resource: "stun", use: "recovery", remaining: 9 }]);
  });

  it("after Phase 4 every character able to Takes a Recovery, once per Turn, and the Surprise Phase's unaware sit it out", () => {
    // Fighters who cannot hit each other (3d6 never reaches 10 + 20 but on a natural 3): Turns pass
    const guarded = { combatValue: 1, ocv: 0, dcv: 20, stun: { max: 40 }, body: { max: 40 } };
    const long = duel({ actor: guarded }, { actor: guarded, surprised: true });
    const result = fight({ ...long, maxRounds: 3 }, 4);
    const recoveries = ofType(result.events, "resource").filter((e) => e.use === "recovery");
    const turns = new Set(recoveries.map((e) => e.round));
    expect([...turns]).toEqual([1, 2, 3].slice(0, result.rounds));
    for (const turn of turns)
      expect(
        recoveries
          .filter((e) => e.round === turn)
          .map((e) => e.combatant)
          .sort(),
      ).toEqual(["a", "b"]);
    expect(
      ofType(result.events, "refused")
        .filter((e) => e.code === "unaware")
        .map((e) => [e.combatant, e.phase]),
    ).toEqual([["b", 0]]);
  });

  it("heads each Turn's Recoveries with the Post-Turn, after the last Phase and before the Turn ends", () => {
    const guarded = { combatValue: 1, ocv: 0, dcv: 20, stun: { max: 40 }, body: { max: 40 } };
    const result = fight({ ...duel({ actor: guarded }, { actor: guarded }), maxRounds: 2 }, 4);
    const steps = result.events
      .filter((e) => e.type === "post-turn" || e.type === "round-end" || (e.type === "resource" && e.use === "recovery"))
      .map((e) => `${e.type} ${e.round}`);
    expect(steps).toEqual(["post-turn 1", "resource 1", "resource 1", "round-end 1", "post-turn 2", "resource 2", "resource 2", "round-end 2"]);
    expect(ofType(result.events, "post-turn").every((e) => e.phase === undefined)).toBe(true);
  });
});
