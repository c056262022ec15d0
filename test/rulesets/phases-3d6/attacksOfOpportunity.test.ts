import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../../src/engine/events";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { RULESETS as DIRECTORY } from "../../../src/rulesets/registry";

function fight(scenario: unknown, seed: number, dice: number[] = []) {
  const loaded = loadScenario(scenario, DIRECTORY);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.value.ruleset.prepare(loaded.value.combatants)(new ForcedFaces(dice, new SeededFaces(seed)), {
    maxRounds: loaded.value.scenario.maxRounds,
    log: true,
  });
}

const example = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../examples/phases-3d6/${name}.json`, import.meta.url), "utf8"));

/** Nobody is Stunned or knocked out by a hit, so every movement runs its full length. */
const sturdy = { stun: { max: 900 }, body: { max: 900 } };

function placed(id: string, side: string, q: number, r: number, actor: Record<string, unknown>, more: Record<string, unknown> = {}) {
  return { id, side, position: { q, r }, actor: { ...sturdy, ...actor }, ...more };
}

const scenario = (combatants: Record<string, unknown>[]) => ({ ruleset: "phases-3d6", maxRounds: 1, combatants });

/** [threatener, mover, phase] of every attack of opportunity. */
function opportunities(events: readonly CombatEvent[]): [string, string, number | undefined][] {
  return events.flatMap((e) =>
    e.type === "attack" && e.action === "attackOfOpportunity" ? [[e.attacker, e.target, e.phase] satisfies [string, string, number | undefined]] : [],
  );
}

function refusals(events: readonly CombatEvent[], code: string): string[] {
  return events.flatMap((e) => (e.type === "refused" && e.code === code ? [e.combatant] : []));
}

/** A guard at the centre; thieves beside it, each heading off toward a lookout far away. */
function breakAway(guard: Record<string, unknown>, guardMore: Record<string, unknown> = {}, thief: Record<string, unknown> = {}, actions = ["fullMove"]) {
  return scenario([
    placed("guard", "watch", 0, 0, { combatValue: 8, ...guard }, guardMore),
    placed("east", "watch", 12, 0, { combatValue: 1 }),
    placed("west", "watch", -12, 0, { combatValue: 1 }),
    placed("m1", "thieves", 1, 0, { combatValue: 4, ...thief }, { script: [{ round: 1, actions, target: "east" }] }),
    placed("m2", "thieves", -1, 0, { combatValue: 3, ...thief }, { script: [{ round: 1, actions, target: "west" }] }),
  ]);
}

describe("attacks of opportunity in the headless fight", () => {
  it("the 1-hex step provokes nothing; walking away provokes one attack from each adjacent enemy", () => {
    // The example with every Stun and Body track made huge, for one Turn, everyone going for the nearest enemy.
    const text = readFileSync(new URL("../../../examples/phases-3d6/withdraw-versus-step.json", import.meta.url), "utf8");
    const toughened: unknown = JSON.parse(text, (key, value: unknown) =>
      key === "stun" || key === "body"
        ? { max: 900 }
        : key === "maxRounds"
          ? 1
          : typeof value === "object" && value !== null && "side" in value
            ? { ...value, targeting: "nearest" }
            : value,
    );
    for (let seed = 1; seed <= 10; seed += 1) {
      const phaseOne = fight(toughened, seed).events.filter((e) => e.phase === 1);
      expect(opportunities(phaseOne)).toEqual([
        ["raider", "runner", 1],
        ["brute", "runner", 1],
      ]);
      // The runner went on after both attacks: the raider now finds the sentry nearer.
      expect(phaseOne.find((e) => e.type === "action" && e.combatant === "raider")).toMatchObject({ target: "sentry" });
    }
  });

  it("a mover Stunned by the attack stops in the hex it was leaving", () => {
    // Roll-offs 50 each; the guard's blow is a natural 3 (always hits), 4d6 of twos: 8 Stun
    // against a Body maximum of 5 leaves the thief Stunned where it stands. It recovers in
    // Phase 2 and sets off again in Phase 3 from the same hex, so the guard gets another.
    const stopped = scenario([
      placed("guard", "watch", 0, 0, { combatValue: 8 }, { items: [{ type: "weapon", name: "Sword" }], script: [{ round: 1, actions: [] }] }),
      placed("east", "watch", 12, 0, { combatValue: 1, movement: 0 }),
      {
        id: "thief",
        side: "thieves",
        position: { q: 1, r: 0 },
        actor: { combatValue: 4, stun: { max: 30 }, body: { max: 5 } },
        script: [{ round: 1, actions: ["fullMove"], target: "east" }],
      },
    ]);
    const result = fight(stopped, 10, [50, 50, 50, 3, 3, 3, 2, 2, 2, 2]);
    expect(result.events.find((e) => e.type === "condition")).toMatchObject({ combatant: "thief", condition: "stunned", active: true, phase: 1 });
    expect(opportunities(result.events).slice(0, 2)).toEqual([
      ["guard", "thief", 1],
      ["guard", "thief", 3],
    ]);
  });

  it("a withdraw provokes nothing", () => {
    const result = fight(breakAway({}, {}, {}, ["withdraw"]), 3);
    expect(opportunities(result.events)).toEqual([]);
  });

  it("without Combat Reflexes one a Phase; with it one per distinct opportunity", () => {
    const plain = fight(breakAway({}), 4).events.filter((e) => e.phase === 1);
    expect(opportunities(plain)).toEqual([["guard", "m1", 1]]);
    expect(refusals(plain, "aoo-phase-used")).toEqual(["guard"]);
    const reflexes = fight(breakAway({ combatReflexes: true }), 4).events.filter((e) => e.phase === 1);
    expect(opportunities(reflexes)).toEqual([
      ["guard", "m1", 1],
      ["guard", "m2", 1],
    ]);
  });

  it("leaving several threatened hexes in one Phase is one opportunity, even over two moves", () => {
    // A spear threatens two hexes out; the thief's two half moves of one hex each leave both.
    const result = fight(breakAway({ combatReflexes: true }, { items: [{ type: "weapon", name: "Spear" }] }, { movement: 2 }, ["halfMove", "halfMove"]), 5);
    const phaseOne = result.events.filter((e) => e.phase === 1);
    expect(opportunities(phaseOne)).toEqual([
      ["guard", "m1", 1],
      ["guard", "m2", 1],
    ]);
  });

  it("none after Dodge", () => {
    const result = fight(breakAway({ combatReflexes: true }, { script: [{ round: 1, actions: ["dodge"] }] }), 6);
    expect(opportunities(result.events)).toEqual([]);
    expect(
      refusals(
        result.events.filter((e) => e.phase === 1),
        "aoo-after-dodge",
      ),
    ).toEqual(["guard", "guard"]);
  });

  it("reach 2 threatens two hexes away, and the allowance is fresh each Phase", () => {
    // One hex a Phase away from a spear: leaving 1 hex away in Phase 1, 2 hexes away in Phase 2.
    const slow = (weapon: string) =>
      scenario([
        // The guard holds its ground (an empty script) rather than following.
        placed("guard", "watch", 0, 0, { combatValue: 8 }, { items: [{ type: "weapon", name: weapon }], script: [{ round: 1, actions: [] }] }),
        placed("east", "watch", 12, 0, { combatValue: 1 }),
        placed("m1", "thieves", 1, 0, { combatValue: 4, movement: 2 }, { script: [{ round: 1, actions: ["halfMove"], target: "east" }] }),
      ]);
    const spear = fight(slow("Spear"), 7).events.filter((e) => e.phase === 1 || e.phase === 2);
    expect(opportunities(spear)).toEqual([
      ["guard", "m1", 1],
      ["guard", "m1", 2],
    ]);
    const sword = fight(slow("Sword"), 7).events.filter((e) => e.phase === 1 || e.phase === 2);
    expect(opportunities(sword)).toEqual([["guard", "m1", 1]]);
  });

  it("a melee strike out of reach is refused; the default policy closes in and strikes in the same Phase", () => {
    const apart = scenario([
      placed("a", "red", 0, 0, { combatValue: 8 }),
      placed("b", "blue", 3, 0, { combatValue: 1 }, { script: [{ round: 1, actions: ["strike"] }] }),
    ]);
    const events = fight(apart, 8).events.filter((e) => e.phase === 1);
    const actions = events.flatMap((e) => (e.type === "action" ? [[e.combatant, e.action]] : []));
    expect(actions[0]).toEqual(["a", "halfMove"]);
    expect(actions[1]).toEqual(["a", "strike"]);
    expect(events.some((e) => e.type === "attack" && e.attacker === "a" && e.target === "b")).toBe(true);
  });

  it("without positions everyone reaches everyone and nothing provokes", () => {
    const mapless = breakAway({ combatReflexes: true });
    const unplaced = { ...mapless, combatants: mapless.combatants.map(({ position: _position, ...rest }) => rest) };
    const result = fight(unplaced, 9);
    expect(opportunities(result.events)).toEqual([]);
    expect(refusals(result.events, "out-of-reach")).toEqual([]);
  });

  it("every example runs to an end with the same log for the same seed, and without Combat Reflexes no one makes two in a Phase", () => {
    for (const name of ["duel", "surprise-ambush", "withdraw-versus-step"]) {
      for (let seed = 1; seed <= 15; seed += 1) {
        const first = fight(example(name), seed);
        expect(first.events.at(-1)?.type).toBe("combat-end");
        expect(JSON.stringify(fight(example(name), seed).events)).toBe(JSON.stringify(first.events));
        const perPhase = new Map<string, number>();
        for (const e of first.events) {
          if (e.type === "attack" && e.action === "attackOfOpportunity")
            perPhase.set(`${e.attacker}@${e.round}.${e.phase}`, (perPhase.get(`${e.attacker}@${e.round}.${e.phase}`) ?? 0) + 1);
        }
        for (const count of perPhase.values()) expect(count).toBe(1);
      }
    }
  });
});
