import { describe, expect, it } from "vitest";
import type { CombatEvent } from "../../../src/engine/events";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { metresBetween } from "../../../src/rulesets/d6-pool/position";
import { D6_DIRECTORY, d6Fight } from "./fightSupport";

/** A pistol of 10 / 30 / 60 m, and a knife. */
const GUN = { type: "weapon", name: "Pistol", skill: "firearms", damage: "1D", range: { short: 10, medium: 30, long: 60 } };
const KNIFE = { type: "weapon", name: "Knife", skill: "meleeCombat", damage: "+1D", sharp: true };
const of = <T extends CombatEvent["type"]>(events: readonly CombatEvent[], type: T) =>
  events.filter((event): event is Extract<CombatEvent, { type: T }> => event.type === type);

/** The shooter at the map's corner, the target `x` metres along, waiting out the round. */
const duel = (x: number, weapon: Record<string, unknown> = GUN) => ({
  ruleset: "d6-pool",
  maxRounds: 1,
  combatants: [
    { id: "a", side: "red", items: [weapon], position: { x: 0, y: 0 }, script: [{ round: 1, actions: ["attack"], target: "b" }] },
    { id: "b", side: "blue", position: { x, y: 2 }, script: [{ round: 1, actions: ["wait"] }] },
  ],
});

describe("d6-pool's range bands in the headless fight, where the scenario gives squares", () => {
  it("measures squares as a scene of one-metre squares does by default: a diagonal step is one square", () => {
    expect(metresBetween({ x: 0, y: 0 }, { x: 20, y: 2 })).toBe(20);
    expect(metresBetween({ x: 3, y: -4 }, { x: -1, y: 1 })).toBe(5);
  });

  it("adds the band to the difficulty and logs it among what the difficulty is made of: medium range, +5", () => {
    const events = d6Fight(duel(20), 1, [6, 5, 1, 1, 5, 5, 2]);
    expect(of(events, "attack")[0]).toMatchObject({
      attacker: "a",
      difficulty: 15,
      against: [
        { by: 10, why: "passive" },
        { by: 5, why: "range" },
      ],
    });
  });

  it("makes point blank easier, and leaves a fight off the map as it was", () => {
    expect(of(d6Fight(duel(2), 1, [6, 5, 1, 1, 5, 5, 2]), "attack")[0]).toMatchObject({ difficulty: 5 });
    const offMap = { ...duel(20), combatants: duel(20).combatants.map(({ position: _position, ...rest }) => rest) };
    expect(of(d6Fight(offMap, 1, [6, 5, 1, 1, 5, 5, 2]), "attack")[0]).toMatchObject({ difficulty: 10, against: [{ by: 10, why: "passive" }] });
  });

  it("refuses a shot beyond long range and a blade beyond point blank, before the action is used", () => {
    const far = d6Fight(duel(61), 1, [6, 5, 1, 1, 5, 5, 2]);
    expect(of(far, "attack")).toEqual([]);
    expect(of(far, "refused")[0]).toMatchObject({ combatant: "a", action: "attack", code: "out-of-range" });
    expect(of(d6Fight(duel(4, KNIFE), 1, [6, 5, 1, 1, 5, 5, 2]), "refused")[0]).toMatchObject({ code: "out-of-reach" });
  });

  it("refuses a position in any other form, naming the field", () => {
    const bad = {
      ...duel(2),
      combatants: [
        { id: "a", side: "red", position: { x: 1.5, y: 0 } },
        { id: "b", side: "blue" },
      ],
    };
    const loaded = loadScenario(bad, D6_DIRECTORY);
    expect(loaded.ok ? null : loaded.issues[0]).toMatchObject({ path: "combatants[0].position.x" });
  });
});
