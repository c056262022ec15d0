import { describe, expect, it } from "vitest";
import type { CombatEvent } from "../../../src/engine/events";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../../src/rulesets/registry";
import { D6_DIRECTORY, d6Fight } from "./fightSupport";

interface Fighter {
  readonly id: string;
  readonly initiativeGroup?: string;
  readonly cover?: number;
  readonly side: string;
  readonly actor?: Record<string, unknown>;
  readonly items?: readonly Record<string, unknown>[];
  readonly script?: readonly Record<string, unknown>[];
  readonly surprised?: boolean;
  readonly conditions?: readonly string[];
}

const GUN = { type: "weapon", name: "Pistol", skill: "firearms", damage: "1D" };
const scenario = (fighters: readonly Fighter[], extra: Record<string, unknown> = {}) => ({ ruleset: "d6-pool", maxRounds: 1, combatants: fighters, ...extra });
const of = <T extends CombatEvent["type"]>(events: readonly CombatEvent[], type: T) =>
  events.filter((event): event is Extract<CombatEvent, { type: T }> => event.type === type);

describe("initiative every round", () => {
  it("reads the ordinary dice first, then the Wild Die and each of its rerolls", () => {
    const events = d6Fight(
      scenario([
        { id: "a", side: "red" },
        { id: "b", side: "blue" },
      ]),
      1,
      [4, 6, 6, 2, 1, 2],
    );
    expect(of(events, "initiative")[0]).toMatchObject({ combatant: "a", dice: [4, 6, 6, 2], total: 18 });
  });

  it("takes the 1 and the highest other die off on a complication, or only flags it where the world says so", () => {
    const removed = d6Fight(
      scenario([
        { id: "a", side: "red" },
        { id: "b", side: "blue" },
      ]),
      1,
      [5, 1, 3, 3],
    );
    expect(of(removed, "initiative")[0]).toMatchObject({ total: 0, note: "complication on the Wild Die" });
    const flagged = d6Fight(
      scenario(
        [
          { id: "a", side: "red" },
          { id: "b", side: "blue" },
        ],
        { options: { complication: "flag" } },
      ),
      1,
      [5, 1, 3, 3],
    );
    expect(of(flagged, "initiative")[0]).toMatchObject({ total: 6, note: "complication on the Wild Die" });
  });

  it("is rolled anew for everyone at each round's start, in the scenario's order", () => {
    const events = d6Fight(
      scenario(
        [
          { id: "a", side: "red" },
          { id: "b", side: "blue" },
        ],
        { maxRounds: 3 },
      ),
      7,
    );
    const rounds = new Set(of(events, "round-start").map((event) => event.round));
    for (const round of rounds)
      expect(
        of(events, "initiative")
          .filter((event) => event.round === round)
          .map((event) => event.combatant),
      ).toEqual(["a", "b"]);
  });

  it("lets equal totals act together, shown as one group", () => {
    const events = d6Fight(
      scenario([
        { id: "a", side: "red" },
        { id: "b", side: "red" },
        { id: "c", side: "blue" },
      ]),
      3,
      [3, 3, 3, 3, 2, 2],
    );
    expect(of(events, "round-start")[0]).toMatchObject({ order: ["a", "b", "c"], together: [["a", "b"]] });
  });

  it("resolves a group acting together in an order drawn each time, never the list's, unless every one of it keeps to the list's order", () => {
    const firstTurns = (targeting: string, seed: number): string[] => {
      const events = d6Fight(
        scenario(
          [
            { id: "a", side: "red" },
            { id: "c", side: "blue" },
          ].map((fighter) => ({ ...fighter, targeting })),
        ),
        seed,
        [3, 3, 3, 3],
      );
      expect(of(events, "round-start")[0]).toMatchObject({ order: ["a", "c"], together: [["a", "c"]] });
      return of(events, "turn-start").map((event) => event.combatant);
    };
    const drawn = new Set(Array.from({ length: 30 }, (_, seed) => firstTurns("random", seed + 1)[0]));
    expect([...drawn].sort()).toEqual(["a", "c"]);
    const listed = new Set(Array.from({ length: 30 }, (_, seed) => firstTurns("first", seed + 1)[0]));
    expect([...listed]).toEqual(["a"]);
  });

  it("adds a Character Point's die when the script spends one on it, and Fate never touches it", () => {
    const events = d6Fight(
      scenario([
        { id: "a", side: "red", script: [{ round: 1, actions: ["attack"], spend: ["initiative", "fate"] }], items: [GUN] },
        { id: "b", side: "blue" },
      ]),
      1,
      [2, 2, 5, 1, 1],
    );
    expect(of(events, "resource")[0]).toMatchObject({ combatant: "a", resource: "characterPoints", use: "initiative", remaining: 4 });
    expect(of(events, "initiative")[0]).toMatchObject({ combatant: "a", dice: [2, 2, 5], total: 9 });
    // Fate doubled the firearms code for the round (Agility 2D: 4D), not initiative.
    expect(of(events, "roll").find((roll) => roll.combatant === "a" && roll.purpose === "attack")).toMatchObject({ code: "4D" });
  });

  it("puts the surprised after everyone aware in round 1, whatever they rolled", () => {
    const events = d6Fight(
      scenario([
        { id: "a", side: "red", surprised: true },
        { id: "b", side: "blue" },
      ]),
      1,
      [6, 5, 1, 2],
    );
    expect(of(events, "round-start")[0]).toMatchObject({ order: ["b", "a"] });
  });

  it("rolls once for a group of identical foes, every round, and the others of the group share it", () => {
    // Everyone waits, so the fight surely reaches round 2.
    const waits = [1, 2].map((round) => ({ round, actions: ["wait"] }));
    const thugs = [1, 2, 3].map((n) => ({ id: `thug${n}`, side: "gang", initiativeGroup: "dock gang", script: waits }));
    const events = d6Fight(scenario([{ id: "a", side: "red", script: waits }, ...thugs], { maxRounds: 2 }), 9, [3, 3, 4, 4]);
    const first = of(events, "initiative").filter((event) => event.round === 1);
    expect(first.map((event) => [event.combatant, event.total])).toEqual([
      ["a", 6],
      ["thug1", 8],
      ["thug2", 8],
      ["thug3", 8],
    ]);
    expect(first.filter((event) => event.dice.length > 0).map((event) => event.combatant)).toEqual(["a", "thug1"]);
    const second = of(events, "initiative").filter((event) => event.round === 2);
    expect(second.map((event) => event.combatant)).toEqual(["a", "thug1", "thug2", "thug3"]);
    expect(second.filter((event) => event.dice.length > 0).map((event) => event.combatant)).toEqual(["a", "thug1"]);
    expect(new Set(second.filter((event) => event.combatant.startsWith("thug")).map((event) => event.total)).size).toBe(1);
  });

  it("gives the immobilised no action, but a place in the order", () => {
    const events = d6Fight(
      scenario([
        { id: "a", side: "red", conditions: ["immobilised"] },
        { id: "b", side: "blue" },
      ]),
      2,
    );
    expect(of(events, "initiative").map((event) => event.combatant)).toContain("a");
    expect(of(events, "turn-start").map((event) => event.combatant)).not.toContain("a");
  });
});

describe("active defence", () => {
  const dodger: Fighter = {
    id: "a",
    side: "red",
    actor: { perception: "2D", agility: "3D" },
    script: [
      { round: 1, actions: ["dodge"] },
      { round: 2, actions: ["wait"] },
      { round: 3, actions: ["wait"] },
    ],
  };
  const shooter: Fighter = { id: "b", side: "blue", actor: { perception: "2D", agility: "3D" }, items: [GUN] };
  // Round 1: a first, dodges 5; b shoots 6 and hits. Round 2: b first, shoots 6 against the dodge
  // still in force. Round 3: a's turn in round 2 ended it; b's 9 meets the passive 10.
  const dice = [5, 5, 2, 2, 2, 1, 2, 2, 2, 2, 1, 3, 3, 2, 2, 5, 5, 2, 2, 2, 1, 3, 3, 2, 2, 5, 5, 3, 3, 3];

  it("holds from the defender's turn to its next turn, even rolled below 10", () => {
    const events = d6Fight(scenario([dodger, shooter], { maxRounds: 3 }), 1, dice);
    const attacks = of(events, "attack");
    expect(attacks.map((attack) => [attack.round, attack.hit])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect(of(events, "defense").map((event) => [event.round, event.total])).toEqual([
      [1, 5],
      [2, 5],
    ]);
  });

  it("is the roll plus 10 when it is full, and refused beside any other action", () => {
    const events = d6Fight(
      scenario([
        { id: "a", side: "red", script: [{ round: 1, actions: ["fullDodge"] }] },
        { id: "c", side: "red", script: [{ round: 1, declare: 2, actions: ["attack", "fullDodge"] }], items: [GUN] },
        { id: "b", side: "blue", items: [GUN], script: [{ round: 1, actions: ["attack"], target: "a" }] },
      ]),
      1,
      [6, 5, 4, 4, 1, 1, 3, 4],
    );
    expect(of(events, "refused")).toContainEqual(expect.objectContaining({ combatant: "c", action: "fullDodge", code: "full-defence-alone" }));
    expect(of(events, "defense")).toContainEqual(expect.objectContaining({ defender: "a", full: true, total: 17 }));
  });

  it("refuses a roll whose penalty leaves no dice", () => {
    const events = d6Fight(
      scenario([
        { id: "a", side: "red", items: [GUN], script: [{ round: 1, declare: 3, actions: ["attack"] }] },
        { id: "b", side: "blue" },
      ]),
      4,
    );
    expect(of(events, "refused")).toContainEqual(expect.objectContaining({ combatant: "a", action: "attack", code: "pool-empty" }));
  });
});

describe("cover", () => {
  it("is added to the difficulty of every attack on the one behind it", () => {
    const events = d6Fight(
      scenario([
        { id: "a", side: "red", items: [GUN] },
        { id: "b", side: "blue", cover: 5, script: [{ round: 1, actions: ["wait"] }] },
      ]),
      1,
      [6, 5, 1, 1, 5, 5, 2],
    );
    // 5 + 5 + 2 = 12 reaches the passive 10 but not 10 + 5 for the cover.
    expect(of(events, "attack")[0]).toMatchObject({ attacker: "a", hit: false });
  });

  it("and a group name are refused in any other form, naming the field", () => {
    const loaded = loadScenario(
      scenario([
        { id: "a", side: "red", cover: -1 },
        { id: "b", side: "blue" },
      ]),
      D6_DIRECTORY,
    );
    expect(loaded.ok ? null : loaded.issues[0]).toMatchObject({ path: "combatants[0].cover", value: -1 });
  });
});

describe("blades and bare hands", () => {
  const knife = { type: "weapon", name: "Knife", skill: "meleeCombat", damage: "+1D", sharp: true };

  it("a blade blocked with the body still cuts, with its own damage alone", () => {
    const events = d6Fight(
      scenario([
        { id: "a", side: "red", actor: { perception: "3D" }, script: [{ round: 1, actions: ["block"] }] },
        { id: "b", side: "blue", items: [knife] },
      ]),
      1,
      [5, 5, 5, 1, 1, 6, 5, 4, 2, 2, 2, 3, 1, 1],
    );
    expect(of(events, "attack")[0]).toMatchObject({ hit: false });
    // The knife's own 1D, not the wielder's Strength Damage with it.
    expect(of(events, "roll").find((roll) => roll.purpose === "blade")).toMatchObject({ combatant: "b", code: "1D" });
  });

  it("a bare fist parried with a blade hurts the one who struck", () => {
    const events = d6Fight(
      scenario([
        { id: "a", side: "red", actor: { perception: "3D" }, items: [knife], script: [{ round: 1, actions: ["parry"] }] },
        { id: "b", side: "blue" },
      ]),
      1,
      [5, 5, 5, 1, 1, 6, 5, 4, 2, 2, 2, 3, 1, 1],
    );
    expect(of(events, "attack")[0]).toMatchObject({ attacker: "b", hit: false });
    expect(of(events, "roll").find((roll) => roll.purpose === "parrying blade")).toMatchObject({ combatant: "a", code: "1D" });
    expect(of(events, "damage")[0]).toMatchObject({ target: "b" });
  });
});

describe("aiming", () => {
  it("adds a die for each round aimed, on the shot that follows", () => {
    const events = d6Fight(
      scenario(
        [
          {
            id: "a",
            side: "red",
            items: [GUN],
            script: [
              { round: 1, actions: ["aim"] },
              { round: 2, actions: ["aim"] },
              { round: 3, actions: ["attack"] },
            ],
          },
          {
            id: "b",
            side: "blue",
            script: [
              { round: 1, actions: ["dodge"] },
              { round: 2, actions: ["dodge"] },
              { round: 3, actions: ["dodge"] },
            ],
          },
        ],
        { maxRounds: 3 },
      ),
      5,
    );
    expect(of(events, "roll").find((roll) => roll.combatant === "a" && roll.purpose === "attack")).toMatchObject({ code: "4D" });
  });

  it("is the whole round: refused beside another declared action", () => {
    const events = d6Fight(
      scenario([
        { id: "a", side: "red", items: [GUN], script: [{ round: 1, declare: 2, actions: ["aim", "attack"] }] },
        { id: "b", side: "blue" },
      ]),
      5,
    );
    expect(of(events, "refused")).toContainEqual(expect.objectContaining({ combatant: "a", action: "aim", code: "aim-alone" }));
  });
});

describe("a scenario's d6-pool fields", () => {
  it("refuses a die code with three pips, naming the field", () => {
    const loaded = loadScenario(
      scenario([
        { id: "a", side: "red", actor: { agility: "3D+4" } },
        { id: "b", side: "blue" },
      ]),
      D6_DIRECTORY,
    );
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.issues[0]).toMatchObject({ path: "combatants[0].actor.agility", value: "3D+4" });
  });

  it("refuses a negative code", () => {
    const loaded = loadScenario(
      scenario([
        { id: "a", side: "red", actor: { skills: { dodge: "-1D" } } },
        { id: "b", side: "blue" },
      ]),
      D6_DIRECTORY,
    );
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.issues[0]).toMatchObject({ path: "combatants[0].actor.skills.dodge", value: "-1D" });
  });

  it("refuses a declaration where the rule set has none", () => {
    const loaded = loadScenario(
      {
        ruleset: "d100-fate",
        combatants: [
          { id: "a", side: "red", script: [{ round: 1, declare: 2, actions: ["standardAttack"] }] },
          { id: "b", side: "blue" },
        ],
      },
      RULESETS,
    );
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.issues[0]).toMatchObject({ path: "combatants[0].script[0].declare", value: 2 });
  });
});
