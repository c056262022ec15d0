import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CombatEvent } from "../../../src/engine/events";
import { RULESETS } from "../../../src/rulesets/registry";
import { fightLog } from "../../support/scenarioFights";
import { scriptWarningsOf } from "../../support/scriptWarningsOf";

interface Side {
  readonly at?: { q: number; r: number };
  readonly movement?: number;
  readonly weapons?: readonly string[];
  readonly script?: readonly unknown[];
}

/** A swordsman scripted at a sentry, each where the test puts it. */
function onTheMap(attacker: Side, sentry: Side, surprised = false) {
  const entry = (id: string, side: string, who: Side) => ({
    id,
    side,
    surprised: id === "sentry" && surprised,
    ...(who.at === undefined ? {} : { position: who.at }),
    actor: { movement: who.movement ?? 6, stun: { max: 60 }, body: { max: 30 } },
    items: (who.weapons ?? ["Sword"]).map((name) => ({ type: "weapon", name })),
    script: who.script ?? [],
  });
  return { ruleset: "phases-3d6", maxRounds: 4, combatants: [entry("blade", "watch", attacker), entry("sentry", "raiders", sentry)] };
}

const strikeAt = (round: number, actions: string[] = ["strike"]) => [{ round, actions, target: "sentry" }];

describe("phases-3d6: a scripted attack out of reach for every Phase of its Turn", () => {
  it("warns when neither can close the gap: the sentry holds its post, the swordsman only strikes", () => {
    const scenario = onTheMap({ at: { q: 0, r: 0 }, script: strikeAt(1) }, { at: { q: 5, r: 0 }, movement: 0 });
    expect(scriptWarningsOf(scenario)).toEqual([
      { code: "out-of-reach", combatant: "blade", script: 0, round: 1, target: "sentry", distance: 5, reach: 1, closing: 0 },
    ]);
  });

  it("counts the half moves the step makes in each of the Turn's four Phases", () => {
    const closing = (distance: number) =>
      scriptWarningsOf(onTheMap({ at: { q: 0, r: 0 }, script: strikeAt(1, ["halfMove", "strike"]) }, { at: { q: distance, r: 0 }, movement: 0 }));
    // Three hexes a Phase, four Phases, a sword's one hex: 13 is the farthest it can still reach.
    expect(closing(13)).toEqual([]);
    expect(closing(14)).toEqual([expect.objectContaining({ code: "out-of-reach", distance: 14, reach: 1, closing: 12 })]);
  });

  it("counts an unscripted target's full move toward the attacker, and every Turn before the step's", () => {
    expect(scriptWarningsOf(onTheMap({ at: { q: 0, r: 0 }, script: strikeAt(1) }, { at: { q: 20, r: 0 } }))).toEqual([]);
    expect(scriptWarningsOf(onTheMap({ at: { q: 0, r: 0 }, script: strikeAt(1) }, { at: { q: 26, r: 0 } }))).toEqual([
      expect.objectContaining({ distance: 26, closing: 24 }),
    ]);
    expect(scriptWarningsOf(onTheMap({ at: { q: 0, r: 0 }, script: strikeAt(2) }, { at: { q: 26, r: 0 } }))).toEqual([]);
  });

  it("counts the Surprise Phase that opens round 1", () => {
    const scenario = (surprised: boolean) =>
      onTheMap({ at: { q: 0, r: 0 }, script: strikeAt(1, ["halfMove", "strike"]) }, { at: { q: 15, r: 0 }, movement: 0 }, surprised);
    expect(scriptWarningsOf(scenario(false))).toHaveLength(1);
    expect(scriptWarningsOf(scenario(true))).toEqual([]);
  });

  it("reaches as far as anything carried: a spear, a bow, a bow under a sword a Disarm could take", () => {
    const at = (weapons: string[], distance: number) =>
      scriptWarningsOf(onTheMap({ at: { q: 0, r: 0 }, weapons, script: strikeAt(1) }, { at: { q: distance, r: 0 }, movement: 0 }));
    expect(at(["Spear"], 2)).toEqual([]);
    expect(at(["Spear"], 3)).toEqual([expect.objectContaining({ reach: 2 })]);
    expect(at(["Bow"], 60)).toEqual([]);
    expect(at(["Sword", "Bow"], 60)).toEqual([]);
    expect(at(["Sword", "Bow"], 61)).toEqual([expect.objectContaining({ reach: 60 })]);
  });

  it("says nothing without a map, of a step without a blow, or of a target in reach", () => {
    expect(scriptWarningsOf(onTheMap({ script: strikeAt(1) }, { movement: 0 }))).toEqual([]);
    expect(scriptWarningsOf(onTheMap({ at: { q: 0, r: 0 }, script: strikeAt(1, ["block", "halfMove"]) }, { at: { q: 30, r: 0 }, movement: 0 }))).toEqual([]);
    expect(scriptWarningsOf(onTheMap({ at: { q: 0, r: 0 }, script: strikeAt(1) }, { at: { q: 1, r: 0 }, movement: 0 }))).toEqual([]);
  });

  it("is never wrong: when it warns, the fight never lands a blow of that step on that target in that Turn", () => {
    const actions = fc.constantFrom(
      ["strike"],
      ["halfMove", "strike"],
      ["fullMove"],
      ["crawl", "haymaker"],
      ["noncombatMove", "strike"],
      ["step", "grab"],
      ["withdraw"],
    );
    const sentryScript = fc.option(fc.constantFrom(["takeRecovery"], ["fullMove"], ["halfMove", "strike"], ["noncombatMove"], ["withdraw"]), {
      nil: undefined,
    });
    let warned = 0;
    fc.assert(
      fc.property(
        fc.record({
          q: fc.integer({ min: -30, max: 30 }),
          r: fc.integer({ min: -30, max: 30 }),
          round: fc.integer({ min: 1, max: 3 }),
          actions,
          sentry: sentryScript,
          movement: fc.integer({ min: 0, max: 6 }),
          sentryMovement: fc.integer({ min: 0, max: 6 }),
          weapon: fc.constantFrom("Sword", "Spear", "Pistol", "Knife"),
          surprised: fc.boolean(),
        }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (drawn, seed) => {
          if (drawn.q === 0 && drawn.r === 0) return;
          const scenario = onTheMap(
            { at: { q: 0, r: 0 }, movement: drawn.movement, weapons: [drawn.weapon], script: strikeAt(drawn.round, [...drawn.actions]) },
            {
              at: { q: drawn.q, r: drawn.r },
              movement: drawn.sentryMovement,
              script: drawn.sentry === undefined ? [] : [1, 2, 3].map((round) => ({ round, actions: drawn.sentry, target: "blade" })),
            },
            drawn.surprised,
          );
          const warnings = scriptWarningsOf(scenario).flatMap((w) => (w.code === "out-of-reach" ? [w] : []));
          if (warnings.length === 0) return;
          warned += 1;
          const log = fightLog(RULESETS, scenario, seed);
          for (const warning of warnings) {
            const blows = log.filter(
              (e: CombatEvent) =>
                e.type === "action" &&
                e.combatant === warning.combatant &&
                e.target === warning.target &&
                e.round === warning.round &&
                ["strike", "haymaker", "grab"].includes(e.action),
            );
            expect(blows).toEqual([]);
          }
        },
      ),
      { numRuns: 300, seed: 15 },
    );
    // A property that never warned would prove nothing.
    expect(warned).toBeGreaterThan(30);
  });
});
