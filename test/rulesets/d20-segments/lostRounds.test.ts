import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Chance } from "../../../src/engine/dice/Chance";
import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../../src/engine/events";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../../src/rulesets/registry";
import { lostRounds, stunnedRounds } from "../../../src/rulesets/d20-segments/lostRounds";
import { d20Example, d20Fight } from "./fightSupport";

const of = <T extends CombatEvent["type"]>(events: readonly CombatEvent[], type: T) =>
  events.filter((event): event is Extract<CombatEvent, { type: T }> => event.type === type);

/** One fight of a scenario with its log kept or not: what it ended in, and every face and draw of its luck, in order. */
function fightOf(scenario: unknown, seed: number, log: boolean) {
  const loaded = loadScenario(scenario, RULESETS);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const { ruleset, combatants, options, scenario: s } = loaded.value;
  const thrown: number[] = [];
  const source = new ForcedFaces(s.dice, new SeededFaces(seed));
  const counted: Chance = {
    face: (faces) => {
      const face = source.face(faces);
      thrown.push(faces, face);
      return face;
    },
    choose: (count) => {
      const chosen = source.choose(count);
      thrown.push(-count, chosen);
      return chosen;
    },
  };
  const { winner, rounds, reason, standing, events } = ruleset.prepare(combatants, options)(counted, { maxRounds: s.maxRounds, log });
  return { result: { winner, rounds, reason, standing }, events, thrown };
}

/** Brann against an orc that only passes, with hit points to outlast any run of the dice. */
function duel(maxRounds: number, dice: readonly number[], brann: Record<string, unknown> = {}): Record<string, unknown> {
  const base = d20Example("botch-paid");
  return {
    ...base,
    maxRounds,
    dice,
    combatants: [
      {
        id: "brann",
        name: "Brann",
        side: "party",
        actor: { kind: "pc", initiativeBonus: 1, skills: { axes: 6, dodge: 3 }, hitPoints: { max: 400 }, ...brann },
        items: [{ type: "weapon", name: "Battle axe", category: "axes", weight: "heavy", damage: "1d8" }],
      },
      {
        id: "orc",
        name: "Orc",
        side: "raiders",
        actor: { skills: { dodge: 2 }, hitPoints: { max: 400 } },
        script: Array.from({ length: maxRounds }, (_, at) => ({ round: at + 1, actions: ["pass"] })),
      },
    ],
  };
}

/** The rounds in which Brann's turn was refused as lost, and those it attacked in. */
function brannsRounds(events: readonly CombatEvent[]): { readonly lost: number[]; readonly acted: number[] } {
  return {
    lost: of(events, "refused")
      .filter((event) => event.combatant === "brann" && event.code === "round-lost")
      .map((event) => event.round),
    acted: of(events, "action")
      .filter((event) => event.combatant === "brann")
      .map((event) => event.round),
  };
}

// The table's 3d6 for each result that lasts rounds, and the dice of its duration.
const LASTING = [
  { result: "major-snag", table: [1, 1, 3], faces: 4, count: 2 },
  { result: "snag", table: [2, 2, 2], faces: 4, count: 1 },
  { result: "comic-relief", table: [2, 2, 3], faces: 3, count: 1 },
] as const;

describe("d20-segments: a botch's rounds as effects", () => {
  it("are declared in round ends: the one under way and one more for each round of the duration", () => {
    expect(lostRounds(3).entry).toEqual({
      name: "Botch",
      duration: { unit: "round-ends", count: 3 },
      changes: [{ key: "system.conditions.lost", mode: "override", value: "true" }],
    });
    expect(stunnedRounds(2).entry.changes).toEqual([{ key: "system.conditions.stunned", mode: "override", value: "true" }]);
  });

  it("take exactly 1 + the duration rounds without turns: the botch's own, then the rounds rolled", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LASTING),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 2, maxLength: 2 }),
        fc.integer({ min: 0, max: 1000 }),
        (lasting, rolled, seed) => {
          const faces = rolled.slice(0, lasting.count).map((face) => Math.min(face, lasting.faces));
          const duration = faces.reduce((sum, face) => sum + face, 0);
          // Initiative 18 and 4, Brann's natural 1 against the orc's dodge of 9, the table, the duration.
          const events = d20Fight(duel(duration + 2, [18, 4, 1, 9, ...lasting.table, ...faces]), seed);
          expect(of(events, "botch")[0]).toMatchObject({ combatant: "brann", result: lasting.result, duration });
          const { lost, acted } = brannsRounds(events);
          // Round 1's actions end with the botch; each round of the duration is refused; the next is Brann's again.
          expect(lost).toEqual(Array.from({ length: duration }, (_, at) => at + 2));
          expect(acted).toEqual([1, duration + 2]);
          const out = of(events, "round-start")
            .filter((event) => event.out?.includes("brann") === true)
            .map((event) => event.round);
          expect(out).toEqual(lost);
          // They end as round 1 + duration ends, the log's time then where the clock stands: the next round's start.
          const ends = of(events, "effect-end").filter((event) => event.combatant === "brann");
          const stunned = lasting.result === "comic-relief" ? [] : [["Stunned", duration + 2]];
          expect(ends.map((event) => [event.effect, event.round])).toEqual([["Botch", duration + 2], ...stunned]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("take the rest of the botch's round alone where the result has no duration", () => {
    // Table 4, 3, 3 = 10: no special effect.
    const events = d20Fight(duel(3, [18, 4, 1, 9, 4, 3, 3]), 2);
    expect(of(events, "botch")[0]).toMatchObject({ result: "no-effect" });
    expect(brannsRounds(events)).toEqual({ lost: [], acted: [1, 2, 3] });
    expect(of(events, "effect-end").map((event) => [event.combatant, event.effect, event.round])).toEqual([["brann", "Botch", 2]]);
  });

  it("end the botcher's turn where the botch happens, with the log kept or not", () => {
    const twice = duel(1, [18, 4, 1, 9, 4, 3, 3]);
    const scenario = {
      ...twice,
      combatants: (twice.combatants as Record<string, unknown>[]).map((c) =>
        c.id === "brann" ? { ...c, script: [{ round: 1, actions: ["attack", "attack"] }] } : c,
      ),
    };
    // Without a log the rest of the round is not put on as an effect (nothing reads it but the log): the turn ends all the same.
    const logged = fightOf(scenario, 3, true);
    const quiet = fightOf(scenario, 3, false);
    expect(brannsRounds(logged.events)).toEqual({ lost: [], acted: [1] });
    expect(quiet.result).toEqual(logged.result);
    expect(quiet.thrown).toEqual(logged.thrown);
  });

  it("leave a snag's botcher without a defence while the stun holds, and a comic relief's with one", () => {
    const defences = (table: readonly number[]) => {
      const events = d20Fight(
        {
          ...duel(3, [18, 4, 1, 9, ...table, 2]),
          combatants: (duel(3, []).combatants as Record<string, unknown>[]).map((c) =>
            c.id === "orc" ? { ...c, actor: { skills: { dodge: 2, bludgeons: 4 }, hitPoints: { max: 400 } }, script: [{ round: 1, actions: ["pass"] }] } : c,
          ),
        },
        4,
      );
      return of(events, "attack")
        .filter((event) => event.attacker === "orc")
        .map((event) => [event.round, of(events, "defense").some((defence) => defence.defender === "brann" && defence.round === event.round)]);
    };
    // Snag for 2: stunned through round 3, so the orc's attacks in rounds 2 and 3 meet no defence.
    expect(defences([2, 2, 2])).toEqual([
      [2, false],
      [3, false],
    ]);
    // Comic relief for 2: its actions lost, its guard not.
    expect(defences([2, 2, 3])).toEqual([
      [2, true],
      [3, true],
    ]);
  });

  it("harry the nearest ally out of its actions for the round, and no longer", () => {
    const base = duel(3, []);
    const ally = { id: "kel", name: "Kel", side: "party", actor: { kind: "pc", initiativeBonus: 0, skills: { axes: 2 }, hitPoints: { max: 400 } } };
    // Initiative Brann 18, Kel 10, orc 4; table 4, 4, 4 = 12: harry teammate.
    const events = d20Fight({ ...base, combatants: [...(base.combatants as unknown[]), ally], dice: [18, 10, 4, 1, 9, 4, 4, 4] }, 5);
    expect(of(events, "botch")[0]).toMatchObject({ result: "harry-teammate" });
    expect(
      of(events, "refused")
        .filter((event) => event.code === "round-lost")
        .map((event) => [event.combatant, event.round, event.reason]),
    ).toEqual([["kel", 1, "Loses this round to a botch"]]);
    expect(of(events, "effect-end").map((event) => [event.combatant, event.round])).toEqual([
      ["brann", 2],
      ["kel", 2],
    ]);
    expect(
      of(events, "action")
        .filter((event) => event.combatant === "kel")
        .map((event) => event.round),
    ).toEqual([2, 3]);
  });

  it("add a later botch's rounds to those still held: none are given back", () => {
    const base = duel(5, []);
    const orc = {
      id: "orc",
      name: "Orc",
      side: "raiders",
      actor: { skills: { bludgeons: 4, dodge: 2 }, hitPoints: { max: 400 } },
      items: [{ type: "weapon", name: "Club", category: "bludgeons", weight: "medium", damage: "1d6" }],
      script: [{ round: 1, actions: ["attack"], target: "brann" }, ...[2, 3, 4, 5].map((round) => ({ round, actions: ["pass"] }))],
    };
    // Round 1: Brann's 1 is bought, comic relief for 3 (his actions lost through round 4). The orc's
    // attack meets Brann's guard (comic relief leaves it), a 1 the GM buys again: a snag for 1.
    const dice = [18, 4, 1, 9, 2, 2, 3, 3, 15, 1, 2, 2, 2, 1, 3];
    const events = d20Fight({ ...base, options: { gmActionDice: 2 }, combatants: [(base.combatants as unknown[])[0], orc], dice }, 1);
    expect(of(events, "botch").map((event) => [event.combatant, event.result, event.duration])).toEqual([
      ["brann", "comic-relief", 3],
      ["brann", "snag", 1],
    ]);
    // The snag's 2 round ends fall inside the comic relief's 4: Brann still sits out rounds 2 to 4.
    expect(brannsRounds(events)).toEqual({ lost: [2, 3, 4], acted: [1, 5] });
    expect(of(events, "effect-end").map((event) => [event.effect, event.round])).toEqual([
      ["Botch", 3],
      ["Stunned", 3],
      ["Botch", 5],
    ]);
  });

  it("read a scenario's conditions as they stand: lost takes every turn, stunned only the defence", () => {
    const lost = d20Fight(
      {
        ...duel(2, [18, 4]),
        combatants: (duel(2, []).combatants as Record<string, unknown>[]).map((c) => (c.id === "brann" ? { ...c, conditions: ["lost"] } : c)),
      },
      1,
    );
    expect(brannsRounds(lost)).toEqual({ lost: [1, 2], acted: [] });
    const timed = d20Fight(
      {
        ...duel(3, [18, 4]),
        combatants: (duel(3, []).combatants as Record<string, unknown>[]).map((c) => (c.id === "brann" ? { ...c, effects: [lostRounds(2).entry] } : c)),
      },
      1,
    );
    expect(brannsRounds(timed)).toEqual({ lost: [1, 2], acted: [3] });
    const stunned = d20Fight(
      {
        ...duel(2, [18, 4]),
        combatants: (duel(2, []).combatants as Record<string, unknown>[]).map((c) => (c.id === "brann" ? { ...c, conditions: ["stunned"] } : c)),
      },
      1,
    );
    expect(brannsRounds(stunned).acted).toEqual([1, 2]);
  });
});
