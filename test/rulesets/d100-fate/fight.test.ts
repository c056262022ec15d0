import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import { EVENT_TYPES, type CombatEvent } from "../../../src/engine/events";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../../src/rulesets/registry";

function load(scenario: unknown) {
  const loaded = loadScenario(scenario, RULESETS);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.value;
}

function fight(scenario: unknown, seed: number, dice: number[] = []) {
  const { ruleset, combatants, scenario: s } = load(scenario);
  return ruleset.prepare(combatants)(new ForcedFaces(dice, new SeededFaces(seed)), { maxRounds: s.maxRounds, log: true });
}

const example = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../examples/d100-fate/${name}.json`, import.meta.url), "utf8"));

const duel = (extra: Record<string, unknown> = {}, a: Record<string, unknown> = {}, b: Record<string, unknown> = {}) => ({
  ruleset: "d100-fate",
  maxRounds: 30,
  combatants: [
    { id: "a", side: "red", actor: { ballisticSkill: 45, agility: 40, wounds: { max: 10 } }, items: [{ type: "weapon", name: "Las pistol" }], ...a },
    { id: "b", side: "blue", actor: { weaponSkill: 40, agility: 30, wounds: { max: 10 } }, items: [{ type: "weapon", name: "Sword" }], ...b },
  ],
  ...extra,
});

const ofType = <T extends CombatEvent["type"]>(events: readonly CombatEvent[], type: T) =>
  events.filter((e): e is Extract<CombatEvent, { type: T }> => e.type === type);

describe("a d100-fate fight, headless", () => {
  it("runs every example to an end and writes every kind of event the contract lists", () => {
    const seen = new Set<string>();
    for (const name of ["duel", "ambush", "squad-4v6", "frenzy-fades"]) {
      for (let seed = 1; seed <= 20; seed += 1) {
        const result = fight(example(name), seed);
        expect(result.events.at(-1)?.type).toBe("combat-end");
        for (const event of result.events) seen.add(event.type);
      }
    }
    // "defense" and "resource" appear too: PCs with Fate and targets that react. Its clock has no abort, no Post-Turn and no steps in a round; its fights no map.
    for (const type of EVENT_TYPES.filter(
      (t) =>
        t !== "condition" && t !== "abort" && t !== "declare" && t !== "botch" && t !== "injury" && t !== "post-turn" && t !== "step-start" && t !== "move",
    ))
      expect(seen).toContain(type);
  });

  it("gives the same log for the same scenario and seed, and another for another seed", () => {
    const once = JSON.stringify(fight(example("squad-4v6"), 99).events);
    expect(JSON.stringify(fight(example("squad-4v6"), 99).events)).toBe(once);
    expect(JSON.stringify(fight(example("squad-4v6"), 100).events)).not.toBe(once);
  });

  it("keeps initiative for the whole combat: 1d10 + Agility Bonus, highest first, Agility breaking ties", () => {
    // a: die 3 + AgB 4 = 7; b: die 4 + AgB 3 = 7 → tie, a has the higher Agility
    const result = fight(duel(), 1, [3, 50, 4, 50]);
    expect(ofType(result.events, "initiative").map((e) => [e.combatant, e.total])).toEqual([
      ["a", 7],
      ["b", 7],
    ]);
    const orders = ofType(result.events, "round-start").map((e) => e.order);
    expect(orders.length).toBeGreaterThan(1);
    for (const order of orders) expect(order).toEqual(["a", "b"]);
  });

  it("a surprised combatant loses its turn in round 1 only, and cannot react in round 1", () => {
    const result = fight(duel({}, {}, { surprised: true }), 5);
    const round1Turns = ofType(result.events, "turn-start")
      .filter((e) => e.round === 1)
      .map((e) => e.combatant);
    expect(round1Turns).toEqual(["a"]);
    expect(ofType(result.events, "refused").find((e) => e.round === 1 && e.combatant === "b")?.code).toBe("surprised");
    expect(ofType(result.events, "defense").filter((e) => e.round === 1 && e.defender === "b")).toEqual([]);
    if (result.rounds > 1)
      expect(
        ofType(result.events, "turn-start")
          .filter((e) => e.round === 2)
          .map((e) => e.combatant),
      ).toContain("b");
  });

  it("resolves a scripted attack from forced dice exactly: aim, hit, location, damage, armour and toughness", () => {
    // initiative a 9+4, roll-off; b 1+3, roll-off. a aims (+10) and shoots: BS 45 + 10 + 10 = 65.
    // Attack roll 32 hits the left arm (23). b dodges with Agility 30: roll 90 fails.
    // Las pistol 1d10+2: die 7 → 9; b has no armour and Toughness 30 (TB 3): 6 damage.
    const scenario = duel({}, { script: [{ round: 1, actions: ["halfAim", "standardAttack"], target: "b" }] });
    const result = fight(scenario, 1, [9, 10, 1, 10, 32, 90, 7]);
    expect(ofType(result.events, "roll").find((e) => e.purpose === "attack")).toMatchObject({
      combatant: "a",
      total: 32,
      target: 65,
      success: true,
      degrees: 4,
    });
    expect(ofType(result.events, "attack")[0]).toMatchObject({ attacker: "a", target: "b", hit: true, location: "leftArm", hits: 1 });
    expect(ofType(result.events, "defense")[0]).toMatchObject({ defender: "b", reaction: "dodge", success: false, negated: 0 });
    expect(ofType(result.events, "damage")[0]).toMatchObject({ target: "b", raw: 9, soak: 3, amount: 6, location: "leftArm", result: "wounded" });
  });

  it("an attack spends the aim taken before it, whether the aim was this turn's", () => {
    const scenario = duel(
      {},
      {
        script: [
          { round: 1, actions: ["halfAim", "standardAttack"], target: "b" },
          { round: 2, actions: ["standardAttack"], target: "b" },
        ],
      },
    );
    const attacks = ofType(fight(scenario, 1, [9, 10, 1, 10]).events, "roll").filter((e) => e.combatant === "a" && e.purpose === "attack");
    expect(attacks.slice(0, 2).map((e) => [e.round, e.target])).toEqual([
      [1, 65],
      [2, 55],
    ]);
  });

  it("an All Out Attack leaves no Dodge or Parry against an attack before the attacker's next turn", () => {
    const scenario = duel(
      {},
      { script: [{ round: 1, actions: ["standardAttack"], target: "b" }] },
      { script: [{ round: 1, actions: ["allOutAttack"], target: "a" }] },
    );
    // b first (9 vs 1); its blow rolls 100 and misses; a's shot rolls 05 and hits, and b cannot answer it.
    const result = fight(scenario, 1, [1, 10, 9, 10, 100, 5]);
    expect(
      ofType(result.events, "attack")
        .filter((e) => e.round === 1)
        .map((e) => [e.attacker, e.hit]),
    ).toEqual([
      ["b", false],
      ["a", true],
    ]);
    expect(ofType(result.events, "defense").filter((e) => e.round === 1)).toEqual([]);
  });

  it("refuses what the budget does not allow, saying why, and goes on", () => {
    const scenario = duel({}, { script: [{ round: 1, actions: ["standardAttack", "standardAttack", "run"], target: "b" }] });
    const refused = ofType(fight(scenario, 3).events, "refused").filter((e) => e.combatant === "a" && e.round === 1);
    expect(refused.map((e) => e.reason)).toEqual([
      "Already used a Half Action of this kind this turn",
      "No room for a Full Action this turn: already took a Half Action",
    ]);
  });

  it("spends Fate where the script says: +10 before the attack, a re-roll after a failure", () => {
    const scenario = duel(
      {},
      {
        actor: { ballisticSkill: 45, agility: 40, fate: { max: 2 } },
        script: [{ round: 1, actions: ["standardAttack"], target: "b", spend: ["bonus", "reroll"] }],
      },
    );
    // a first (9 vs 1); attack at 45 + 10 + 10 = 65 rolls 99 (fails), re-rolled 12 (hits)
    const result = fight(scenario, 1, [9, 10, 1, 10, 99, 12]);
    const spends = ofType(result.events, "resource")
      .filter((e) => e.round === 1 && e.combatant === "a")
      .map((e) => [e.use, e.remaining]);
    expect(spends).toEqual([
      ["bonus", 1],
      ["reroll", 0],
    ]);
    const attackRolls = ofType(result.events, "roll").filter((e) => e.round === 1 && e.combatant === "a" && e.purpose.startsWith("attack"));
    expect(attackRolls.map((e) => [e.purpose, e.total, e.target, e.success])).toEqual([
      ["attack", 99, 65, false],
      ["attack-reroll", 12, 65, true],
    ]);
  });

  it("ends with the winning side, or with no winner at the round limit", () => {
    const won = fight(duel(), 8);
    expect(["red", "blue"]).toContain(won.winner);
    const stalled = fight(duel({ maxRounds: 1 }, { actor: { ballisticSkill: 0, wounds: { max: 50 } } }, { actor: { weaponSkill: 0, wounds: { max: 50 } } }), 2);
    expect(stalled).toMatchObject({ winner: null, reason: "max-rounds", rounds: 1 });
  });

  it("every combatant takes exactly one turn per round while standing, in a stable order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (seed) => {
        const result = fight(example("squad-4v6"), seed);
        const starts = ofType(result.events, "round-start");
        const out = new Set<string>();
        let order: readonly string[] | null = null;
        for (const round of starts) {
          if (order !== null) expect(round.order).toEqual(order);
          order = round.order;
          const turns = ofType(result.events, "turn-start")
            .filter((e) => e.round === round.round)
            .map((e) => e.combatant);
          expect(new Set(turns).size).toBe(turns.length);
          for (const id of turns) expect(out.has(id)).toBe(false);
          for (const d of ofType(result.events, "damage").filter((e) => e.round === round.round && e.result === "out")) out.add(d.target);
        }
      }),
      { seed: 2026, numRuns: 40 },
    );
  });
});
