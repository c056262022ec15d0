import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Forfeit } from "../../../src/engine/events";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { beat, DIRECTORY, fight, inPhase, ofType, scenario, sturdy } from "./abortSupport";

// "You can abort to any defensive attack or move action before your initiative value comes up
// in a Phase, giving up your next Action to do so. You can also abort to a defensive action
// after acting on your initiative score earlier in a Phase, but doing so gives up your Action
// from the following Phase." — and: "Your Initiative does not change. If you aborted your action
// from the following Phase, you do not get to act on your Initiative in that Phase, and you
// cannot Abort your next action until after your Initiative in the following Phase."

const swordsman = (more: Record<string, unknown> = {}) => ({
  id: "a",
  side: "red",
  actor: { combatValue: 6, ...sturdy },
  items: [{ type: "weapon", name: "Sword" }],
  ...more,
});
const guard = (abortTo: readonly string[] | undefined, actor: Record<string, unknown> = {}, more: Record<string, unknown> = {}) => ({
  id: "b",
  side: "blue",
  actor: { combatValue: 5, ...sturdy, ...actor },
  items: [{ type: "weapon", name: "Club" }],
  ...(abortTo === undefined ? {} : { abortTo }),
  ...more,
});

/** a's turn in which b aborts to Block against its Strike and stops it: the same in the two tests below but for what the abort costs. */
const strikeBlockedByAbort = (forfeits: Forfeit): string[] => [
  "turn-start a",
  "action a strike",
  `abort b block (${forfeits})`,
  "action b block",
  "roll a strike",
  "attack a>b hit",
  "roll b block",
  "defense b block stops it",
  "turn-end a",
];

describe("aborting to a defensive manoeuvre in the headless fight", () => {
  it("with its action still to come, it aborts to Block before the roll, the Block stops the blow, and its place that Phase is gone", () => {
    // Roll-offs 50 and 50 (a: CV 6 goes first). a rolls 4+4+4 + OCV 7 = 19 against 10 + 5: a hit.
    // b's Block: 6+6+5 + its OCV 5 = 22 against 10 + a's OCV 7.
    const result = fight(scenario([swordsman(), guard(["block"])]), 1, [50, 50, 4, 4, 4, 6, 6, 5]);
    expect(inPhase(result.events, 1, 1).map(beat)).toEqual(["step-start", ...strikeBlockedByAbort("this-step"), "refused b turn aborted"]);
    expect(ofType(result.events, "abort")[0]).toEqual({
      type: "abort",
      round: 1,
      phase: 1,
      combatant: "b",
      action: "block",
      attacker: "a",
      forfeits: "this-step",
    });
    expect(ofType(result.events, "damage").filter((e) => e.phase === 1)).toEqual([]);
    // Its initiative did not change: a still acts first in the next Phase.
    expect(ofType(inPhase(result.events, 1, 2), "turn-start")[0]?.combatant).toBe("a");
  });

  it("after acting it may still abort, but gives up its action in the following Phase and cannot abort again until that place has passed", () => {
    // b (CV 7) acts first and Takes a Recovery; a (CV 5) strikes it: b aborts to Block at the
    // cost of Phase 2. c (CV 4) strikes it too: no second abort. Natural 3s always hit.
    const result = fight(
      scenario([
        { id: "a", side: "red", actor: { combatValue: 5, ...sturdy }, items: [{ type: "weapon", name: "Club" }] },
        guard(["block"], { combatValue: 7 }, { script: [{ round: 1, actions: ["takeRecovery"] }] }),
        { id: "c", side: "red", actor: { combatValue: 4, ...sturdy } },
      ]),
      1,
      [50, 50, 50, 1, 1, 1, 6, 6, 5, 1, 1, 1, 1, 1],
    );
    expect(inPhase(result.events, 1, 1).map(beat)).toEqual([
      "step-start",
      "turn-start b",
      "action b takeRecovery",
      "resource",
      "turn-end b",
      ...strikeBlockedByAbort("next-step"),
      "turn-start c",
      "action c strike",
      "refused b abort already-aborted",
      "roll c strike",
      "attack c>b hit",
      "damage",
      "turn-end c",
    ]);
    const phaseTwo = inPhase(result.events, 1, 2);
    expect(phaseTwo.map(beat).slice(0, 2)).toEqual(["step-start", "refused b turn aborted"]);
    expect(ofType(phaseTwo, "turn-start").map((e) => e.combatant)).not.toContain("b");
    // Past its place in Phase 2, it may abort again (now at the cost of Phase 3).
    expect(ofType(phaseTwo, "abort")).toMatchObject([{ combatant: "b", attacker: "a", forfeits: "next-step" }]);
  });

  it("an aborted-to Dodge gives +3 DCV against the attack, and holds until the dodger next acts", () => {
    // a: 4+4+4 + OCV 7 against 10 + DCV 5 + 3; c (unarmed, OCV 4) after it: 3+3+3 + 4 misses.
    const trio = (abortTo: readonly string[] | undefined) =>
      scenario([swordsman(), guard(abortTo, { dcv: 5 }), { id: "c", side: "red", actor: { combatValue: 4, ...sturdy } }], 1);
    const dice = [50, 50, 50, 4, 4, 4, 1, 1, 1, 1, 3, 3, 3];
    const dodging = fight(trio(["dodge"]), 1, dice);
    const rolls = ofType(dodging.events, "roll").filter((e) => e.purpose === "strike" && e.combatant !== "b");
    expect(rolls.slice(0, 3).map((e) => [e.combatant, e.phase, e.target])).toEqual([
      ["a", 1, 18],
      ["c", 1, 18],
      ["a", 2, 18],
    ]);
    // One abort was enough: the Dodge still answers c, and a again in Phase 2 before b acts.
    expect(ofType(inPhase(dodging.events, 1, 1), "abort")).toHaveLength(1);
    expect(ofType(inPhase(dodging.events, 1, 2), "abort").filter((e) => e.attacker === "a")).toEqual([]);
    const standing = fight(trio(undefined), 1, dice);
    expect(ofType(standing.events, "roll")[0]).toMatchObject({ combatant: "a", target: 15 });
    expect(ofType(standing.events, "abort")).toEqual([]);
  });

  it("takes the first manoeuvre of its list that answers the attack: Missile Deflection for a shot, never Block", () => {
    const archer = { id: "a", side: "red", actor: { combatValue: 6, ...sturdy }, items: [{ type: "weapon", name: "Bow" }] };
    const deflecting = fight(scenario([archer, guard(["block", "missileDeflection"])]), 1, [50, 50]);
    expect(ofType(deflecting.events, "abort")[0]).toMatchObject({ combatant: "b", action: "missileDeflection", attacker: "a" });
    const blockOnly = fight(scenario([archer, guard(["block"])]), 1, [50, 50]);
    expect(ofType(blockOnly.events, "abort")).toEqual([]);
    expect(ofType(blockOnly.events, "refused").filter((e) => e.action === "abort")).toEqual([]);
  });

  it("an aborted-to Roll With A Punch halves the blow that lands", () => {
    // a hits on a natural 3; the Sword's 4d6 show 6s: 24 Stun, 8 Body, halved to 12 and 4.
    const result = fight(scenario([swordsman(), guard(["rollWithAPunch"])]), 1, [50, 50, 1, 1, 1, 6, 6, 6, 6]);
    expect(ofType(result.events, "abort")[0]).toMatchObject({ combatant: "b", action: "rollWithAPunch" });
    expect(ofType(result.events, "damage")[0]).toMatchObject({
      target: "b",
      amount: 12,
      body: 4,
      raw: 24,
      adjustments: [{ op: "divided", by: 2, why: "rolled" }],
    });
  });

  it("an abort after acting in Phase 4 costs Phase 1 of the next Turn, across the Post-Turn; the order stays as it was", () => {
    // a (CV 5, 2 hexes of movement) walks up to b over three Phases and strikes in Phase 4, after
    // b (CV 7) has acted there.
    const result = fight(
      scenario(
        [
          { id: "a", side: "red", position: { q: 0, r: 0 }, actor: { combatValue: 5, movement: 2, ...sturdy }, items: [{ type: "weapon", name: "Club" }] },
          guard(["block"], { combatValue: 7 }, { position: { q: 7, r: 0 }, script: [{ round: 1, actions: ["takeRecovery"] }] }),
        ],
        2,
      ),
      1,
      [50, 50],
    );
    const aborts = ofType(result.events, "abort");
    expect(aborts[0]).toMatchObject({ round: 1, phase: 4, combatant: "b", forfeits: "next-step" });
    expect(ofType(inPhase(result.events, 1, 4), "turn-start").map((e) => e.combatant)).toEqual(["b", "a"]);
    const nextTurn = inPhase(result.events, 2, 1);
    expect(nextTurn.map(beat)).toContain("refused b turn aborted");
    expect(ofType(nextTurn, "turn-start").map((e) => e.combatant)).toEqual(["a"]);
    expect(ofType(result.events, "round-start").map((e) => e.order)).toEqual([
      ["b", "a"],
      ["b", "a"],
    ]);
  });
});

describe("who may not abort", () => {
  it("the unaware in the Surprise Phase cannot, and take their −3 DCV", () => {
    const result = fight(scenario([{ ...swordsman(), actor: { combatValue: 5, ...sturdy } }, guard(["dodge"], {}, { surprised: true })]), 1, [50, 50, 3, 3, 3]);
    const surprise = inPhase(result.events, 1, 0);
    expect(ofType(surprise, "refused").filter((e) => e.action === "abort")).toMatchObject([{ combatant: "b", code: "unaware" }]);
    expect(ofType(surprise, "roll")[0]).toMatchObject({ combatant: "a", target: 12 });
    expect(ofType(surprise, "abort")).toEqual([]);
  });

  it("a Stunned character cannot: its next action must go on recovering", () => {
    const result = fight(scenario([swordsman(), guard(["dodge"], {}, { conditions: ["stunned"] })]), 1, [50, 50]);
    const phaseOne = inPhase(result.events, 1, 1);
    expect(ofType(phaseOne, "refused").filter((e) => e.action === "abort")).toMatchObject([{ combatant: "b", code: "stunned" }]);
    expect(ofType(phaseOne, "abort")).toEqual([]);
    expect(
      ofType(phaseOne, "action")
        .filter((e) => e.combatant === "b")
        .map((e) => e.action),
    ).toEqual(["recoverFromStun"]);
  });

  it("a character in the middle of its own action has nothing to abort: an attack of opportunity on a mover goes ahead", () => {
    const watch = (id: string, q: number, combatValue: number) => ({ id, side: "watch", position: { q, r: 0 }, actor: { combatValue, ...sturdy } });
    const result = fight(
      scenario([
        watch("guard", 0, 8),
        watch("lookout", 12, 1),
        {
          id: "mover",
          side: "thieves",
          position: { q: 1, r: 0 },
          actor: { combatValue: 9, ...sturdy },
          abortTo: ["dodge"],
          script: [{ round: 1, actions: ["fullMove"], target: "lookout" }],
        },
      ]),
      1,
    );
    const phaseOne = inPhase(result.events, 1, 1);
    expect(ofType(phaseOne, "attack").filter((e) => e.action === "attackOfOpportunity")).toMatchObject([{ attacker: "guard", target: "mover" }]);
    expect(ofType(phaseOne, "abort")).toEqual([]);
    expect(ofType(phaseOne, "refused").filter((e) => e.action === "abort")).toEqual([]);
  });
});

describe("the abortTo field of a scenario", () => {
  it("names only the manoeuvres one may abort to, and says which when it names another", () => {
    const loaded = loadScenario(scenario([swordsman(), guard(["strike"])]), DIRECTORY);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.issues[0]).toMatchObject({
      path: "combatants[1].abortTo[0]",
      value: "strike",
      expected: expect.stringContaining("one of block, dodge, missileDeflection, rollWithAPunch"),
    });
  });

  it("left out, nobody aborts and the fight is the one it always was", () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const plain = fight(scenario([swordsman(), guard(undefined)], 3), seed);
      expect(ofType(plain.events, "abort")).toEqual([]);
      expect(JSON.stringify(fight(scenario([swordsman(), guard([])], 3), seed).events)).toBe(JSON.stringify(plain.events));
    }
  });
});

describe("the abort-to-block example", () => {
  const example: unknown = JSON.parse(readFileSync(new URL("../../../examples/phases-3d6/abort-to-block.json", import.meta.url), "utf8"));

  it("runs to an end, the same log for the same seed, and shows the abort and the place it costs", () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const first = fight(example, seed);
      expect(first.events.at(-1)?.type).toBe("combat-end");
      expect(JSON.stringify(fight(example, seed).events)).toBe(JSON.stringify(first.events));
      const aborts = ofType(first.events, "abort");
      expect(aborts.length).toBeGreaterThan(0);
      const paid = ofType(first.events, "refused").filter((e) => e.code === "aborted");
      expect(paid.length).toBeGreaterThan(0);
    }
  });
});
