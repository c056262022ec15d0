import { describe, expect, it } from "vitest";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import { distanceOnly, rangeAtTable, type RangeRule } from "../../../src/engine/play/RangeRule";
import { judgeReach, reachLines } from "../../../src/engine/play/reachOnCard";
import { refuse } from "../../../src/engine/Refusal";

const actor = (ref: string, name: string): ActorSnapshot => ({ ref, name, type: "any", system: {}, items: [] });
const hero = actor("Actor.hero", "Hero");
const thug = actor("Actor.thug", "Thug");
const start = { actor: hero, action: "attack", data: {}, targets: [thug] };

/** A rule of ten metres: within it a band of +2, beyond it refused. */
const TEN_METRES: RangeRule<number> = {
  units: "m",
  judge: (most, distance) =>
    distance <= most ? { kind: "band", band: "near", modifier: 2 } : { kind: "beyond", refusal: refuse("out-of-range", "too far", {}).refusal },
};
const table = rangeAtTable(TEN_METRES, (attack) => (attack.action === "attack" ? 10 : null));

describe("a target's distance judged at the table", () => {
  it("keeps the band and its modifier when the scene is measured in the rule's unit", () => {
    const judged = judgeReach(table, start, { "Actor.thug": { distance: 4, units: "m" } });
    expect(judged).toEqual({ ok: true, value: { "Actor.thug": { target: "Actor.thug", name: "Thug", distance: 4, units: "m", band: "near", modifier: 2 } } });
  });

  it("refuses in the rule's words beyond reach or range", () => {
    const judged = judgeReach(table, start, { "Actor.thug": { distance: 12, units: "m" } });
    expect(judged.ok ? null : judged.refusal.code).toBe("out-of-range");
  });

  it("shows the distance alone, and judges nothing, in a unit the rule does not count in or under a rule set without a rule", () => {
    const shown = { "Actor.thug": { target: "Actor.thug", name: "Thug", distance: 40, units: "ft" } };
    expect(judgeReach(table, start, { "Actor.thug": { distance: 40, units: "ft" } })).toEqual({ ok: true, value: shown });
    expect(judgeReach(distanceOnly("ft"), start, { "Actor.thug": { distance: 40, units: "ft" } })).toEqual({ ok: true, value: shown });
    expect(judgeReach(undefined, start, { "Actor.thug": { distance: 40, units: "ft" } })).toEqual({ ok: true, value: shown });
  });

  it("changes nothing without a scene: no distance, nothing kept", () => {
    expect(judgeReach(table, start, {})).toEqual({ ok: true, value: {} });
    // A start the rule reads as no attack keeps nothing either.
    expect(judgeReach(table, { ...start, action: "rollTrait" }, { "Actor.thug": { distance: 40, units: "m" } })).toEqual({ ok: true, value: {} });
  });

  it("words each distance for the card, with the band's change to the difficulty", () => {
    expect(reachLines([{ target: "Actor.thug", name: "Thug", distance: 4, units: "m", band: "near", modifier: 2 }])).toEqual([
      { key: "TURNWRIGHT.Range.InBand", data: { name: "Thug", distance: 4, units: "m", band: "near", modifier: "+2" } },
    ]);
    expect(reachLines([{ target: "Actor.thug", name: "Thug", distance: 40, units: "ft" }])).toEqual([
      { key: "TURNWRIGHT.Range.Distance", data: { name: "Thug", distance: 40, units: "ft" } },
    ]);
  });
});
