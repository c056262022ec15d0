import { describe, expect, it } from "vitest";
import { scriptWarningsOf } from "../../support/scriptWarningsOf";

/** Two guards against a cultist and a second one, all armed for whatever the script says. */
function squad(ruleset: string, scripts: { a?: unknown[]; b?: unknown[] } = {}, change: { surprised?: boolean; downActor?: Record<string, unknown> } = {}) {
  const weapon =
    ruleset === "d100-fate"
      ? [
          { type: "weapon", name: "Las rifle" },
          { type: "weapon", name: "Sword" },
        ]
      : [];
  return {
    ruleset,
    maxRounds: 5,
    combatants: [
      { id: "a", name: "Anna", side: "guard", surprised: change.surprised ?? false, items: weapon, script: scripts.a ?? [] },
      { id: "b", side: "guard", items: weapon, script: scripts.b ?? [] },
      { id: "c", side: "cult", items: weapon },
      { id: "d", side: "cult", items: weapon, ...(change.downActor === undefined ? {} : { actor: change.downActor }) },
    ],
  };
}

/** An actor down before the fight begins, in each rule set's terms. */
const DOWN: Readonly<Record<string, Record<string, unknown>>> = {
  "d100-fate": { toughness: 30, criticalDamage: 4 },
  "phases-3d6": { body: { max: 10, value: 0 } },
  "d20-segments": { hitPoints: { max: 10, value: 0 } },
};

describe("warnings every rule set's scripts may earn", () => {
  it("two steps for one round: the second is named, since the runner reads only the first", () => {
    const warnings = scriptWarningsOf(
      squad("d100-fate", {
        a: [
          { round: 2, actions: ["standardAttack"] },
          { round: 3, actions: ["standardAttack"] },
          { round: 2, actions: ["halfAim", "standardAttack"] },
        ],
      }),
    );
    expect(warnings).toEqual([{ code: "round-repeated", combatant: "a", script: 2, round: 2, first: 0 }]);
    expect(
      scriptWarningsOf(
        squad("d100-fate", {
          a: [
            { round: 2, actions: ["standardAttack"] },
            { round: 3, actions: ["standardAttack"] },
          ],
        }),
      ),
    ).toEqual([]);
  });

  it.each(Object.keys(DOWN))("%s: a target down before the fight begins", (ruleset) => {
    const step = { round: 1, actions: [ruleset === "phases-3d6" ? "strike" : ruleset === "d100-fate" ? "standardAttack" : "attack"], target: "d" };
    expect(scriptWarningsOf(squad(ruleset, { a: [step] }, { downActor: DOWN[ruleset] }))).toEqual([
      { code: "target-down", combatant: "a", script: 0, round: 1, target: "d" },
    ]);
    expect(scriptWarningsOf(squad(ruleset, { a: [step] }))).toEqual([]);
  });

  it("a combatant down before the fight begins: its script is named once, with how many steps will not run", () => {
    const scenario = squad("d100-fate", {}, { downActor: DOWN["d100-fate"] });
    const withScript = {
      ...scenario,
      combatants: scenario.combatants.map((c) =>
        c.id === "d"
          ? {
              ...c,
              script: [
                { round: 1, actions: ["standardAttack"] },
                { round: 2, actions: ["standardAttack"] },
              ],
            }
          : c,
      ),
    };
    expect(scriptWarningsOf(withScript)).toEqual([{ code: "scripted-down", combatant: "d", script: 0, round: 1, steps: 2 }]);
    expect(scriptWarningsOf(scenario)).toEqual([]);
  });

  it("a surprised combatant's round-1 step, where the surprised lose round 1; not where they sit out a Surprise Phase only", () => {
    const steps = [
      { round: 1, actions: ["standardAttack"] },
      { round: 2, actions: ["standardAttack"] },
    ];
    expect(scriptWarningsOf(squad("d100-fate", { a: steps }, { surprised: true }))).toEqual([
      { code: "surprised-first-round", combatant: "a", script: 0, round: 1 },
    ]);
    expect(scriptWarningsOf(squad("d100-fate", { a: steps.slice(1) }, { surprised: true }))).toEqual([]);
    expect(scriptWarningsOf(squad("phases-3d6", { a: [{ round: 1, actions: ["strike"] }] }, { surprised: true }))).toEqual([]);
  });

  it("gives the warnings in the scenario's order of combatants, then of steps", () => {
    const warnings = scriptWarningsOf(
      squad("d100-fate", {
        b: [
          { round: 1, actions: ["standardAttack"] },
          { round: 1, actions: ["standardAttack"] },
        ],
        a: [
          { round: 4, actions: ["standardAttack"] },
          { round: 4, actions: ["standardAttack"] },
          { round: 4, actions: ["standardAttack"] },
        ],
      }),
    );
    expect(warnings.map((w) => `${w.combatant}${w.script}`)).toEqual(["a1", "a2", "b1"]);
  });
});
